'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { usePathname } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { useSession } from '@/components/auth/session-provider'
import { LOGIN_PATH } from '@/lib/routes/guard'
import styles from './account-entry.module.css'

/**
 * The header's account entry: the buyer's name and a sign-out button once signed in, otherwise a
 * sign-in link that brings the visitor back to this page (and works without JavaScript).
 * With an `icon`, the compact header shows the link as that icon (its text read by screen readers
 * only) and leaves signing out to its menu.
 */
export function AccountEntry({ className, icon }: { className?: string; icon?: ReactNode }) {
  const t = useTranslations('auth.header')
  const { status, customer, signOut } = useSession()
  const pathname = usePathname()
  const [leaving, setLeaving] = useState(false)

  if (status === 'signed-in' && customer) {
    return (
      <>
        <IntentLink href="/account" className={className} aria-label={t('accountOf', { name: customer.name })}>
          {icon}
          <Label icon={icon}>{customer.name}</Label>
        </IntentLink>
        {/* The page stays as it is until the browser leaves for the provider; the button says it is on its way. */}
        <button
          type="button"
          className={`${className ?? ''} ${styles.signOut} ${icon ? 'wide-only' : ''}`}
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
    <IntentLink href={`${LOGIN_PATH}?${new URLSearchParams({ target: pathname })}`} className={className}>
      {icon}
      <Label icon={icon}>{t('signIn')}</Label>
    </IntentLink>
  )
}

const Label = ({ icon, children }: { icon?: ReactNode; children: ReactNode }) =>
  icon ? <span className="wide-label">{children}</span> : children
