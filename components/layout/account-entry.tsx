'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useState } from 'react'
import { useSession } from '@/components/auth/session-provider'
import { LOGIN_PATH } from '@/lib/routes/guard'
import styles from './account-entry.module.css'

/**
 * The header's account entry: the buyer's name and a sign-out button once signed in, otherwise a
 * sign-in link that brings the visitor back to this page (and works without JavaScript).
 */
export function AccountEntry({ className }: { className?: string }) {
  const t = useTranslations('auth.header')
  const { status, customer, signOut } = useSession()
  const pathname = usePathname()
  const [leaving, setLeaving] = useState(false)

  if (status === 'signed-in' && customer) {
    return (
      <>
        <Link href="/account" className={className} aria-label={t('accountOf', { name: customer.name })}>
          {customer.name}
        </Link>
        {/* The page stays as it is until the browser leaves for the provider; the button says it is on its way. */}
        <button
          type="button"
          className={`${className ?? ''} ${styles.signOut}`}
          disabled={leaving}
          onClick={() => {
            setLeaving(true)
            signOut().catch(() => setLeaving(false))
          }}
        >
          {leaving ? t('signingOut') : t('signOut')}
        </button>
      </>
    )
  }
  return (
    <Link href={`${LOGIN_PATH}?${new URLSearchParams({ target: pathname })}`} className={className}>
      {t('signIn')}
    </Link>
  )
}
