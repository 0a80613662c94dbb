'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useSession, useSessionMachine } from '@/components/auth/session-provider'
import styles from './forms.module.css'

/**
 * The return of a sign-in (docs/product/sign-in.md#return-page; the page hands sign-out returns to
 * SignOutReturn). The session processes a given URL once (Strict Mode runs this effect twice); `code`
 * and `state` leave the address bar at once so that a reload or a bookmark never replays them.
 */
export function OidcRedirect() {
  const t = useTranslations('auth')
  const session = useSessionMachine()
  const { signIn } = useSession()
  const router = useRouter()
  const [failed, setFailed] = useState(false)
  // Read before the address is cleaned: Strict Mode's second effect sees the cleaned one.
  const returnUrl = useRef<string | null>(null)

  useEffect(() => {
    if (!session) return
    returnUrl.current ??= window.location.href
    // Without a state of its own, the router records the cleaned address instead of putting the old one back.
    window.history.replaceState(null, '', window.location.pathname)
    let current = true
    void session.completeSignIn(returnUrl.current).then((outcome) => {
      if (!current) return
      if (outcome.ok) router.replace(outcome.target)
      else setFailed(true)
    })
    return () => {
      current = false
    }
  }, [session, router])

  if (!failed) {
    return (
      <>
        <h1>{t('redirect.pending')}</h1>
        <p role="status" className="muted">
          {t('redirect.pending')}
        </p>
      </>
    )
  }
  return (
    <>
      <h1>{t('redirect.failedTitle')}</h1>
      <p role="alert" className={styles.alert}>
        {t('redirect.failed')}
      </p>
      <p className={styles.links}>
        <button type="button" className="button" onClick={() => void signIn()}>
          {t('redirect.retry')}
        </button>
        <IntentLink href="/">{t('redirect.home')}</IntentLink>
      </p>
    </>
  )
}
