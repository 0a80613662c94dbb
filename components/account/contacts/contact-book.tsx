'use client'

import { useTranslations } from 'next-intl'
import { lazy } from 'react'
import { RecordBook } from '@/components/account/record-book'
import { RoleGate } from '@/components/account/role-gate'
import type { Contact } from '@/lib/shop-server/schemas/contact'
import { ContactCard } from './contact-card'
import { useContacts } from './use-contacts'

// Loaded when the buyer opens it (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
const ContactForm = lazy(() => import('./contact-form').then(({ ContactForm }) => ({ default: ContactForm })))

/** The page's content, behind the role check (docs/product/account.md#role-pages). */
export function ContactBook() {
  return (
    <RoleGate allows={(customer) => customer.canManageContacts}>
      <Contacts />
    </RoleGate>
  )
}

function Contacts() {
  const t = useTranslations('contacts')
  const query = useContacts()
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
function EntryForm({ record, onDone }: { record?: Contact; onDone: () => void }) {
  return <ContactForm contact={record} onDone={onDone} />
}

function EntryCard({ record, ...actions }: { record: Contact; onEdit: () => void; onDeleted: () => void }) {
  return <ContactCard contact={record} {...actions} />
}
