/**
 * The catalogue's search vocabulary, whatever engine answers: page sizes, how many variants a hit
 * carries, the facets and their bucket keys. Pages, the proxy and both adapters read them here;
 * lib/search/queries.ts only turns them into Elasticsearch bodies. The numbers are those of
 * docs/product/constants.md#search.
 */

/** Variants kept per product: every variant on a search page, the representative one in listings. */
export const SEARCH_VARIANTS_SIZE = 100
export const LISTING_VARIANTS_SIZE = 1
export const VARIANT_AXIS_BUCKETS = 1000
/** Largest fetch of products by id or sku (cart, order and link hydration). */
export const TYPE_PRODUCTS_SIZE = 10_000
export const NAVIGATION_CATEGORIES_SIZE = 5000
export const TOP_LEVEL_CATEGORIES_SIZE = 20
export const TOP_LEVEL_CATEGORY_LEVEL = 0

/** Page size 10, page 1, unless the page asks for another size (capped). */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100
/** Elasticsearch's default `index.max_result_window`: pages beyond it are refused. */
const MAX_RESULT_WINDOW = 10_000

export function pageOf(query: { page?: number; pageSize?: number }): {
  page: number
  pageSize: number
  from: number
} {
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE)
  const lastPage = Math.floor((MAX_RESULT_WINDOW - pageSize) / pageSize) + 1
  const page = Math.min(Math.max(Math.trunc(query.page ?? 1), 1), lastPage)
  return { page, pageSize, from: (page - 1) * pageSize }
}

// ---------------------------------------------------------------------------------------------
// Facets: the aggregation keys both adapters answer with

/** Variant axes with their own field in the mapping. */
export const VARIANT_AXES = ['taille', 'couleur', 'contenance', 'format', 'conditionnement'] as const
export type VariantAxis = (typeof VARIANT_AXES)[number]

/** Public untaxed price bands, in euros: `from` included, `to` excluded. The key is the bucket key. */
export const PRICE_RANGES: readonly { key: string; from?: number; to?: number }[] = [
  { key: '0-25', to: 25 },
  { key: '25-50', from: 25, to: 50 },
  { key: '50-100', from: 50, to: 100 },
  { key: '100-250', from: 100, to: 250 },
  { key: '250-*', from: 250 },
]

/** Stock states a buyer can order now; `inStock` keeps only these. */
export const IN_STOCK_STATES = ['in_stock', 'in_limited_stock'] as const
/** The one bucket key of the `availability` facet. */
export const IN_STOCK_KEY = 'in_stock'

export const FACETS = {
  brand: 'brand',
  market: 'market',
  price: 'price',
  availability: 'availability',
  /** Bucket keys are category ids (as strings). */
  category: 'category',
} as const

/** Every aggregation key a product search answers with, in display order. */
export const FACET_KEYS = [
  FACETS.category,
  FACETS.brand,
  ...VARIANT_AXES,
  FACETS.price,
  FACETS.availability,
  FACETS.market,
] as const
