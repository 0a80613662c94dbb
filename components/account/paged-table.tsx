'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AccountPagination } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import { TableScroller } from '@/components/account/table-scroller'
import styles from '@/components/account/account-tables.module.css'
import type { AccountQueryError } from '@/lib/account/account-query'

/**
 * A filtered account list's page (orders, order lines, invoices): its loading, failed and empty states,
 * the scrollable table named by its caption, and the page links under it.
 */
export function PagedTable<T>({
  query,
  empty,
  caption,
  head,
  row,
}: {
  query: UseQueryResult<{ count: number; items: T[] }, AccountQueryError>
  /** The sentence shown when the page has no row (the list's own, which may say the filters hid them). */
  empty: ReactNode
  caption: (count: number) => string
  /** The header row's cells. */
  head: ReactNode
  row: (item: T) => ReactNode
}) {
  return (
    <ListState query={query} isEmpty={(data) => data.count === 0} empty={empty}>
      {({ count, items }) => (
        <>
          <TableScroller label={caption(count)}>
            <table className={styles.table}>
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>{items.map(row)}</tbody>
            </table>
          </TableScroller>
          <AccountPagination total={count} />
        </>
      )}
    </ListState>
  )
}
