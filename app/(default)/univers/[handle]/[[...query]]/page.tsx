import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { CategoryView } from '@/components/catalogue/category-view'
import { categoryMetadata } from '@/lib/catalogue/metadata'
import { categoryHref } from '@/lib/catalogue/paths'
import { logListingIssue, parseListingParams, type RawSearchParams } from '@/lib/catalogue/search-params'
import { categoryByUrlKey } from '@/lib/catalogue/server'
import { getConfig } from '@/lib/config'
import { routeQuery } from '@/lib/routes/cached-query'

type Props = { params: Promise<{ handle: string; query?: string[] }> }

// Cached per URL and rebuilt at most once a minute; the proxy rewrites a query into [[...query]] (ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

async function routeParams(params: Props['params']): Promise<{ handle: string; query: RawSearchParams }> {
  const { handle, query } = await params
  return { handle, query: routeQuery(query) ?? notFound() }
}

async function universe(handle: string) {
  let key: string
  try {
    key = decodeURIComponent(handle)
  } catch {
    notFound()
  }
  const found = await categoryByUrlKey(key)
  if (found.kind === 'redirect') permanentRedirect(`/univers/${encodeURIComponent(found.urlKey)}`)
  if (found.kind === 'missing') notFound()
  // A deeper category reached by /univers/… lives on its own path.
  if (found.value.level !== 0) permanentRedirect(categoryHref(found.value))
  return found.value
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { handle, query } = await routeParams(params)
  const category = await universe(handle)
  const state = parseListingParams(query)
  const t = await getTranslations('pagination')
  return categoryMetadata(category, {
    path: categoryHref(category),
    state,
    siteUrl: getConfig().SITE_URL,
    pageLabel: state.page > 1 ? t('titleSuffix', { page: state.page }) : undefined,
  })
}

export default async function UniversePage({ params }: Props) {
  const { handle, query } = await routeParams(params)
  const category = await universe(handle)
  return (
    <CategoryView
      category={category}
      state={parseListingParams(query, logListingIssue(categoryHref(category)))}
      basePath={categoryHref(category)}
    />
  )
}
