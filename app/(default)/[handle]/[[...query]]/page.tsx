import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { permanentRedirect } from 'next/navigation'
import { CategoryView } from '@/components/catalogue/category-view'
import { CmsPageView } from '@/components/cms/cms-page-view'
import { NotFoundPage, notFoundMetadata } from '@/components/error/not-found-page'
import { ProductView } from '@/components/product/product-view'
import { buildCmsPageMetadata } from '@/lib/cms/metadata'
import { listingQuery } from '@/lib/catalogue/listing'
import { categoryMetadata, productMetadata } from '@/lib/catalogue/metadata'
import { logListingIssue, parseListingParams, type RawSearchParams } from '@/lib/catalogue/search-params'
import { listingResult, resolveCatalogueHandle } from '@/lib/catalogue/server'
import { selectVariant } from '@/lib/catalogue/variants'
import { VARIANT_AXES } from '@/lib/search/constants'
import { routeQuery } from '@/lib/routes/cached-query'
import { siteIdentity } from '@/lib/seo/site-identity'

type Props = { params: Promise<{ handle: string; query?: string[] }> }

// Cached per URL and rebuilt at most once a minute; the proxy rewrites a query into [[...query]] (ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

/** The handle and the query the proxy moved into the path; null for any other extra path. */
async function routeParams(params: Props['params']): Promise<{ handle: string; query: RawSearchParams } | null> {
  const { handle, query } = await params
  const raw = routeQuery(query)
  return raw ? { handle, query: raw } : null
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** `?sku=`, or the variant selector's no-JavaScript form (`?taille=L&couleur=Bleu`). */
function wantedVariant(query: RawSearchParams) {
  const attributes: Record<string, string> = {}
  for (const axis of VARIANT_AXES) {
    const value = firstOf(query[axis])
    if (value) attributes[axis] = value
  }
  return { sku: firstOf(query.sku), attributes }
}

function decodeHandle(handle: string): string | null {
  try {
    return decodeURIComponent(handle)
  } catch {
    return null
  }
}

async function target(handle: string) {
  const key = decodeHandle(handle)
  return {
    key: key ?? handle,
    found: key === null ? ({ kind: 'missing' } as const) : await resolveCatalogueHandle(key),
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await routeParams(params)
  if (!route) return notFoundMetadata()
  const { key, found } = await target(route.handle)
  switch (found.kind) {
    case 'product':
      return productMetadata(selectVariant(found.hit, wantedVariant(route.query)), await siteIdentity())
    case 'category': {
      const state = parseListingParams(route.query)
      if (!(await listingResult(listingQuery(state, { categoryId: found.category.id })))) return notFoundMetadata()
      const t = await getTranslations('pagination')
      const pageLabel = state.page > 1 ? t('titleSuffix', { page: state.page }) : undefined
      const path = `/${encodeURIComponent(key)}`
      return categoryMetadata(found.category, { path, state, site: await siteIdentity(), pageLabel })
    }
    case 'cms':
      return buildCmsPageMetadata(found.page, await siteIdentity())
    case 'missing':
      return notFoundMetadata()
    default:
      return {}
  }
}

/**
 * The catch-all (docs/product/catalogue.md#handle-lookup): a product by url_key, else a category,
 * else an old key answered with a permanent redirect, else a CMS page, else a real 404.
 */
export default async function HandlePage({ params }: Props) {
  const route = await routeParams(params)
  if (!route) return <NotFoundPage />
  const { handle, query } = route
  const { key, found } = await target(handle)
  switch (found.kind) {
    case 'product':
      return <ProductView hit={found.hit} selected={selectVariant(found.hit, wantedVariant(query))} />
    case 'category':
      return (
        <CategoryView
          category={found.category}
          state={parseListingParams(query, logListingIssue(`/${key}`))}
          basePath={`/${encodeURIComponent(key)}`}
        />
      )
    case 'redirect': {
      const sku = firstOf(query.sku)
      permanentRedirect(sku ? `${found.path}?sku=${encodeURIComponent(sku)}` : found.path)
    }
    case 'cms':
      return <CmsPageView page={found.page} />
    case 'missing':
      return <NotFoundPage />
  }
}
