'use client'

import { useTranslations } from 'next-intl'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { useCustomer } from '@/components/auth/session-provider'
import type { CustomerWithFlags } from '@/lib/auth/customer-flags'
import { DelayedStatus } from '@/components/layout/delayed-status'

/**
 * A page for some buyers only (docs/product/account.md#role-pages: contacts for managers and collectivities, unit members for
 * managers); the others get the 404 page. The role is only known in the browser (the session lives
 * there, the page is rendered without it), so the 404 is thrown here, once the customer is loaded,
 * rather than by the server; nothing is asked of the back ends before.
 */
export function RoleGate({
  allows,
  children,
}: {
  allows: (customer: CustomerWithFlags) => boolean
  children: ReactNode
}) {
  const t = useTranslations('accountList')
  const customer = useCustomer()
  if (!customer) {
    return <DelayedStatus className="muted">{t('loading')}</DelayedStatus>
  }
  if (!allows(customer)) notFound()
  return children
}
