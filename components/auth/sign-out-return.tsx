'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { useSessionMachine } from '@/components/auth/session-provider'
import { OIDC_REDIRECT_PATH } from '@/lib/auth/settings'
import { replacePage } from '@/components/navigation/replace-page'

/**
 * The return from the provider's sign-out (docs/product/sign-in.md#return-page). Its `state` leaves the
 * address bar before anything else, the session consumes it once (Strict Mode runs this effect twice),
 * then the target replaces this page with a full load: a reload, the back button or another tab never
 * meets a spent state, and nothing of the previous page's app survives.
 */
export function SignOutReturn() {
  const t = useTranslations('auth.signOutReturn')
  const session = useSessionMachine()
  // Read before the address is cleaned: Strict Mode's second effect sees the cleaned one.
  const returnUrl = useRef<string | null>(null)

  useEffect(() => {
    if (!session) return
    returnUrl.current ??= window.location.href
    window.history.replaceState(null, '', OIDC_REDIRECT_PATH)
    let current = true
    void session.completeSignOut(returnUrl.current).then((target) => {
      if (!current) return
      replacePage(target)
    })
    return () => {
      current = false
    }
  }, [session])

  return (
    <>
      <h1>{t('pending')}</h1>
      <p role="status" className="muted">
        {t('pending')}
      </p>
    </>
  )
}
