import type { CategoryDocument, ProductDocument } from './documents'

/**
 * The one search interface the pages use. Two adapters implement it (lib/search/elastic.ts for a real
 * Elasticsearch, lib/search/local.ts for the demo's documents); pages never know which one answers.
 */

export interface Bucket {
  key: string
  count: number
}

/** Search results: hits, total, aggregations, raw hits. */
export interface SearchResult<T> {
  hits: T[]
  total: number
  aggregations: Record<string, Bucket[]>
  /** The backend's own hits, for debugging and for data a page needs that the typed hit leaves out. */
  raw: unknown[]
  /** "Did you mean": the typed text with each word replaced by the engine's best-known spelling. */
  suggestions?: string[]
}

/** One product (a model): the variants found, collapsed on url_key, the main variant first. */
export interface ProductHit {
  product: ProductDocument
  variants: ProductDocument[]
}

export type ProductSort = 'relevance' | 'name' | 'price-asc' | 'price-desc' | 'newest'

export interface ProductFilters {
  brand?: string[]
  /** Values of variant attributes, by axis name (`taille`, `couleur`, …). */
  attributes?: Record<string, string[]>
  market?: string[]
  /** Public (default role) untaxed price range, in euros. */
  priceMin?: number
  priceMax?: number
  inStock?: boolean
}

export interface ProductQuery {
  text?: string
  categoryId?: number
  univers?: string
  discountOnly?: boolean
  filters?: ProductFilters
  sort?: ProductSort
  page?: number
  pageSize?: number
  /** `search` keeps up to 100 variants per product, `listing` one (docs/product/search.md#variants-in-results). */
  mode: 'search' | 'listing'
}

export type Found<T> = { kind: 'found'; value: T } | { kind: 'redirect'; urlKey: string } | { kind: 'missing' }

export interface SearchBackend {
  searchProducts(query: ProductQuery): Promise<SearchResult<ProductHit>>
  /** By url_key, or an old redirect_url_key (answered as a redirect to the current url_key). */
  productByUrlKey(urlKey: string): Promise<Found<ProductHit>>
  productBySku(sku: string): Promise<ProductHit | null>
  productsByIds(ids: number[]): Promise<ProductHit[]>
  productsBySkus(skus: string[]): Promise<ProductHit[]>
  categoryByUrlKey(urlKey: string): Promise<Found<CategoryDocument>>
  categories(options: { level?: number; size: number }): Promise<CategoryDocument[]>
  /**
   * Completion of what the buyer is typing: product names, skus and category names. `filters` narrow
   * the products (a market buyer's market); categories are suggested whatever the filters.
   */
  autocomplete(text: string, size: number, filters?: ProductFilters): Promise<AutocompleteSuggestion[]>
  /** Categories sharing a word with a search, best first: where to go on when it found nothing. */
  closestCategories(text: string): Promise<CategoryDocument[]>
}

export interface AutocompleteSuggestion {
  kind: 'product' | 'category'
  label: string
  /** Site path of the suggestion (product url_key with ?sku=, or category url_key). */
  href: string
  sku?: string
  image?: string
}
