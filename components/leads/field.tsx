import type { ReactNode } from 'react'
import forms from '@/components/auth/forms.module.css'

/** What a control needs to be announced with its label, hint and error. */
export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * Label, hint and error around a select, a textarea or a file input, wired the way TextField
 * (components/auth/text-field.tsx) wires a text input, which the lead form uses for the others.
 */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ? `${forms.field} ${className}` : forms.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className={forms.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}
