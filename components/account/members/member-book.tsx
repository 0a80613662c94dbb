'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import records from '@/components/form/records.module.css'
import { RoleGate } from '@/components/account/contacts/role-gate'
import { pageSlice } from '@/lib/account/page-slice'
import { MemberCard } from './member-card'
import { MemberForm } from './member-form'

/** The page's content, behind the role check of spec §6. */
export function MemberBook() {
  return (
    <RoleGate allows={(customer) => customer.canManageMembers}>
      <Members />
    </RoleGate>
  )
}

/** `null`: nothing open; `'new'`: the creation form; a number: that member in its edit form. */
type Editing = 'new' | number | null

function Members() {
  const t = useTranslations('members')
  const orderSystem = useOrderSystem()
  // The order system answers the unit whole: it is paged here, 10 a page as every account list.
  const query = useAccountQuery(['unit-members'], () => orderSystem.unitMembers())
  const { page, pageSize } = useListPage()
  const [editing, setEditing] = useState<Editing>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const intro = useRef<HTMLParagraphElement>(null)

  /** Closing a form hands the focus back to where the manager was: the add button, or the list. */
  function close(focus: 'add' | 'list') {
    setEditing(null)
    requestAnimationFrame(() => (focus === 'add' ? addButton.current : intro.current)?.focus())
  }

  return (
    <>
      <p className="muted" ref={intro} tabIndex={-1}>
        {t('intro')}
      </p>
      <div className={records.toolbar}>
        <button ref={addButton} type="button" className="button" onClick={() => setEditing('new')} aria-expanded={editing === 'new'} disabled={editing === 'new'}>
          {t('add')}
        </button>
      </div>
      {editing === 'new' && <MemberForm onDone={() => close('add')} />}
      <ListState query={query} isEmpty={(members) => members.length === 0} empty={<p>{t('empty')}</p>}>
        {(members) => (
          <>
            <ul className={records.list}>
              {pageSlice(members, page, pageSize).map((member) =>
                editing === member.id ? (
                  <li key={member.id} className={records.editing}>
                    <MemberForm member={member} onDone={() => close('list')} />
                  </li>
                ) : (
                  <li key={member.id}>
                    <MemberCard member={member} onEdit={() => setEditing(member.id)} onDeleted={() => close('list')} />
                  </li>
                ),
              )}
            </ul>
            <AccountPagination total={members.length} pageSize={pageSize} />
          </>
        )}
      </ListState>
    </>
  )
}
