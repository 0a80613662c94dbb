'use client'

import { useTranslations } from 'next-intl'
import { useOrderSystem } from '@/components/auth/session-provider'
import { DownloadButton } from '@/components/account/download-button'
import { PagedTable } from '@/components/account/paged-table'
import { useFilteredList } from '@/components/account/use-filtered-list'
import { documentFileName } from '@/components/account/document-file-name'
import { formatDate } from '@/lib/format/date'
import {
  invoiceStateSchema,
  paymentStateSchema,
  type InvoiceState,
  type PaymentState,
} from '@/lib/order-system/schemas/invoice'
import { formatPrice } from '@/lib/price/format'
import { InvoiceFiltersForm } from './invoice-filters'
import { invoiceFilterSchema } from './invoice-filter-schema'
import styles from '@/components/account/account-tables.module.css'

/** `/account/invoices`: the buyer's invoices with their amounts and PDF, filtered and paged by the server. */
export function InvoicesList() {
  const t = useTranslations('invoices')
  const orderSystem = useOrderSystem()
  const { filters, query, filtered, formKey } = useFilteredList('invoices', invoiceFilterSchema, (q) =>
    orderSystem.invoices(q),
  )
  const none = t('none')
  const money = (value: number | null) => (value === null ? none : formatPrice(value))
  // A state a later Odoo adds is shown by its name rather than refused.
  const known = (options: readonly string[], state: string, key: 'states' | 'paymentStates') =>
    options.includes(state)
      ? t(`${key}.${state}` as `states.${InvoiceState}` | `paymentStates.${PaymentState}`)
      : t('unknownState', { state })

  return (
    <>
      {/* Keyed on the URL so that the fields follow it back and forth through the history. */}
      <InvoiceFiltersForm key={formKey} filters={filters} />
      <PagedTable
        query={query}
        empty={<p>{t(filtered ? 'emptyFiltered' : 'empty')}</p>}
        caption={(count) => t('caption', { count })}
        head={
          <>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.ref')}</th>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.due')}</th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col">{t('columns.paymentState')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.untaxed')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.tax')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.total')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.amountDue')}
            </th>
            <th scope="col">{t('columns.document')}</th>
          </>
        }
        row={(invoice) => (
          <tr key={invoice.id} data-testid="invoice-row">
            <th scope="row" className={styles.nowrap}>
              {invoice.name}
            </th>
            <td>{invoice.ref || none}</td>
            <td className={styles.nowrap}>{formatDate(invoice.date_invoice)}</td>
            <td className={styles.nowrap}>{invoice.date_due ? formatDate(invoice.date_due) : none}</td>
            <td>{known(invoiceStateSchema.options, invoice.state, 'states')}</td>
            <td>{known(paymentStateSchema.options, invoice.payment_state, 'paymentStates')}</td>
            <td className={styles.number}>{money(invoice.amount.amount_untaxed)}</td>
            <td className={styles.number}>{money(invoice.amount.amount_tax)}</td>
            <td className={styles.number}>{money(invoice.amount.amount_total)}</td>
            <td className={styles.number}>{money(invoice.amount.amount_due)}</td>
            <td>
              <DownloadButton
                download={() => orderSystem.invoiceDownload(invoice.id)}
                fileName={documentFileName(t('fileName'), invoice.name)}
              >
                {t('download')} <span className="sr-only">{t('downloadOf', { name: invoice.name })}</span>
              </DownloadButton>
            </td>
          </tr>
        )}
      />
    </>
  )
}
