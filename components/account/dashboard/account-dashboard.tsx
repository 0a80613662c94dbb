'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useCustomer, useOrderSystem } from '@/components/auth/session-provider'
import { ListState } from '@/components/account/list-state'
import { OrderProgress } from '@/components/account/sales/order-progress'
import { useAccountQuery } from '@/components/account/use-account-query'
import { formatDate } from '@/lib/format/date'
import { formatPrice } from '@/lib/price/format'
import { DashboardSection } from './dashboard-section'
import { readUnpaidInvoices } from './unpaid-invoices'
import styles from './dashboard.module.css'
import { saleStateLabel } from '@/components/account/sales/state-label'

/** How many of each the dashboard shows before linking to the full list. */
const LATEST = 3

/**
 * `/account`: the buyer's latest orders, open quotations, invoices left to pay and, for a manager, the
 * unit's requests waiting for a decision. Each block loads (and may fail) on its own.
 */
export function AccountDashboard() {
  const t = useTranslations('dashboard')
  const customer = useCustomer()
  return (
    <>
      <p>{t('intro')}</p>
      <div className={styles.grid}>
        <LatestOrders />
        <OpenQuotations />
        <UnpaidInvoices />
        {customer?.canManageMembers && <PendingRequests />}
      </div>
    </>
  )
}

function LatestOrders() {
  const t = useTranslations('dashboard.orders')
  const orderSystem = useOrderSystem()
  const query = useAccountQuery(['dashboard', 'sales'], () => orderSystem.sales({ page: 1, page_size: LATEST }))
  return (
    <DashboardSection title={t('title')} href="/account/sales" linkLabel={t('all')}>
      <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('empty')}</p>}>
        {({ items }) => (
          <ul className={styles.items}>
            {items.map((sale) => (
              <li key={sale.id}>
                <span className={styles.line}>
                  <IntentLink href={`/account/sales/${sale.id}`}>{sale.name}</IntentLink>
                  <span>{formatDate(sale.date_order)}</span>
                  <span>{formatPrice(sale.amount.total)}</span>
                </span>
                <OrderProgress name={sale.name} state={sale.state} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </DashboardSection>
  )
}

function OpenQuotations() {
  const t = useTranslations('dashboard.quotations')
  const tSales = useTranslations('sales')
  const orderSystem = useOrderSystem()
  // Confirmed quotations become orders: the quotation list holds only those being or already priced.
  const query = useAccountQuery(['dashboard', 'quotations'], () =>
    orderSystem.quotations({ page: 1, page_size: LATEST }),
  )
  return (
    <DashboardSection title={t('title')} href="/account/quotations" linkLabel={t('all')}>
      <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('empty')}</p>}>
        {({ items }) => (
          <ul className={styles.items}>
            {items.map((quotation) => (
              <li key={quotation.id} className={styles.line}>
                <IntentLink href={`/account/quotations/${quotation.id}`}>{quotation.name}</IntentLink>
                <span>{formatDate(quotation.date_order)}</span>
                <span>{saleStateLabel(tSales, quotation.state)}</span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </DashboardSection>
  )
}

function UnpaidInvoices() {
  const t = useTranslations('dashboard.invoices')
  const orderSystem = useOrderSystem()
  const query = useAccountQuery(['dashboard', 'unpaid-invoices'], () =>
    readUnpaidInvoices((q) => orderSystem.invoices(q), LATEST),
  )
  return (
    <DashboardSection title={t('title')} href="/account/invoices" linkLabel={t('all')}>
      <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('empty')}</p>}>
        {({ count, items }) => (
          <>
            <p>{t('count', { count })}</p>
            <ul className={styles.items}>
              {items.map((invoice) => (
                <li key={invoice.id} className={styles.line}>
                  <span>{invoice.name}</span>
                  {invoice.date_due && <span>{t('dueOn', { date: formatDate(invoice.date_due) })}</span>}
                  {invoice.amount.amount_due !== null && (
                    <span>{t('due', { amount: formatPrice(invoice.amount.amount_due) })}</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
    </DashboardSection>
  )
}

function PendingRequests() {
  const t = useTranslations('dashboard.requests')
  const orderSystem = useOrderSystem()
  // Only the count is shown: one line is enough to read it.
  const query = useAccountQuery(['dashboard', 'pending-requests'], () =>
    orderSystem.unitRequestLines({ state: 'pending', page: 1, page_size: 1 }),
  )
  return (
    <DashboardSection title={t('title')} href="/account/request-lines" linkLabel={t('all')}>
      <ListState query={query} isEmpty={() => false} empty={null}>
        {({ count }) => <p>{t('pending', { count })}</p>}
      </ListState>
    </DashboardSection>
  )
}
