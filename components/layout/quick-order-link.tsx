'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useSession } from '@/components/auth/session-provider'

/** The header's link to the quick order, for signed-in buyers only (guests see the catalogue's way in). */
export function QuickOrderLink({ className }: { className?: string }) {
  const t = useTranslations('header')
  const { status } = useSession()
  if (status !== 'signed-in') return null
  return (
    <IntentLink href="/commande-rapide" className={className}>
      {t('quickOrder')}
    </IntentLink>
  )
}
