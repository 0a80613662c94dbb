import type { estypes } from '@elastic/elasticsearch'
import {
  FACETS,
  FACET_KEYS,
  IN_STOCK_KEY,
  IN_STOCK_STATES,
  LISTING_VARIANTS_SIZE,
  NAVIGATION_CATEGORIES_SIZE,
  PRICE_RANGES,
  SEARCH_VARIANTS_SIZE,
  TOP_LEVEL_CATEGORIES_SIZE,
  TOP_LEVEL_CATEGORY_LEVEL,
  TYPE_PRODUCTS_SIZE,
  VARIANT_AXIS_BUCKETS,
  pageOf,
} from './constants'
import { DEFAULT_ROLE } from './document-reads'
import { SEARCH_TEXT_FIELD } from './es-index'
import {
  CATEGORY_BOOST,
  CLOSEST_CATEGORIES,
  EXACT_REFERENCE_BOOST,
  EXACT_WORDS_BOOST,
  FUZZY_PREFIX_LENGTH,
  NAME_MATCH_BOOST,
  NAME_PREFIX_BOOST,
  NAME_WILDCARD_BOOST,
  PRODUCT_TYPE_BOOST,
  REFERENCE_WILDCARD_BOOST,
  SEQUENCE_BOOST,
} from './relevance'
import { escapeWildcard, normalizeSearchText } from './text'
import type { ProductFilters, ProductQuery, ProductSort } from './types'

/**
 * The Elasticsearch query builder: every request body the storefront sends, as pure functions of what
 * the page asks. Field names and analyzers are those of lib/search/es-index.ts: `*.sortable` is a case-
 * and accent-folded keyword, `search_text` holds the searched words, `name.type` what a product is,
 * `categories` and `variant_attributes` are nested. The ranking is lib/search/relevance.ts, which
 * the local adapter evaluates too.
 */

type Query = estypes.QueryDslQueryContainer
type Aggregation = estypes.AggregationsAggregationContainer
type Sort = estypes.SortCombinations
export type SearchBody = Omit<estypes.SearchRequest, 'index'>

/** The shopinvader template's value for autocomplete collapses. */
const AUTOCOMPLETE_CONCURRENT_GROUP_SEARCHES = 4

export const VARIANTS_INNER_HITS = 'variants'
export const SUGGESTION_NAME = 'suggestion'
/** The aggregation holding the number of products (not variants) matching every filter. */
export const TOTAL_AGGREGATION = 'products_total'

const PUBLIC_PRICE_FIELD = `price.${DEFAULT_ROLE}.value`
const PUBLIC_DISCOUNT_FIELD = `price.${DEFAULT_ROLE}.discount`
const CATEGORY_FACET_SIZE = 500
const TERMS_FACET_SIZE = 200

// ---------------------------------------------------------------------------------------------
// Query pieces

const matchAll: Query = { match_all: {} }
const preferMain: Query = { term: { main: true } }
const REFERENCE_FIELDS = ['sku', 'ref_partner_1', 'ref_partner_2'] as const
/** Typos forgiven past the first three letters, as Elasticsearch's `AUTO` fuzziness allows them. */
const fuzzy = { fuzziness: 'AUTO', prefix_length: FUZZY_PREFIX_LENGTH } as const

/** A match of the typed words on one field, each word optional, spelt as typed. */
const wordsIn = (field: string, query: string, boost: number): Query => ({ match: { [field]: { query, boost } } })

/** The name's start or inside, as the shopinvader template boosts them. */
function namePrefixAndWildcard(folded: string): Query[] {
  return [
    { prefix: { 'name.sortable': { value: folded, boost: NAME_PREFIX_BOOST } } },
    { wildcard: { 'name.sortable': { value: `*${escapeWildcard(folded)}*`, boost: NAME_WILDCARD_BOOST } } },
  ]
}

/** What finds a product and how it ranks (lib/search/relevance.ts). */
export function productTextQuery(text: string): Query {
  const typed = text.trim()
  const folded = normalizeSearchText(text)
  const everyWord = { query: typed, operator: 'and', ...fuzzy } as const
  return {
    bool: {
      must: [
        {
          bool: {
            should: [
              // Every word in the searched text, misspelt or not, the last one possibly half-typed.
              { match: { [SEARCH_TEXT_FIELD]: everyWord } },
              { match_bool_prefix: { [SEARCH_TEXT_FIELD]: everyWord } },
              ...namePrefixAndWildcard(folded),
              ...REFERENCE_FIELDS.map((field): Query => ({
                wildcard: {
                  [`${field}.sortable`]: { value: `*${escapeWildcard(folded)}*`, boost: REFERENCE_WILDCARD_BOOST },
                },
              })),
            ],
            minimum_should_match: 1,
          },
        },
      ],
      should: [
        ...REFERENCE_FIELDS.map((field): Query => ({
          term: { [`${field}.sortable`]: { value: folded, boost: EXACT_REFERENCE_BOOST } },
        })),
        wordsIn(SEARCH_TEXT_FIELD, typed, EXACT_WORDS_BOOST),
        wordsIn('name.type', typed, PRODUCT_TYPE_BOOST),
        { nested: { path: 'categories', score_mode: 'max', query: wordsIn('categories.name', typed, CATEGORY_BOOST) } },
        wordsIn('name', typed, NAME_MATCH_BOOST),
      ],
    },
  }
}

/** A category as the buyer types its name: every word, the last one possibly half-typed. */
function categoryTextQuery(text: string): Query {
  return {
    bool: {
      should: [
        { match_bool_prefix: { name: { query: text.trim(), operator: 'and', ...fuzzy } } },
        ...namePrefixAndWildcard(normalizeSearchText(text)),
      ],
      minimum_should_match: 1,
    },
  }
}

/** "Did you mean": each unknown word against the words of product names as written (accents kept). */
function termSuggester(text: string): Record<string, estypes.SearchSuggester> {
  return {
    [SUGGESTION_NAME]: {
      text: text.trim(),
      term: { field: 'name.words', suggest_mode: 'missing', prefix_length: 1, min_word_length: 4, max_edits: 2 },
    },
  } as Record<string, estypes.SearchSuggester>
}

function collapse(size: number, extra: Partial<estypes.SearchFieldCollapse> = {}): estypes.SearchFieldCollapse {
  return {
    field: 'url_key',
    // The main variant first, so a listing's single variant is the main one whenever it matches.
    inner_hits: { name: VARIANTS_INNER_HITS, size, sort: [{ main: 'desc' }, { id: 'asc' }] },
    ...extra,
  }
}

/** The sequence boost in painless; must agree with `sequenceBoost` (lib/search/relevance.ts). */
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
function facetFilters(filters: ProductFilters = {}): FacetFilter[] {
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

const CATEGORY_SUGGESTION_SOURCE = ['id', 'name', 'level', 'url_key']

export function autocompleteCategoriesBody(text: string, size: number): SearchBody {
  return { query: categoryTextQuery(text), _source: CATEGORY_SUGGESTION_SOURCE, size }
}

/** Categories sharing a word with a search that found nothing, best first; a typo counts. */
export function closestCategoriesBody(text: string): SearchBody {
  return {
    query: { match: { name: { query: text.trim(), ...fuzzy } } },
    _source: CATEGORY_SUGGESTION_SOURCE,
    size: CLOSEST_CATEGORIES,
  }
}
