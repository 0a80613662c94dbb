'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import tables from '@/components/account/sales/account-tables.module.css'
import { TableScroller } from '@/components/account/sales/table-scroller'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import { formatDate } from '@/lib/format/date'
import { formatPrice } from '@/lib/price/format'
import { QuotationProgress } from './quotation-progress'

/** `/account/quotations`: the buyer's quotations, newest first, ten per page, the page in the URL. */
export function QuotationList() {
  const t = useTranslations('quotations')
  const orderSystem = useOrderSystem()
  const { page, pageSize } = useListPage()
  const query = useAccountQuery(['quotations', page, pageSize], () => orderSystem.quotations({ page, page_size: pageSize }))

  return (
    <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('empty')}</p>}>
      {({ count, items }) => (
        <>
          <TableScroller label={t('caption', { count })}>
            <table className={tables.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.ref')}</th>
                  <th scope="col">{t('columns.progress')}</th>
                  <th scope="col" className={tables.number}>
                    {t('columns.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((quotation) => (
                  <tr key={quotation.id}>
                    <th scope="row">
                      <Link href={`/account/quotations/${quotation.id}`}>{quotation.name}</Link>
                    </th>
                    <td className={tables.nowrap}>{formatDate(quotation.date_order)}</td>
                    <td>{quotation.client_order_ref ?? t('none')}</td>
                    <td>
                      <QuotationProgress name={quotation.name} state={quotation.state} />
                    </td>
                    <td className={tables.number}>{formatPrice(quotation.amount.total)}</td>
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
