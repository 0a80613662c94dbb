import type { ComponentProps } from 'react'
import styles from './forms.module.css'

interface TextFieldProps extends ComponentProps<'input'> {
  id: string
  label: string
  error?: string
  hint?: string
}

/** A labelled input whose error is announced with it (aria-describedby) and marks it invalid. */
export function TextField({ id, label, error, hint, required, ...input }: TextFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} aria-required={required} {...input} />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}
