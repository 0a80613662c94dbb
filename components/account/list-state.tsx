'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { DelayedStatus } from '@/components/layout/delayed-status'
import type { AccountQueryError } from '@/lib/account/account-query'
import styles from './list-state.module.css'

/**
 * The three states every account list shows before its content: loading, failed (with the server's
 * message when there is one, a word on an answer too broken to show, and a retry), and empty (with
 * the list's own French sentence).
 */
export function ListState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T, AccountQueryError>
  isEmpty: (data: T) => boolean
  empty: ReactNode
  children: (data: T) => ReactNode
}) {
  const t = useTranslations('accountList')
  if (query.isError && query.data === undefined) {
    return (
      <div role="alert" className={styles.error}>
        <p>{query.error.message || t(query.error.unreadable ? 'unreadable' : 'failed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (query.data === undefined) {
    return <DelayedStatus className={styles.loading}>{t('loading')}</DelayedStatus>
  }
  if (isEmpty(query.data)) return <div className={styles.empty}>{empty}</div>
  return <div aria-busy={query.isFetching}>{children(query.data)}</div>
}
