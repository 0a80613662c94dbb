import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '@/components/form/field'

/** The two phone numbers every person form asks for (profile, address, contact, member). */
export interface PhoneNumbers {
  phone: string
  mobile: string
}

/**
 * The phone and mobile inputs of a react-hook-form form, wired to its `register` and its errors. The
 * labels come from the caller, whose message namespace names them.
 */
export function PhoneFields({
  id,
  labels,
  register,
  errors,
}: {
  /** The form's id maker, so the inputs keep the ids the rest of the form (and its tests) rely on. */
  id: (name: keyof PhoneNumbers) => string
  labels: Record<keyof PhoneNumbers, string>
  /**
   * The form's own `register` (`UseFormRegister<T>` of any form with these two fields): typed by the two
   * names it is called with, since a generic form's `Path<T>` cannot be narrowed to them without a cast.
   */
  register: (name: keyof PhoneNumbers) => UseFormRegisterReturn<keyof PhoneNumbers>
  errors: FieldErrors<PhoneNumbers>
}) {
  return (
    <>
      <TextField
        id={id('phone')}
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id={id('mobile')}
        label={labels.mobile}
        type="tel"
        autoComplete="tel"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
    </>
  )
}
