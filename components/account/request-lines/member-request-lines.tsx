'use client'

import { useTranslations } from 'next-intl'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import tables from '@/components/account/account-tables.module.css'
import { TableScroller } from '@/components/account/table-scroller'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import { formatDate } from '@/lib/format/date'
import { RequestLineFilterBar } from './request-line-filters'
import { RequestLineStatus } from './request-line-status'
import { useRequestLineFilters } from './use-request-line-filters'

/** A member's view: the lines they raised and what their manager decided; the server keeps it to their own. */
export function MemberRequestLines() {
  const t = useTranslations('requestLines')
  const orderSystem = useOrderSystem()
  const { page, pageSize } = useListPage()
  const [filters, setFilters] = useRequestLineFilters()
  const query = useAccountQuery(['request-lines', 'mine', page, pageSize, filters.state ?? null], () =>
    orderSystem.unitRequestLines({ page, page_size: pageSize, state: filters.state }),
  )

  return (
    <>
      <RequestLineFilterBar filters={{ state: filters.state }} onChange={setFilters} />
      <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('emptyMember')}</p>}>
        {({ count, items }) => (
          <>
            <TableScroller label={t('caption', { count })}>
              <table className={tables.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.product')}</th>
                    <th scope="col" className={tables.number}>
                      {t('columns.qty')}
                    </th>
                    <th scope="col">{t('columns.request')}</th>
                    <th scope="col">{t('columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">{line.name}</th>
                      <td className={tables.number}>{line.qty}</td>
                      <td className={tables.nowrap}>
                        {t('requestOf', { name: line.order.name, date: formatDate(line.order.date_order) })}
                      </td>
                      <td>
                        <RequestLineStatus line={line} viewer="member" />
                      </td>
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
