import type { ReactNode } from 'react'
import styles from './forms.module.css'

/** The end of every account form: the server's refusal, if any, announced, then the submit button. */
export function FormSubmit(props: {
  label: string
  submitting: boolean
  failure: string | null
  onFailure?: ReactNode
}) {
  return (
    <>
      {props.failure && (
        <>
          <p role="alert" className={styles.alert}>
            {props.failure}
          </p>
          {props.onFailure}
        </>
      )}
      <button type="submit" className="button" disabled={props.submitting}>
        {props.label}
      </button>
    </>
  )
}
