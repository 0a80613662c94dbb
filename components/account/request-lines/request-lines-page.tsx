'use client'

import { useTranslations } from 'next-intl'
import { useCustomer } from '@/components/auth/session-provider'
import { ManagerRequestLines } from './manager-request-lines'
import { MemberRequestLines } from './member-request-lines'

/**
 * `/account/request-lines`: a manager decides on the lines their unit raised; anyone else sees the
 * lines they raised. The role is only known in the browser, once the session is read.
 */
export function RequestLinesPage() {
  const t = useTranslations('requestLines')
  const tp = useTranslations('pages')
  const tl = useTranslations('accountList')
  const customer = useCustomer()
  const manager = customer?.canManageMembers ?? null

  return (
    <>
      <h1>{manager === false ? t('memberTitle') : tp('requestLines.title')}</h1>
      {manager !== null && <p className="muted">{t(manager ? 'managerIntro' : 'memberIntro')}</p>}
      {manager === null ? (
        <p role="status" className="muted">
          {tl('loading')}
        </p>
      ) : manager ? (
        <ManagerRequestLines />
      ) : (
        <MemberRequestLines />
      )}
    </>
  )
}
