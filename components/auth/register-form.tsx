'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useOrderSystem } from '@/components/auth/session-provider'
import { TextField } from '@/components/form/field'
import { serverFieldErrors, serverMessage } from '@/lib/order-system/errors'
import { registerInputSchema, type RegisterInput } from '@/lib/order-system/schemas/profile'
import { PASSWORD_MIN_LENGTH } from '@/lib/shop-server/schemas/customer'
import styles from './forms.module.css'
import { FormSubmit } from './form-submit'

const FIELDS = ['name', 'login', 'password'] as const

export function RegisterForm() {
  const t = useTranslations('auth')
  const orderSystem = useOrderSystem()
  const [failure, setFailure] = useState<string | null>(null)
  const [registered, setRegistered] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(registerInputSchema), defaultValues: { name: '', login: '', password: '' } })

  const onSubmit = handleSubmit(async (values: RegisterInput) => {
    setFailure(null)
    const result = await orderSystem.register(values)
    if (!result) return
    if (result.ok) {
      setRegistered(result.data.login)
      return
    }
    const fields = serverFieldErrors(result.error)
    for (const name of FIELDS) {
      const message = fields[name]
      if (message) setError(name, { message })
    }
    setFailure(serverMessage(result.error) ?? t('errors.generic'))
  })

  if (registered) {
    return (
      <p role="status" className={styles.success}>
        {t('register.success', { login: registered })}
      </p>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className="muted">{t('fields.required')}</p>
      <TextField
        id="register-name"
        label={t('fields.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="register-login"
        label={t('fields.login')}
        type="email"
        autoComplete="email"
        required
        error={errors.login?.message}
        {...register('login')}
      />
      <TextField
        id="register-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormSubmit label={t('register.submit')} submitting={isSubmitting} failure={failure} />
    </form>
  )
}
