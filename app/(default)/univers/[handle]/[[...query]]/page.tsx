import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { permanentRedirect } from 'next/navigation'
import { CategoryView } from '@/components/catalogue/category-view'
import { NotFoundPage, notFoundMetadata } from '@/components/error/not-found-page'
import { listingQuery } from '@/lib/catalogue/listing'
import { categoryMetadata } from '@/lib/catalogue/metadata'
import { categoryHref } from '@/lib/catalogue/paths'
import { logListingIssue, parseListingParams } from '@/lib/catalogue/search-params'
import { categoryByUrlKey, listingResult } from '@/lib/catalogue/server'
import { routeQuery } from '@/lib/routes/cached-query'
import { siteIdentity } from '@/lib/seo/site-identity'

type Props = { params: Promise<{ handle: string; query?: string[] }> }

// Cached per URL and rebuilt at most once a minute; the proxy rewrites a query into [[...query]] (ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

/** The universe and the query of the address; null when it names nothing (a 404). */
async function universeRoute(params: Props['params']) {
  const { handle, query } = await params
  const raw = routeQuery(query)
  let key: string
  try {
    key = decodeURIComponent(handle)
  } catch {
    return null
  }
  const found = await categoryByUrlKey(key)
  if (found.kind === 'redirect') permanentRedirect(`/univers/${encodeURIComponent(found.urlKey)}`)
  if (found.kind === 'missing' || !raw) return null
  // A deeper category reached by /univers/… lives on its own path.
  if (found.value.level !== 0) permanentRedirect(categoryHref(found.value))
  return { category: found.value, query: raw }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await universeRoute(params)
  if (!route) return notFoundMetadata()
  const { category, query } = route
  const state = parseListingParams(query)
  if (!(await listingResult(listingQuery(state, { categoryId: category.id })))) return notFoundMetadata()
  const t = await getTranslations('pagination')
  return categoryMetadata(category, {
    path: categoryHref(category),
    state,
    site: await siteIdentity(),
    pageLabel: state.page > 1 ? t('titleSuffix', { page: state.page }) : undefined,
  })
}

export default async function UniversePage({ params }: Props) {
  const route = await universeRoute(params)
  if (!route) return <NotFoundPage />
  const { category, query } = route
  return (
    <CategoryView
      category={category}
      state={parseListingParams(query, logListingIssue(categoryHref(category)))}
      basePath={categoryHref(category)}
    />
  )
}
