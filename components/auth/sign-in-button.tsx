'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSession } from '@/components/auth/session-provider'
import styles from './forms.module.css'
import { logger } from '@/lib/log/logger'

const log = logger('session')

/** Starts the redirect to the identity provider; `target` (already safe) rides in the OIDC state. */
export function SignInButton({ target }: { target: string }) {
  const t = useTranslations('auth')
  const { signIn } = useSession()
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle')

  async function start() {
    setState('redirecting')
    try {
      await signIn(target)
    } catch (error) {
      log.error('Could not reach the identity provider', error)
      setState('failed')
    }
  }

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={start}
        disabled={state === 'redirecting'}
        aria-busy={state === 'redirecting'}
      >
        {t('login.start')}
      </button>
      {state === 'redirecting' && (
        <p role="status" className="muted">
          {t('login.redirecting')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className={styles.alert}>
          {t('login.startFailed')}
        </p>
      )}
    </>
  )
}
