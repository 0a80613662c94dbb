'use client'

import { useTranslations } from 'next-intl'
import { useContacts } from './use-contacts'
import { contactName } from '@/lib/account/contact-form'

/** "Pour Marc Lemoine": the contact person a cart or order line is for (the line's `contact_id`). */
export function ContactLabel({ contactId }: { contactId: number }) {
  const t = useTranslations('cart.contact')
  const { data } = useContacts()
  const contact = data?.find((candidate) => candidate.id === contactId)
  return (
    <span className="muted">
      {contact ? t('for', { name: contactName(contact) }) : t('forUnknown', { id: contactId })}
    </span>
  )
}
