'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useOrderSystem } from '@/components/auth/session-provider'
import { TextField } from '@/components/form/field'
import { serverMessage } from '@/lib/order-system/errors'
import { resetPasswordRequestInputSchema, type ResetPasswordRequestInput } from '@/lib/order-system/schemas/profile'
import styles from './forms.module.css'
import { FormSubmit } from './form-submit'

export function PasswordResetForm() {
  const t = useTranslations('auth')
  const orderSystem = useOrderSystem()
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordRequestInputSchema), defaultValues: { login: '' } })

  const onSubmit = handleSubmit(async (values: ResetPasswordRequestInput) => {
    setFailure(null)
    const result = await orderSystem.requestPasswordReset(values)
    if (result.ok) setSentTo(values.login)
    else setFailure(serverMessage(result.error) ?? t('errors.generic'))
  })

  // The same answer whether or not the address has an account, as the server does.
  if (sentTo) {
    return (
      <p role="status" className={styles.success}>
        {t('passwordReset.sent', { login: sentTo })}
      </p>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        id="reset-login"
        label={t('fields.login')}
        type="email"
        autoComplete="email"
        required
        error={errors.login?.message}
        {...register('login')}
      />
      <FormSubmit label={t('passwordReset.submit')} submitting={isSubmitting} failure={failure} />
    </form>
  )
}
