import { getTranslations } from 'next-intl/server'
import { PaginationNav } from '@/components/navigation/pagination-nav'
import { listingHref, type ListingState } from '@/lib/catalogue/search-params'

export async function Pagination({
  state,
  basePath,
  pageCount,
}: {
  state: ListingState
  basePath: string
  pageCount: number
}) {
  const t = await getTranslations('pagination')
  return (
    <PaginationNav
      page={state.page}
      pageCount={pageCount}
      hrefFor={(page) => listingHref(basePath, { ...state, page })}
      labels={{ label: t('label'), previous: t('previous'), next: t('next'), page: (page) => t('page', { page }) }}
    />
  )
}
