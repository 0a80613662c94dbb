'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useShopServer } from '@/components/auth/session-provider'
import { ConfirmAction } from '@/components/form/confirm-action'
import records from '@/components/form/records.module.css'
import { useNotify } from '@/components/notifications'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { serverMessage } from '@/lib/order-system/errors'
import { isValidAddress } from '@/lib/shop-server/address-rules'
import type { Address } from '@/lib/shop-server/schemas/address'

/**
 * One address as the buyer reads it, with the actions its access flags allow (docs/product/account.md#addresses: by default the
 * main address cannot be deleted; the demo's relay points, owned by their carrier, cannot be edited).
 * An address the checkout would refuse (docs/product/account.md#valid-address) is marked incomplete.
 */
export function AddressCard({
  address,
  onEdit,
  onDeleted,
}: {
  address: Address
  onEdit: () => void
  onDeleted: () => void
}) {
  const t = useTranslations('addresses')
  const shopServer = useShopServer()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const name = address.name ?? t('unnamed')
  const remove = useMutation({
    mutationFn: () => shopServer.addressDelete(address.address_type, address.id),
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
  const complete = isValidAddress(address)
  const details = (['phone', 'mobile', 'email', 'vat'] as const).filter((key) => address[key])

  return (
    <article className={records.card} aria-labelledby={`address-${address.id}`}>
      <h3 id={`address-${address.id}`}>{name}</h3>
      {(address.main || address.is_dropoff_site || !complete) && (
        <ul className={records.badges}>
          {address.main && <li className={records.badge}>{t('badges.main')}</li>}
          {address.is_dropoff_site && <li className={records.badge}>{t('badges.dropoff')}</li>}
          {!complete && <li className={`${records.badge} ${records.warning}`}>{t('badges.incomplete')}</li>}
        </ul>
      )}
      <address>
        {address.title && <>{address.title.name} </>}
        {[address.street, address.street2, [address.zip, address.city].filter(Boolean).join(' '), address.country?.name]
          .filter(Boolean)
          .map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
      </address>
      {details.length > 0 && (
        <dl className={records.details}>
          {details.map((key) => (
            <div key={key}>
              <dt>{t(`details.${key}`)}</dt>
              <dd>{address[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {!complete && !address.is_dropoff_site && <p className={`muted ${records.note}`}>{t('incompleteHint')}</p>}
      {(address.access.update || address.access.delete) && (
        <div className={records.actions}>
          {address.access.update && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('editLabel', { name })}
              onClick={onEdit}
            >
              {t('edit')}
            </button>
          )}
          {address.access.delete && (
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
          )}
        </div>
      )}
    </article>
  )
}
