'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useEffect, useState } from 'react'
import { useOrderSystem } from '@/components/auth/session-provider'
import { serverMessage } from '@/lib/order-system/errors'
import type { OrderSystemClient } from '@/lib/order-system/client'
import styles from './forms.module.css'

type Outcome = { ok: true } | { ok: false; message: string | undefined }

/** The token is single-use: React Strict Mode's second effect must reuse the first call, not spend it again. */
const validations = new Map<string, Promise<Outcome>>()

function validateOnce(orderSystem: OrderSystemClient, token: string): Promise<Outcome> {
  let outcome = validations.get(token)
  if (!outcome) {
    outcome = orderSystem
      .validateEmail({ token })
      .then((result) =>
        result.ok ? { ok: true as const } : { ok: false as const, message: serverMessage(result.error) },
      )
    validations.set(token, outcome)
  }
  return outcome
}

export function SignupValidation({ token }: { token: string }) {
  const t = useTranslations('auth')
  const orderSystem = useOrderSystem()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  useEffect(() => {
    if (!token) return
    let current = true
    void validateOnce(orderSystem, token).then((result) => {
      if (current) setOutcome(result)
    })
    return () => {
      current = false
    }
  }, [orderSystem, token])

  if (!token) {
    return (
      <p role="alert" className={styles.alert}>
        {t('errors.missingToken')}
      </p>
    )
  }
  if (!outcome) return <p role="status">{t('signupValidation.pending')}</p>
  if (!outcome.ok) {
    return (
      <p role="alert" className={styles.alert}>
        {outcome.message ?? t('errors.generic')}
      </p>
    )
  }
  return (
    <>
      <p role="status" className={styles.success}>
        {t('signupValidation.success')}
      </p>
      <p className={styles.links}>
        <IntentLink href="/account/login" className="button">
          {t('signupValidation.signIn')}
        </IntentLink>
      </p>
    </>
  )
}
