'use client'

import { useTranslations } from 'next-intl'
import { lazy } from 'react'
import { RecordBook } from '@/components/account/record-book'
import { RoleGate } from '@/components/account/role-gate'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import type { UnitMember } from '@/lib/order-system/schemas/unit-member'
import { MemberCard } from './member-card'

// Loaded when the manager opens it (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
const MemberForm = lazy(() => import('./member-form').then(({ MemberForm }) => ({ default: MemberForm })))

/** The page's content, behind the role check (managers only, docs/product/account.md#role-pages). */
export function MemberBook() {
  return (
    <RoleGate allows={(customer) => customer.canManageMembers}>
      <Members />
    </RoleGate>
  )
}

function Members() {
  const t = useTranslations('members')
  const orderSystem = useOrderSystem()
  const query = useAccountQuery(['unit-members'], () => orderSystem.unitMembers())
  return (
    <RecordBook
      query={query}
      texts={{ intro: t('intro'), add: t('add'), empty: t('empty') }}
      Form={EntryForm}
      Card={EntryCard}
    />
  )
}

// Module-level, so the book keeps the same component (and the typed values) from one render to the next.
function EntryForm({ record, onDone }: { record?: UnitMember; onDone: () => void }) {
  return <MemberForm member={record} onDone={onDone} />
}

function EntryCard({ record, ...actions }: { record: UnitMember; onEdit: () => void; onDeleted: () => void }) {
  return <MemberCard member={record} {...actions} />
}
