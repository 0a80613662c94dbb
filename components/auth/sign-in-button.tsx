'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSession } from '@/components/auth/session-provider'
import { ClientNotInitializedError } from '@/lib/auth/client-not-initialized'
import styles from './forms.module.css'

type State = 'idle' | 'redirecting' | 'not-ready' | 'failed'

/** Starts the redirect to the identity provider; `target` (already safe) rides in the OIDC state. */
export function SignInButton({ target }: { target: string }) {
  const t = useTranslations('auth')
  const { signIn } = useSession()
  const [state, setState] = useState<State>('idle')

  async function start() {
    setState('redirecting')
    try {
      await signIn(target)
    } catch (error) {
      console.error('[login] could not start the sign-in', error)
      setState(error instanceof ClientNotInitializedError ? 'not-ready' : 'failed')
    }
  }

  const retry = state === 'not-ready' || state === 'failed'
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={start}
        disabled={state === 'redirecting'}
        aria-busy={state === 'redirecting'}
      >
        {retry ? t('login.retry') : t('login.start')}
      </button>
      {state === 'redirecting' && (
        <p role="status" className="muted">
          {t('login.redirecting')}
        </p>
      )}
      {retry && (
        <p role="alert" className={styles.alert}>
          {state === 'not-ready' ? t('login.notReady') : t('login.startFailed')}
        </p>
      )}
    </>
  )
}
