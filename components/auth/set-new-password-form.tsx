'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod/mini'
import { useOrderSystem } from '@/components/auth/session-provider'
import { TextField } from '@/components/form/field'
import { serverMessage } from '@/lib/order-system/errors'
import { setPasswordInputSchema } from '@/lib/order-system/schemas/profile'
import { PASSWORD_MIN_LENGTH } from '@/lib/shop-server/schemas/customer'
import styles from './forms.module.css'
import { FormSubmit } from './form-submit'

export function SetNewPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const orderSystem = useOrderSystem()
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const schema = useMemo(
    () =>
      z.extend(setPasswordInputSchema, { confirmation: z.string() }).check(
        z.refine((values) => values.password === values.confirmation, {
          path: ['confirmation'],
          message: t('validation.passwordsDiffer'),
        }),
      ),
    [t],
  )
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { token, password: '', confirmation: '' } })

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null)
    const result = await orderSystem.setPassword({ token, password })
    if (result.ok) setDone(true)
    else setFailure(serverMessage(result.error) ?? t('errors.generic'))
  })

  if (!token) {
    return (
      <>
        <p role="alert" className={styles.alert}>
          {t('errors.missingToken')}
        </p>
        <p className={styles.links}>
          <IntentLink href="/account/password-reset">{t('setNewPassword.newRequest')}</IntentLink>
        </p>
      </>
    )
  }

  if (done) {
    return (
      <>
        <p role="status" className={styles.success}>
          {t('setNewPassword.success')}
        </p>
        <p className={styles.links}>
          <IntentLink href="/account/login" className="button">
            {t('setNewPassword.signIn')}
          </IntentLink>
        </p>
      </>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        id="new-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="new-password-confirmation"
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      <FormSubmit
        label={t('setNewPassword.submit')}
        submitting={isSubmitting}
        failure={failure}
        onFailure={
          <p>
            <IntentLink href="/account/password-reset">{t('setNewPassword.newRequest')}</IntentLink>
          </p>
        }
      />
    </form>
  )
}
