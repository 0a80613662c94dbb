import type { ReactNode } from 'react'
import styles from './error-view.module.css'

/**
 * The error page of docs/product/content.md#error-pages: a large status code, the "not found" title for 404, otherwise the
 * generic text with the message in a code box, and a button back to the root. Labels and that link come
 * from the caller so it serves both server (not-found) and client (error boundary) renders.
 */
export function ErrorView(props: {
  status: number
  title: string
  text: string
  message?: ReactNode
  messageLabel: string
  /** The link back to the home page, drawn as a button. */
  back: ReactNode
  statusLabel: string
  actions?: ReactNode
}) {
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <p className={styles.status}>
        <span className="sr-only">{props.statusLabel}</span>
        <span aria-hidden="true">{props.status}</span>
      </p>
      <h1 id="error-title">{props.title}</h1>
      {props.message ? (
        <>
          <p className="sr-only">{props.messageLabel}</p>
          <pre className={styles.code}>
            {typeof props.message === 'string' ? <code>{props.message}</code> : props.message}
          </pre>
        </>
      ) : null}
      {props.title !== props.text ? <p className={styles.text}>{props.text}</p> : null}
      <div className={styles.actions}>
        {props.actions}
        {props.back}
      </div>
    </section>
  )
}
