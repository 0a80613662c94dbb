import type { estypes } from '@elastic/elasticsearch'
import { DEFAULT_ROLE } from './document-reads'
import { escapeWildcard, normalizeSearchText } from './text'
import type { ProductFilters, ProductQuery, ProductSort } from './types'

/**
 * Every Elasticsearch request body the storefront sends, as pure functions of what the page asks
 * (docs/product/search.md, docs/product/constants.md#search). Field names are those of our mapping
 * (demo/catalogue/es-mapping.ts): `*.sortable` is a case- and accent-folded keyword, `categories` and
 * `variant_attributes` are nested.
 */

type Query = estypes.QueryDslQueryContainer
type Aggregation = estypes.AggregationsAggregationContainer
type Sort = estypes.SortCombinations
export type SearchBody = Omit<estypes.SearchRequest, 'index'>

// ---------------------------------------------------------------------------------------------
// Numbers of docs/product/constants.md#search

/** Variants kept per product: every variant on a search page, the representative one in listings. */
export const SEARCH_VARIANTS_SIZE = 100
export const LISTING_VARIANTS_SIZE = 1
export const VARIANT_AXIS_BUCKETS = 1000
/** Largest fetch of products by id or sku (cart, order and link hydration). */
export const TYPE_PRODUCTS_SIZE = 10_000
export const NAVIGATION_CATEGORIES_SIZE = 5000
export const TOP_LEVEL_CATEGORIES_SIZE = 20
export const TOP_LEVEL_CATEGORY_LEVEL = 0
export const NAME_PREFIX_BOOST = 3.5
export const NAME_WILDCARD_BOOST = 3
export const REFERENCE_WILDCARD_BOOST = 3
export const FUZZY_PREFIX_LENGTH = 3
/** max((pivot − sequence) × factor + offset, 0): a lower sequence ranks first. */
export const SEQUENCE_BOOST = { pivot: 1000, factor: 0.005, offset: 1 } as const

/** docs/product/search.md#paging: page size 10, page 1, unless the page asks for another size (capped). */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100
/** Elasticsearch's default `index.max_result_window`: pages beyond it are refused. */
export const MAX_RESULT_WINDOW = 10_000
/** The shopinvader template's value for autocomplete collapses. */
export const AUTOCOMPLETE_CONCURRENT_GROUP_SEARCHES = 4

export const VARIANTS_INNER_HITS = 'variants'
export const SUGGESTION_NAME = 'suggestion'
/** The aggregation holding the number of products (not variants) matching every filter. */
export const TOTAL_AGGREGATION = 'products_total'

/** The score a document's sequence multiplies its relevance by; a document without one counts as neutral. */
export function sequenceBoost(sequence: number | null): number {
  if (sequence === null) return SEQUENCE_BOOST.offset
  return Math.max((SEQUENCE_BOOST.pivot - sequence) * SEQUENCE_BOOST.factor + SEQUENCE_BOOST.offset, 0)
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

const PUBLIC_PRICE_FIELD = `price.${DEFAULT_ROLE}.value`
const PUBLIC_DISCOUNT_FIELD = `price.${DEFAULT_ROLE}.discount`
const CATEGORY_FACET_SIZE = 500
const TERMS_FACET_SIZE = 200

// ---------------------------------------------------------------------------------------------
// Query pieces

const matchAll: Query = { match_all: {} }
const preferMain: Query = { term: { main: true } }

/** The name, sku and reference match of docs/product/search.md#matching, plus a fuzzy full-text match. */
export function productTextQuery(text: string): Query {
  const folded = normalizeSearchText(text)
  const contains = `*${escapeWildcard(folded)}*`
  const reference = (field: string): Query => ({
    wildcard: { [field]: { value: contains, boost: REFERENCE_WILDCARD_BOOST } },
  })
  return {
    bool: {
      should: [
        { prefix: { 'name.sortable': { value: folded, boost: NAME_PREFIX_BOOST } } },
        { wildcard: { 'name.sortable': { value: contains, boost: NAME_WILDCARD_BOOST } } },
        reference('sku.sortable'),
        reference('ref_partner_1.sortable'),
        reference('ref_partner_2.sortable'),
        {
          multi_match: {
            query: text.trim(),
            fields: ['name^2', 'model.name', 'brand.name', 'short_description', 'description', 'meta_keywords'],
            fuzziness: 'AUTO',
            prefix_length: FUZZY_PREFIX_LENGTH,
            operator: 'and',
          },
        },
      ],
      minimum_should_match: 1,
    },
  }
}

export function categoryTextQuery(text: string): Query {
  const folded = normalizeSearchText(text)
  return {
    bool: {
      should: [
        { prefix: { 'name.sortable': { value: folded, boost: NAME_PREFIX_BOOST } } },
        { wildcard: { 'name.sortable': { value: `*${escapeWildcard(folded)}*`, boost: NAME_WILDCARD_BOOST } } },
        {
          multi_match: {
            query: text.trim(),
            fields: ['name^2', 'description'],
            fuzziness: 'AUTO',
            prefix_length: FUZZY_PREFIX_LENGTH,
            operator: 'and',
          },
        },
      ],
      minimum_should_match: 1,
    },
  }
}

export function termSuggester(text: string): Record<string, estypes.SearchSuggester> {
  return { [SUGGESTION_NAME]: { text: text.trim(), term: { field: 'name' } } } as Record<
    string,
    estypes.SearchSuggester
  >
}

function collapse(size: number, extra: Partial<estypes.SearchFieldCollapse> = {}): estypes.SearchFieldCollapse {
  return {
    field: 'url_key',
    // The main variant first, so a listing's single variant is the main one whenever it matches.
    inner_hits: { name: VARIANTS_INNER_HITS, size, sort: [{ main: 'desc' }, { id: 'asc' }] },
    ...extra,
  }
}

/** Sequence boost of docs/product/search.md#ranking, in painless; must agree with `sequenceBoost`. */
function withSequenceBoost(query: Query): Query {
  return {
    function_score: {
      query,
      functions: [
        {
          script_score: {
            script: {
              source:
                "doc['sequence'].size() == 0 ? params.offset : " +
                "Math.max((params.pivot - doc['sequence'].value) * params.factor + params.offset, 0)",
              params: { ...SEQUENCE_BOOST },
            },
          },
        },
      ],
      boost_mode: 'multiply',
    },
  }
}

/** What a page is about (a category, a universe, the discounts): restricts hits and facets alike. */
function scopeFilters(query: ProductQuery): Query[] {
  const filters: Query[] = []
  if (query.categoryId !== undefined) {
    filters.push({ nested: { path: 'categories', query: { term: { 'categories.id': query.categoryId } } } })
  }
  if (query.univers !== undefined) filters.push({ term: { 'univers.url_key': query.univers } })
  if (query.discountOnly) filters.push({ range: { [PUBLIC_DISCOUNT_FIELD]: { gt: 0 } } })
  return filters
}

interface FacetFilter {
  facet: string
  query: Query
}

/** The buyer's refinements, each tied to the facet that offers it (for disjunctive counts). */
export function facetFilters(filters: ProductFilters = {}): FacetFilter[] {
  const active: FacetFilter[] = []
  if (filters.brand?.length)
    active.push({ facet: FACETS.brand, query: { terms: { 'brand.name.keyword': filters.brand } } })
  for (const [axis, values] of Object.entries(filters.attributes ?? {})) {
    if (values.length === 0) continue
    active.push({
      facet: axis,
      query: { nested: { path: 'variant_attributes', query: { terms: { [`variant_attributes.${axis}`]: values } } } },
    })
  }
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const range: estypes.QueryDslNumberRangeQuery = {}
    if (filters.priceMin !== undefined) range.gte = filters.priceMin
    if (filters.priceMax !== undefined) range.lte = filters.priceMax
    active.push({ facet: FACETS.price, query: { range: { [PUBLIC_PRICE_FIELD]: range } } })
  }
  if (filters.inStock) {
    active.push({ facet: FACETS.availability, query: { terms: { 'stock.global.state': [...IN_STOCK_STATES] } } })
  }
  if (filters.market?.length) active.push({ facet: FACETS.market, query: { terms: { market: filters.market } } })
  return active
}

const allOf = (queries: Query[]): Query => ({ bool: { filter: queries } })

/** Counts are products (url_key), not variants, like the template's `cardinality` total. */
const productCount: Record<string, Aggregation> = { products: { cardinality: { field: 'url_key' } } }
/** Inside a nested aggregation, products are counted back on the root documents. */
const nestedProductCount: Record<string, Aggregation> = { models: { reverse_nested: {}, aggs: productCount } }

function facetValues(facet: string): Aggregation {
  switch (facet) {
    case FACETS.brand:
      return {
        terms: { field: 'brand.name.keyword', size: TERMS_FACET_SIZE, order: { _key: 'asc' } },
        aggs: productCount,
      }
    case FACETS.market:
      return { terms: { field: 'market', size: TERMS_FACET_SIZE, order: { _key: 'asc' } }, aggs: productCount }
    case FACETS.price:
      return {
        range: { field: PUBLIC_PRICE_FIELD, ranges: PRICE_RANGES.map((range) => ({ ...range })) },
        aggs: productCount,
      }
    case FACETS.availability:
      return {
        filters: { filters: { [IN_STOCK_KEY]: { terms: { 'stock.global.state': [...IN_STOCK_STATES] } } } },
        aggs: productCount,
      }
    case FACETS.category:
      return {
        nested: { path: 'categories' },
        aggs: { values: { terms: { field: 'categories.id', size: CATEGORY_FACET_SIZE }, aggs: nestedProductCount } },
      }
    default:
      return {
        nested: { path: 'variant_attributes' },
        aggs: {
          values: {
            terms: { field: `variant_attributes.${facet}`, size: VARIANT_AXIS_BUCKETS, order: { _key: 'asc' } },
            aggs: nestedProductCount,
          },
        },
      }
  }
}

/**
 * Disjunctive facets (as the template's SearchBase): each facet counts with every refinement but
 * its own, so choosing "M" still shows how many products come in "L".
 */
function facetAggregations(active: FacetFilter[]): Record<string, Aggregation> {
  const aggregations: Record<string, Aggregation> = {}
  for (const facet of FACET_KEYS) {
    const others = active.filter((filter) => filter.facet !== facet).map((filter) => filter.query)
    aggregations[facet] = { filter: allOf(others), aggs: { values: facetValues(facet) } }
  }
  aggregations[TOTAL_AGGREGATION] = {
    filter: allOf(active.map((filter) => filter.query)),
    // Exact up to 40,000 products: the whole catalogue of a B2B shop.
    aggs: { products: { cardinality: { field: 'url_key', precision_threshold: 40_000 } } },
  }
  return aggregations
}

function sortClauses(sort: ProductSort): Sort[] {
  switch (sort) {
    case 'name':
      return [{ 'name.sortable': 'asc' }, { id: 'asc' }]
    case 'price-asc':
      return [{ [PUBLIC_PRICE_FIELD]: 'asc' }, { id: 'asc' }]
    case 'price-desc':
      return [{ [PUBLIC_PRICE_FIELD]: 'desc' }, { id: 'asc' }]
    case 'newest':
      return [{ id: 'desc' }]
    case 'relevance':
      return [{ _score: { order: 'desc' } }, { id: 'asc' }]
  }
}

export function pageOf(query: Pick<ProductQuery, 'page' | 'pageSize'>): {
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
// Request bodies

/** Search page, category and universe listings, discounts: one body for all. */
export function productSearchBody(query: ProductQuery): SearchBody {
  const text = query.text?.trim() ?? ''
  const active = facetFilters(query.filters)
  const { pageSize, from } = pageOf(query)
  const body: SearchBody = {
    query: withSequenceBoost({
      bool: {
        must: [text === '' ? matchAll : productTextQuery(text)],
        filter: scopeFilters(query),
        should: [preferMain],
      },
    }),
    collapse: collapse(query.mode === 'search' ? SEARCH_VARIANTS_SIZE : LISTING_VARIANTS_SIZE),
    aggs: facetAggregations(active),
    sort: sortClauses(query.sort ?? 'relevance'),
    from,
    size: pageSize,
  }
  if (active.length > 0) body.post_filter = allOf(active.map((filter) => filter.query))
  if (text !== '') body.suggest = termSuggester(text)
  return body
}

/**
 * A product by its current or former url_key, with all its variants; the variant of `sku` first
 * when the link names one, else the main variant.
 */
export function productByUrlKeyBody(urlKey: string, sku?: string): SearchBody {
  return {
    query: {
      bool: {
        must: [
          {
            bool: {
              // A current url_key outranks another product's former one.
              should: [{ terms: { url_key: [urlKey], boost: 2 } }, { terms: { redirect_url_key: [urlKey] } }],
              minimum_should_match: 1,
            },
          },
        ],
        should: sku === undefined ? [preferMain] : [{ terms: { 'sku.keyword': [sku], boost: 2 } }, preferMain],
      },
    },
    collapse: collapse(SEARCH_VARIANTS_SIZE),
    size: 2,
  }
}

export function productsByIdsBody(ids: readonly number[]): SearchBody {
  return {
    query: { bool: { filter: [{ terms: { id: [...ids] } }], should: [preferMain] } },
    collapse: collapse(SEARCH_VARIANTS_SIZE),
    size: Math.min(ids.length, TYPE_PRODUCTS_SIZE),
  }
}

export function productsBySkusBody(skus: readonly string[]): SearchBody {
  return {
    query: { bool: { filter: [{ terms: { 'sku.keyword': [...skus] } }], should: [preferMain] } },
    collapse: collapse(SEARCH_VARIANTS_SIZE),
    size: Math.min(skus.length, TYPE_PRODUCTS_SIZE),
  }
}

export function categoryByUrlKeyBody(urlKey: string): SearchBody {
  return {
    query: {
      bool: {
        should: [{ terms: { url_key: [urlKey], boost: 2 } }, { terms: { redirect_url_key: [urlKey] } }],
        minimum_should_match: 1,
      },
    },
    size: 2,
  }
}

/** The navigation tree (every category) or the top level (`level` 0). */
export function categoriesBody(options: { level?: number; size: number }): SearchBody {
  return {
    query: options.level === undefined ? matchAll : { term: { level: options.level } },
    sort: [{ sequence: { order: 'asc', missing: '_last' } }, { id: 'asc' }],
    size: Math.min(Math.max(options.size, 0), NAVIGATION_CATEGORIES_SIZE),
  }
}

export const navigationCategoriesBody = () => categoriesBody({ size: NAVIGATION_CATEGORIES_SIZE })
export const topLevelCategoriesBody = () =>
  categoriesBody({ level: TOP_LEVEL_CATEGORY_LEVEL, size: TOP_LEVEL_CATEGORIES_SIZE })

/** Only what a suggestion shows leaves the search server. */
const AUTOCOMPLETE_PRODUCT_SOURCE = ['id', 'model', 'name', 'main', 'sku', 'url_key', 'images']

export function autocompleteProductsBody(text: string, size: number, filters?: ProductFilters): SearchBody {
  const filter = facetFilters(filters).map((active) => active.query)
  return {
    query: { bool: { must: [productTextQuery(text)], should: [preferMain], ...(filter.length > 0 && { filter }) } },
    collapse: {
      field: 'url_key',
      inner_hits: {
        name: VARIANTS_INNER_HITS,
        size: 1,
        sort: [{ main: 'desc' }, { id: 'asc' }],
        _source: AUTOCOMPLETE_PRODUCT_SOURCE,
      },
      max_concurrent_group_searches: AUTOCOMPLETE_CONCURRENT_GROUP_SEARCHES,
    },
    suggest: termSuggester(text),
    _source: AUTOCOMPLETE_PRODUCT_SOURCE,
    size,
  }
}

export function autocompleteCategoriesBody(text: string, size: number): SearchBody {
  return {
    query: categoryTextQuery(text),
    _source: ['id', 'name', 'level', 'url_key'],
    size,
  }
}
