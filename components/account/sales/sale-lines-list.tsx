'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { z } from 'zod/mini'
import { useOrderSystem } from '@/components/auth/session-provider'
import { PagedTable } from '@/components/account/paged-table'
import { useFilteredList } from '@/components/account/use-filtered-list'
import { UrlFiltersForm } from '@/components/account/invoices/url-filters-form'
import { OrderFilterFields, SearchField } from '@/components/account/order-filter-fields'
import { formatDate } from '@/lib/format/date'
import { ORDER_STATES, saleLineQuerySchema } from '@/lib/order-system/schemas/sale'
import { formatPrice } from '@/lib/price/format'
import styles from '@/components/account/account-tables.module.css'
import { saleStateLabel } from './state-label'
import { ContactLabel } from '@/components/account/contacts/contact-label'

/** Everything the order system filters order lines by, besides the page. */
const filterSchema = z.omit(saleLineQuerySchema, { page: true, page_size: true })
type SaleLineFilters = Partial<z.output<typeof filterSchema>>

const quantity = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 })

/** `/account/sales-lines`: every article the buyer ordered, across orders, each linking to its order. */
export function SaleLinesList() {
  const t = useTranslations('salesLines')
  const tSales = useTranslations('sales')
  const orderSystem = useOrderSystem()
  const { filters, query, filtered, formKey } = useFilteredList('sale-lines', filterSchema, (q) =>
    orderSystem.saleLines(q),
  )

  return (
    <>
      <SaleLineFiltersForm key={formKey} filters={filters} />
      <PagedTable
        query={query}
        empty={<p>{t(filtered ? 'emptyFiltered' : 'empty')}</p>}
        caption={(count) => t('caption', { count })}
        head={
          <>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col">{t('columns.order')}</th>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.ordered')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.delivered')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.total')}
            </th>
          </>
        }
        row={(line) => (
          <tr key={line.id} data-testid="sale-line-row">
            <th scope="row">
              {line.name}
              {line.contact_id !== null && (
                <>
                  <br />
                  <ContactLabel contactId={line.contact_id} />
                </>
              )}
            </th>
            <td className={styles.nowrap}>
              <IntentLink href={`/account/sales/${line.order.id}`}>{line.order.name}</IntentLink>
            </td>
            <td className={styles.nowrap}>{formatDate(line.order.date_order)}</td>
            <td>{saleStateLabel(tSales, line.order.state)}</td>
            <td className={styles.number}>{quantity.format(line.qty)}</td>
            <td className={styles.number}>{quantity.format(line.qty_delivered)}</td>
            <td className={styles.number}>{formatPrice(line.amount.untaxed)}</td>
          </tr>
        )}
      />
    </>
  )
}

function SaleLineFiltersForm({ filters }: { filters: SaleLineFilters }) {
  const t = useTranslations('salesLines.filters')
  return (
    <UrlFiltersForm
      labels={{
        form: t('label'),
        dateFrom: t('dateFrom'),
        dateTo: t('dateTo'),
        apply: t('apply'),
        reset: t('reset'),
        dateOrder: t('dateOrder'),
      }}
      dates={{ from: filters.date_from, to: filters.date_to }}
      active={Object.keys(filters).length > 0}
    >
      <SearchField name="product_name" label={t('product')} value={filters.product_name} />
      <SearchField name="order_name" label={t('order')} value={filters.order_name} />
      <OrderFilterFields states={ORDER_STATES} stateLabel={t('state')} filters={filters} />
    </UrlFiltersForm>
  )
}
