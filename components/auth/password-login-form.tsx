'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useOrderSystem, useSessionMachine } from '@/components/auth/session-provider'
import { TextField } from '@/components/form/field'
import { serverMessage } from '@/lib/order-system/errors'
import { loginInputSchema, type LoginInput } from '@/lib/order-system/schemas/profile'
import styles from './forms.module.css'

type Feedback = { kind: 'refused' } | { kind: 'error'; message: string } | null

/** Sign-in by password through the order system, offered when PASSWORD_LOGIN is on. `target` is already safe. */
export function PasswordLoginForm({ target }: { target: string }) {
  const t = useTranslations('auth')
  const orderSystem = useOrderSystem()
  const session = useSessionMachine()
  const router = useRouter()
  const [feedback, setFeedback] = useState<Feedback>(null)
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginInputSchema), defaultValues: { login: '', password: '' } })

  const onSubmit = handleSubmit(async (values: LoginInput) => {
    setFeedback(null)
    const result = await orderSystem.login(values)
    if (!result.ok) {
      setFeedback({ kind: 'error', message: serverMessage(result.error) ?? t('errors.generic') })
      return
    }
    if (!result.data) {
      // A 403 is "no user", not an error (docs/product/sign-in.md#password-sign-in); the buyer simply tries again.
      resetField('password')
      setFeedback({ kind: 'refused' })
      return
    }
    if (await session?.adoptShopSession()) router.replace(target)
    else setFeedback({ kind: 'error', message: t('errors.generic') })
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="password-login-title">
      <h2 id="password-login-title">{t('login.passwordTitle')}</h2>
      <TextField
        id="password-login"
        label={t('fields.login')}
        type="email"
        autoComplete="username"
        required
        error={errors.login?.message}
        {...register('login')}
      />
      <TextField
        id="password-login-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      {feedback?.kind === 'refused' && <p role="status">{t('login.wrongCredentials')}</p>}
      {feedback?.kind === 'error' && (
        <p role="alert" className={styles.alert}>
          {feedback.message}
        </p>
      )}
      <button type="submit" className="button button--secondary" disabled={isSubmitting}>
        {t('login.passwordSubmit')}
      </button>
    </form>
  )
}
