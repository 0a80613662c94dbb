'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useOrderSystem } from '@/components/auth/session-provider'
import { DownloadButton } from '@/components/account/download-button'
import { ListState } from '@/components/account/list-state'
import { useAccountQuery } from '@/components/account/use-account-query'
import { formatDate } from '@/lib/format/date'
import type { Sale } from '@/lib/order-system/schemas/sale'
import type { PaymentState } from '@/lib/order-system/schemas/invoice'
import { formatPrice } from '@/lib/price/format'
import { documentFileName } from '@/components/account/document-file-name'
import { OrderProgress } from './order-progress'
import { ReorderButton } from './reorder-button'
import { SaleAddress } from './sale-address'
import { SaleLinesTable } from './sale-lines-table'
import { SalePickings } from './sale-pickings'
import styles from './sale-detail.module.css'

/** `/account/sales/:id`: one of the buyer's orders (someone else's answers 404 with the server's message). */
export function SaleDetail({ id }: { id: number }) {
  const t = useTranslations('sales.detail')
  const tp = useTranslations('pages')
  const orderSystem = useOrderSystem()
  const query = useAccountQuery(['sale', id], () => orderSystem.sale(id))
  return (
    <>
      <h1>{query.data ? t('heading', { name: query.data.name }) : tp('sale.title')}</h1>
      <ListState query={query} isEmpty={() => false} empty={null}>
        {(sale) => <SaleView sale={sale} />}
      </ListState>
    </>
  )
}

function SaleView({ sale }: { sale: Sale }) {
  const t = useTranslations('sales.detail')
  const tInvoices = useTranslations('invoices')
  const orderSystem = useOrderSystem()
  const products = sale.lines.filter((line) => !line.is_delivery)

  return (
    <div className={styles.detail}>
      <section aria-labelledby="sale-summary">
        <h2 id="sale-summary">{t('summary')}</h2>
        <dl className={styles.summary}>
          <dt>{t('number')}</dt>
          <dd>{sale.name}</dd>
          <dt>{t('date')}</dt>
          <dd>{formatDate(sale.date_order)}</dd>
          <dt>{t('progress')}</dt>
          <dd>
            <OrderProgress name={sale.name} state={sale.state} />
          </dd>
          {sale.client_order_ref && (
            <>
              <dt>{t('reference')}</dt>
              <dd>{sale.client_order_ref}</dd>
            </>
          )}
          {sale.ej_number && (
            <>
              <dt>{t('ejNumber')}</dt>
              <dd>{sale.ej_number}</dd>
            </>
          )}
          {sale.payment && (
            <>
              <dt>{t('payment')}</dt>
              <dd>{sale.payment.mode}</dd>
            </>
          )}
          {sale.note && (
            <>
              <dt>{t('note')}</dt>
              <dd>{sale.note}</dd>
            </>
          )}
        </dl>
      </section>

      <div className={styles.actions}>
        <DownloadButton
          download={() => orderSystem.saleDownload(sale.id)}
          fileName={documentFileName(t('fileName'), sale.name)}
        >
          {t('download')}
        </DownloadButton>
        <ReorderButton sale={sale} />
      </div>

      <section aria-labelledby="sale-lines">
        <h2 id="sale-lines">{t('lines')}</h2>
        <SaleLinesTable lines={products} />
        <dl className={styles.summary}>
          {sale.delivery.amount && (
            <>
              <dt>{t('shipping')}</dt>
              <dd>{formatPrice(sale.delivery.amount.untaxed)}</dd>
            </>
          )}
          <dt>{t('untaxed')}</dt>
          <dd>{formatPrice(sale.amount.untaxed)}</dd>
          <dt>{t('tax')}</dt>
          <dd>{formatPrice(sale.amount.tax)}</dd>
          <dt>{t('total')}</dt>
          <dd>
            <strong>{formatPrice(sale.amount.total)}</strong>
          </dd>
        </dl>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="sale-invoicing" className={styles.panel}>
          <h3 id="sale-invoicing">{t('invoicing')}</h3>
          <SaleAddress address={sale.invoicing.address} none={t('noAddress')} />
        </section>
        <section aria-labelledby="sale-delivery" className={styles.panel}>
          <h3 id="sale-delivery">{t('delivery')}</h3>
          <SaleAddress address={sale.delivery.address} none={t('noAddress')} />
        </section>
        <section aria-labelledby="sale-carrier" className={styles.panel}>
          <h3 id="sale-carrier">{t('carrier')}</h3>
          <p>{sale.delivery.selected_carrier?.name ?? t('noCarrier')}</p>
        </section>
      </div>

      <section aria-labelledby="sale-pickings">
        <h2 id="sale-pickings">{t('pickings')}</h2>
        <SalePickings pickings={sale.delivery.pickings} />
      </section>

      <section aria-labelledby="sale-invoices">
        <h2 id="sale-invoices">{t('invoices')}</h2>
        {sale.invoices.length === 0 ? (
          <p>{t('noInvoices')}</p>
        ) : (
          <ul className={styles.invoices}>
            {sale.invoices.map((invoice) => (
              <li key={invoice.id}>
                <span>
                  {t('invoice', {
                    name: invoice.name,
                    date: formatDate(invoice.date_invoice),
                    paymentState: tInvoices(
                      `paymentStates.${invoice.payment_state}` as `paymentStates.${PaymentState}`,
                    ),
                  })}
                </span>
                <DownloadButton
                  download={() => orderSystem.invoiceDownload(invoice.id)}
                  fileName={documentFileName(tInvoices('fileName'), invoice.name)}
                >
                  {t('downloadInvoice', { name: invoice.name })}
                </DownloadButton>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p>
        <IntentLink href="/account/sales">{t('back')}</IntentLink>
      </p>
    </div>
  )
}
