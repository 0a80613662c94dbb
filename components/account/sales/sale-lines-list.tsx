'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useId } from 'react'
import { z } from 'zod'
import { useOrderSystem } from '@/components/auth/session-provider'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import { useAccountQuery } from '@/components/account/use-account-query'
import { filtersFrom } from '@/components/account/invoices/url-filters'
import { UrlFiltersForm } from '@/components/account/invoices/url-filters-form'
import { formatDate } from '@/lib/format/date'
import { saleLineQuerySchema } from '@/lib/order-system/schemas/sale'
import { formatPrice } from '@/lib/price/format'
import { DATE_SCAN_LIMIT, readSaleLines, type SaleLineFilters } from './sale-lines-read'
import { TableScroller } from '@/components/account/table-scroller'
import styles from '@/components/account/account-tables.module.css'
import { saleStateLabel } from './state-label'
import { ContactLabel } from '@/components/account/contacts/contact-label'

const filterSchema = saleLineQuerySchema
  .pick({ product_name: true, order_name: true })
  .extend({ date_from: z.iso.date().optional(), date_to: z.iso.date().optional() })

const quantity = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 })

/** `/account/sales-lines`: every article the buyer ordered, across orders, each linking to its order. */
export function SaleLinesList() {
  const t = useTranslations('salesLines')
  const tSales = useTranslations('sales')
  const orderSystem = useOrderSystem()
  const params = useSearchParams()
  const filters: SaleLineFilters = filtersFrom(filterSchema, params)
  const { page, pageSize } = useListPage()
  const query = useAccountQuery(['sale-lines', filters, page, pageSize], () =>
    readSaleLines((q) => orderSystem.saleLines(q), filters, page, pageSize),
  )
  const filtered = Object.keys(filters).length > 0

  return (
    <>
      <SaleLineFiltersForm key={params.toString()} filters={filters} />
      <ListState
        query={query}
        isEmpty={(data) => data.count === 0}
        empty={<p>{t(filtered ? 'emptyFiltered' : 'empty')}</p>}
      >
        {({ count, items, truncated }) => (
          <>
            {truncated && <p className="muted">{t('truncated', { max: DATE_SCAN_LIMIT })}</p>}
            <TableScroller label={t('caption', { count })}>
              <table className={styles.table}>
                <thead>
                  <tr>
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
                  </tr>
                </thead>
                <tbody>
                  {items.map((line) => (
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
                        <Link href={`/account/sales/${line.order.id}`}>{line.order.name}</Link>
                      </td>
                      <td className={styles.nowrap}>{formatDate(line.order.date_order)}</td>
                      <td>{saleStateLabel(tSales, line.order.state)}</td>
                      <td className={styles.number}>{quantity.format(line.qty)}</td>
                      <td className={styles.number}>{quantity.format(line.qty_delivered)}</td>
                      <td className={styles.number}>{formatPrice(line.amount.untaxed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
            <AccountPagination total={count} />
          </>
        )}
      </ListState>
    </>
  )
}

function SaleLineFiltersForm({ filters }: { filters: SaleLineFilters }) {
  const t = useTranslations('salesLines.filters')
  const id = useId()
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
      <p className={styles.field}>
        <label htmlFor={`${id}-product`}>{t('product')}</label>
        <input id={`${id}-product`} name="product_name" type="search" defaultValue={filters.product_name} />
      </p>
      <p className={styles.field}>
        <label htmlFor={`${id}-order`}>{t('order')}</label>
        <input id={`${id}-order`} name="order_name" type="search" defaultValue={filters.order_name} />
      </p>
    </UrlFiltersForm>
  )
}
