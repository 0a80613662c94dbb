'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useOrderSystem } from '@/components/auth/session-provider'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import { useAccountQuery } from '@/components/account/use-account-query'
import { formatDate } from '@/lib/format/date'
import { formatPrice } from '@/lib/price/format'
import { OrderProgress } from './order-progress'
import { TableScroller } from './table-scroller'
import styles from './account-tables.module.css'

/** `/account/sales`: the buyer's orders, newest first, ten per page, the page in the URL. */
export function SalesList() {
  const t = useTranslations('sales')
  const orderSystem = useOrderSystem()
  const { page, pageSize } = useListPage()
  const query = useAccountQuery(['sales', page, pageSize], () => orderSystem.sales({ page, page_size: pageSize }))
  const none = t('detail.none')

  return (
    <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('empty')}</p>}>
      {({ count, items }) => (
        <>
          <TableScroller label={t('caption', { count })}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.ref')}</th>
                  <th scope="col">{t('columns.progress')}</th>
                  <th scope="col" className={styles.number}>
                    {t('columns.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((sale) => (
                  <tr key={sale.id}>
                    <th scope="row">
                      <Link href={`/account/sales/${sale.id}`}>{sale.name}</Link>
                    </th>
                    <td className={styles.nowrap}>{formatDate(sale.date_order)}</td>
                    <td>{sale.client_order_ref ?? none}</td>
                    <td>
                      <OrderProgress name={sale.name} state={sale.state} />
                    </td>
                    <td className={styles.number}>{formatPrice(sale.amount.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <AccountPagination total={count} />
        </>
      )}
    </ListState>
  )
}
