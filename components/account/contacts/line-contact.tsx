'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { useContacts } from './use-contacts'
import { contactName } from '@/lib/account/contact-form'
import { lineContactId, moveLineToContact } from '@/lib/cart/line-contact'
import type { CartViewLine } from '@/lib/cart/types'
import styles from '@/components/cart/line-extras.module.css'
import { useCart } from '@/components/cart/cart-provider'

/**
 * Whom a cart line is for, for a manager or a collectivity equipping their people
 * (docs/product/cart.md#contact-persons): one of their contact persons, whose sizes are
 * shown to help choose the variant. Choosing moves the whole line to that person.
 */
export function LineContact({ line, name }: { line: CartViewLine; name: string }) {
  const t = useTranslations('cart.contact')
  const { addMany } = useCart()
  const contacts = useContacts()
  const id = useId()
  const current = lineContactId(line)
  const chosen = contacts.data?.find((contact) => contact.id === current)

  return (
    <div className={styles.contact}>
      <label htmlFor={id}>
        {t('label')} <span className="sr-only">({name})</span>
      </label>
      <select
        id={id}
        value={current ?? ''}
        disabled={contacts.data === undefined}
        onChange={(event) => {
          const items = moveLineToContact(line, event.target.value === '' ? null : Number(event.target.value))
          if (items.length > 0) addMany(items)
        }}
      >
        <option value="">{t('nobody')}</option>
        {current !== null && !chosen && <option value={current}>{t('unknown', { id: current })}</option>}
        {contacts.data?.map((contact) => (
          <option key={contact.id} value={contact.id}>
            {contactName(contact)}
          </option>
        ))}
      </select>
      {chosen?.size_info && <p className="muted">{t('sizes', { sizes: chosen.size_info })}</p>}
      {contacts.isError && (
        <p role="alert" className={styles.failed}>
          {t('failed')}
        </p>
      )}
    </div>
  )
}
