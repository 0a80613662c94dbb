import 'server-only'
import { cache } from 'react'
import { findCmsPage } from '@/lib/cms/pages'
import { atRequestTimeIfUnavailable } from '@/lib/routes/at-request-time'
import { getSearch } from '@/lib/search'
import { NAVIGATION_CATEGORIES_SIZE, TOP_LEVEL_CATEGORIES_SIZE, TOP_LEVEL_CATEGORY_LEVEL } from '@/lib/search/constants'
import type { ProductHit, ProductQuery, SearchResult } from '@/lib/search/types'
import { isPastLastPage } from './listing'
import { resolveHandle } from './resolve-handle'

/*
 * Catalogue reads for the server pages. Catalogue data is public, so static pages using these are
 * regenerated in the background (`export const revalidate = 300`); `cache` shares one answer
 * between a page and its `generateMetadata` within a request.
 */

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

/** The catalogue's first product, whole, for the product page template; null for an empty catalogue. */
export const templateProduct = cache(() =>
  atRequestTimeIfUnavailable(async () => {
    const search = getSearch()
    const first = (await search.searchProducts({ mode: 'listing', pageSize: 1 })).hits[0]
    const found = first ? await search.productByUrlKey(first.product.url_key) : null
    return found?.kind === 'found' ? found.value : null
  }),
)

/** One search per listing page and request, shared by the page and its metadata (keyed by the query's JSON). */
const searchListing = cache((query: string) => getSearch().searchProducts(JSON.parse(query) as ProductQuery))

/** A listing page's products, or null for a page past the listing's last one (a 404). */
export async function listingResult(query: ProductQuery): Promise<SearchResult<ProductHit> | null> {
  const result = await searchListing(JSON.stringify(query))
  return isPastLastPage(query.page ?? 1, result.total) ? null : result
}
