import type { ComponentProps, ReactNode } from 'react'
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
 * A label, an optional hint and the field's error around any control (input, select, textarea, file):
 * the control is marked invalid and described by the hint and the error, so a screen reader reads the
 * message with the field. Required fields carry a visible " *" and `aria-required` (not `required`,
 * which would let the browser's English bubbles speak before the form's French messages).
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

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string
  label: string
  error?: string
  hint?: string
}

/** The common case: a text input in a Field. Every other attribute (`className`, and `ref` from `register`) goes to the input. */
export function TextField({ id, label, error, hint, required, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => <input {...control} type={type} {...input} />}
    </Field>
  )
}
