'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { PaginationNav } from '@/components/navigation/pagination-nav'
import { pageCountOf, pageFromParam } from '@/lib/navigation/page-window'
import { DEFAULT_PAGE_SIZE } from '@/lib/order-system/schemas/paging'

/** The page of an account list, read from `?page=` (page 1, 10 per page by default: docs/product/account.md#lists). */
export function useListPage(): { page: number; pageSize: number } {
  return { page: pageFromParam(useSearchParams().get('page')), pageSize: DEFAULT_PAGE_SIZE }
}

/** Links to the other pages of an account list, keeping its filters in the URL. */
export function AccountPagination({ total, pageSize = DEFAULT_PAGE_SIZE }: { total: number; pageSize?: number }) {
  const t = useTranslations('pagination')
  const pathname = usePathname()
  const params = useSearchParams()
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params)
    if (page === 1) next.delete('page')
    else next.set('page', String(page))
    const query = next.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return (
    <PaginationNav
      page={pageFromParam(params.get('page'))}
      pageCount={pageCountOf(total, pageSize)}
      hrefFor={hrefFor}
      labels={{ label: t('label'), previous: t('previous'), next: t('next'), page: (page) => t('page', { page }) }}
    />
  )
}
