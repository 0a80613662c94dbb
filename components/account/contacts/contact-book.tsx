'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useShopServer } from '@/components/auth/session-provider'
import records from '@/components/form/records.module.css'
import { pageSlice } from '@/lib/account/page-slice'
import { ContactCard } from './contact-card'
import { ContactForm } from './contact-form'
import { RoleGate } from './role-gate'

/** The page's content, behind the role check of spec §6. */
export function ContactBook() {
  return (
    <RoleGate allows={(customer) => customer.canManageContacts}>
      <Contacts />
    </RoleGate>
  )
}

/** `null`: nothing open; `'new'`: the creation form; a number: that contact in its edit form. */
type Editing = 'new' | number | null

function Contacts() {
  const t = useTranslations('contacts')
  const shopServer = useShopServer()
  const query = useAccountQuery(['contacts'], () => shopServer.contacts())
  const { page, pageSize } = useListPage()
  const [editing, setEditing] = useState<Editing>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const intro = useRef<HTMLParagraphElement>(null)

  /** Closing a form hands the focus back to where the buyer was: the add button, or the list. */
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
      {editing === 'new' && <ContactForm onDone={() => close('add')} />}
      <ListState query={query} isEmpty={(contacts) => contacts.length === 0} empty={<p>{t('empty')}</p>}>
        {(contacts) => (
          <>
            <ul className={records.list}>
              {pageSlice(contacts, page, pageSize).map((contact) =>
                editing === contact.id ? (
                  <li key={contact.id} className={records.editing}>
                    <ContactForm contact={contact} onDone={() => close('list')} />
                  </li>
                ) : (
                  <li key={contact.id}>
                    <ContactCard contact={contact} onEdit={() => setEditing(contact.id)} onDeleted={() => close('list')} />
                  </li>
                ),
              )}
            </ul>
            <AccountPagination total={contacts.length} pageSize={pageSize} />
          </>
        )}
      </ListState>
    </>
  )
}
