'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import type { ReactNode } from 'react'
import { z } from 'zod/mini'
import { UrlFiltersForm } from '@/components/account/invoices/url-filters-form'
import { OrderFilterFields, SearchField } from '@/components/account/order-filter-fields'
import { PagedTable } from '@/components/account/paged-table'
import { useFilteredList } from '@/components/account/use-filtered-list'
import type { Result } from '@/lib/http/result'
import type { Paged } from '@/lib/order-system/schemas/paging'
import { saleQuerySchema, type Sale, type SaleQuery, type KnownSaleState } from '@/lib/order-system/schemas/sale'
import { formatDate } from '@/lib/format/date'
import { formatPrice } from '@/lib/price/format'
import styles from './account-tables.module.css'

/**
 * Orders and quotations share one shape, so one paged table lists both, newest first, ten per
 * page with the page in the URL; `kind` names the messages, the route and the progress it shows.
 */
type OrderRow = Pick<Sale, 'id' | 'name' | 'date_order' | 'client_order_ref' | 'amount'>

/** What an order list can be narrowed by, read from its URL and sent to the order system as is. */
const orderFilterSchema = z.pick(saleQuerySchema, {
  name: true,
  client_order_ref: true,
  state: true,
  date_from: true,
  date_to: true,
  request_partner_id: true,
})
type OrderFilters = Partial<z.output<typeof orderFilterSchema>>

export function OrderList<T extends OrderRow>({
  kind,
  states,
  read,
  progress,
}: {
  kind: 'sales' | 'quotations'
  /** The states the list can be filtered by. */
  states: readonly KnownSaleState[]
  read: (query: Partial<SaleQuery>) => Promise<Result<Paged<T>>>
  progress: (order: T) => ReactNode
}) {
  const t = useTranslations(kind)
  const none = useTranslations('accountList')('none')
  const { filters, query, filtered, formKey } = useFilteredList(kind, orderFilterSchema, read)

  return (
    <>
      {/* Keyed on the URL so that the fields follow it back and forth through the history. */}
      <OrderFiltersForm key={formKey} kind={kind} states={states} filters={filters} />
      <PagedTable
        query={query}
        empty={<p>{t(filtered ? 'emptyFiltered' : 'empty')}</p>}
        caption={(count) => t('caption', { count })}
        head={
          <>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.ref')}</th>
            <th scope="col">{t('columns.progress')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.total')}
            </th>
          </>
        }
        row={(order) => (
          <tr key={order.id}>
            <th scope="row">
              <IntentLink href={`/account/${kind}/${order.id}`}>{order.name}</IntentLink>
            </th>
            <td className={styles.nowrap}>{formatDate(order.date_order)}</td>
            <td>{order.client_order_ref ?? none}</td>
            <td>{progress(order)}</td>
            <td className={styles.number}>{formatPrice(order.amount.total)}</td>
          </tr>
        )}
      />
    </>
  )
}

/** Number, own reference, state and order date for everyone; the unit member for a manager. */
function OrderFiltersForm({
  kind,
  states,
  filters,
}: {
  kind: 'sales' | 'quotations'
  states: readonly KnownSaleState[]
  filters: OrderFilters
}) {
  const t = useTranslations('orderFilters')
  return (
    <UrlFiltersForm
      labels={{
        form: t(`label.${kind}`),
        dateFrom: t('dateFrom'),
        dateTo: t('dateTo'),
        apply: t('apply'),
        reset: t('reset'),
        dateOrder: t('dateOrder'),
      }}
      dates={{ from: filters.date_from, to: filters.date_to }}
      active={Object.keys(filters).length > 0}
    >
      <SearchField name="name" label={t('number')} value={filters.name} />
      <OrderFilterFields states={states} stateLabel={t('state')} filters={filters} />
    </UrlFiltersForm>
  )
}
