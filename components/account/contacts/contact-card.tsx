'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useShopServer } from '@/components/auth/session-provider'
import { ConfirmAction } from '@/components/form/confirm-action'
import records from '@/components/form/records.module.css'
import { useNotify } from '@/components/notifications'
import { contactName } from '@/lib/account/contact-form'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { serverMessage } from '@/lib/order-system/errors'
import type { Contact } from '@/lib/shop-server/schemas/contact'

const DETAILS = [
  ['function', 'function'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['mobile', 'mobile'],
  ['size_info', 'sizeInfo'],
] as const

/** One contact person: who they are, how to reach them, their sizes; edit and delete (asked twice). */
export function ContactCard({
  contact,
  onEdit,
  onDeleted,
}: {
  contact: Contact
  onEdit: () => void
  onDeleted: () => void
}) {
  const t = useTranslations('contacts')
  const shopServer = useShopServer()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const name = contactName(contact)
  const remove = useMutation({
    mutationFn: () => shopServer.contactDelete(contact.id),
    async onSuccess(result) {
      if (!result.ok) {
        notify({ type: 'error', message: serverMessage(result.error) ?? t('deleteFailed') })
        return
      }
      await queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })
      notify({ type: 'success', message: t('deleted', { name }) })
      onDeleted()
    },
  })

  return (
    <article className={records.card} aria-labelledby={`contact-${contact.id}`}>
      <h2 id={`contact-${contact.id}`}>{contact.title ? `${contact.title} ${name}` : name}</h2>
      <ul className={records.badges}>
        <li className={records.badge}>{t(`authStates.${contact.auth_state}`)}</li>
        {contact.agent_manager && <li className={records.badge}>{t('manager')}</li>}
      </ul>
      <dl className={records.details}>
        {DETAILS.filter(([key]) => contact[key]).map(([key, label]) => (
          <div key={key}>
            <dt>{t(`details.${label}`)}</dt>
            <dd>{contact[key]}</dd>
          </div>
        ))}
      </dl>
      <div className={records.actions}>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('editLabel', { name })}
          onClick={onEdit}
        >
          {t('edit')}
        </button>
        <ConfirmAction
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          labels={{
            action: t('delete.action'),
            actionLabel: t('delete.actionLabel', { name }),
            question: t('delete.question', { name }),
            confirm: t('delete.confirm'),
            cancel: t('delete.cancel'),
          }}
        />
      </div>
    </article>
  )
}
