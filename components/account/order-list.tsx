'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import { useAccountQuery } from '@/components/account/use-account-query'
import type { Result } from '@/lib/http/result'
import type { Paged, PageQuery } from '@/lib/order-system/schemas/paging'
import type { Sale } from '@/lib/order-system/schemas/sale'
import { formatDate } from '@/lib/format/date'
import { formatPrice } from '@/lib/price/format'
import { TableScroller } from './table-scroller'
import styles from './account-tables.module.css'

/**
 * Orders and quotations share one shape, so one paged table lists both, newest first, ten per
 * page with the page in the URL; `kind` names the messages, the route and the progress it shows.
 */
type OrderRow = Pick<Sale, 'id' | 'name' | 'date_order' | 'client_order_ref' | 'amount'>

export function OrderList<T extends OrderRow>({
  kind,
  read,
  progress,
}: {
  kind: 'sales' | 'quotations'
  read: (query: PageQuery) => Promise<Result<Paged<T>>>
  progress: (order: T) => ReactNode
}) {
  const t = useTranslations(kind)
  const none = useTranslations('accountList')('none')
  const { page, pageSize } = useListPage()
  const query = useAccountQuery([kind, page, pageSize], () => read({ page, page_size: pageSize }))

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
                {items.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link href={`/account/${kind}/${order.id}`}>{order.name}</Link>
                    </th>
                    <td className={styles.nowrap}>{formatDate(order.date_order)}</td>
                    <td>{order.client_order_ref ?? none}</td>
                    <td>{progress(order)}</td>
                    <td className={styles.number}>{formatPrice(order.amount.total)}</td>
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
