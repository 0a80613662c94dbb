import 'server-only'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { connection } from 'next/server'
import { cache } from 'react'
import { findCmsPage } from '@/lib/cms/pages'
import { getSearch } from '@/lib/search'
import type { ProductHit, ProductQuery, SearchResult } from '@/lib/search/types'
import { NAVIGATION_CATEGORIES_SIZE, TOP_LEVEL_CATEGORIES_SIZE, TOP_LEVEL_CATEGORY_LEVEL } from '@/lib/search/queries'
import { isPastLastPage } from './listing'
import { resolveHandle } from './resolve-handle'

/*
 * Catalogue reads for the server pages. Catalogue data is public, so static pages using these are
 * regenerated in the background (`export const revalidate = 300`); `cache` shares one answer
 * between a page and its `generateMetadata` within a request.
 */

/**
 * The search back end may not be reachable while the shop is built (`npm start` and the e2e suite
 * build before starting the demo). A static page that cannot read it then renders on request
 * instead of failing the build or freezing an empty catalogue into its HTML.
 */
async function atRequestTimeIfUnavailable<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection()
    throw error
  }
}

export const resolveCatalogueHandle = cache((handle: string) =>
  resolveHandle(handle, { search: getSearch(), findCmsPage }),
)

/** The top-level categories (level 0), up to 20: the universes (docs/product/catalogue.md#universes-and-categories). */
export const universes = cache(() =>
  atRequestTimeIfUnavailable(() =>
    getSearch().categories({ level: TOP_LEVEL_CATEGORY_LEVEL, size: TOP_LEVEL_CATEGORIES_SIZE }),
  ),
)

/** Navigation categories, up to 5000 (docs/product/catalogue.md#universes-and-categories). */
export const allCategories = cache(() =>
  atRequestTimeIfUnavailable(() => getSearch().categories({ size: NAVIGATION_CATEGORIES_SIZE })),
)

export const categoryByUrlKey = cache((urlKey: string) => getSearch().categoryByUrlKey(urlKey))

/** One search per listing page and request, shared by the page and its metadata (keyed by the query's JSON). */
const searchListing = cache((query: string) => getSearch().searchProducts(JSON.parse(query) as ProductQuery))

/** A listing page's products, or null for a page past the listing's last one (a 404). */
export async function listingResult(query: ProductQuery): Promise<SearchResult<ProductHit> | null> {
  const result = await searchListing(JSON.stringify(query))
  return isPastLastPage(query.page ?? 1, result.total) ? null : result
}
