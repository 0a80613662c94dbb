import type { Client } from '@elastic/elasticsearch'
import { z } from 'zod'
import {
  categoryDocumentSchema,
  productDocumentSchema,
  searchIndexNames,
  type CategoryDocument,
  type ProductDocument,
} from './documents'
import { categorySuggestion, mergeSuggestions, orderBuckets, productHit, productSuggestion } from './hits'
import { cleanUrlKey, isCleanUrlKey } from './links'
import { FACET_KEYS, TYPE_PRODUCTS_SIZE } from './constants'
import {
  SUGGESTION_NAME,
  TOTAL_AGGREGATION,
  VARIANTS_INNER_HITS,
  autocompleteCategoriesBody,
  autocompleteProductsBody,
  categoriesBody,
  categoryByUrlKeyBody,
  closestCategoriesBody,
  productByUrlKeyBody,
  productSearchBody,
  productsByIdsBody,
  productsBySkusBody,
  type SearchBody,
} from './queries'
import type { Bucket, Found, ProductFilters, ProductHit, SearchBackend, SearchResult } from './types'

/**
 * The Elasticsearch adapter: `POST {index}_{locale}/_search` with the bodies of queries.ts, answers
 * parsed with the shared zod schemas.
 */

export interface SearchLogger {
  error(message: string, context: Record<string, unknown>): void
  warn(message: string, context: Record<string, unknown>): void
  info?(message: string): void
}

export interface ElasticSearchOptions {
  client: Client
  /** `ELASTICSEARCH_INDEX`: the prefix of `{prefix}_product_{locale}` and `{prefix}_category_{locale}`. */
  indexPrefix: string
  logger?: SearchLogger
}

// ---------------------------------------------------------------------------------------------
// Answer schemas: only the envelope; documents go through the shared document schemas.

const innerHitsSchema = z.object({ hits: z.object({ hits: z.array(z.object({ _source: z.unknown() })) }) })

const hitSchema = z.object({
  _id: z.string().optional(),
  _score: z.number().nullish(),
  _source: z.unknown(),
  inner_hits: z.record(z.string(), innerHitsSchema).optional(),
})

const shardFailureSchema = z.object({
  index: z.string().nullish(),
  shard: z.number().nullish(),
  reason: z.unknown(),
})

const suggestionSchema = z.array(
  z.object({ text: z.string(), options: z.array(z.object({ text: z.string() })).default([]) }),
)

const searchResponseSchema = z.object({
  _shards: z.object({ failures: z.array(shardFailureSchema).optional() }).optional(),
  hits: z.object({
    total: z.union([z.number(), z.object({ value: z.number() })]).optional(),
    hits: z.array(hitSchema),
  }),
  aggregations: z.record(z.string(), z.unknown()).optional(),
  suggest: z.record(z.string(), suggestionSchema).optional(),
})

type SearchResponse = z.infer<typeof searchResponseSchema>
type RawHit = z.infer<typeof hitSchema>

const countSchema = z.object({ value: z.number() })
const bucketSchema = z.object({
  key: z.union([z.string(), z.number()]).optional(),
  doc_count: z.number(),
  products: countSchema.optional(),
  models: z.object({ products: countSchema }).optional(),
})
const bucketsSchema = z.union([z.array(bucketSchema), z.record(z.string(), bucketSchema)])
const totalAggregationSchema = z.object({ products: countSchema })

// ---------------------------------------------------------------------------------------------
// Parsing

/** The buckets of a facet, wherever its nesting put them (`values`, or `values.values` when nested). */
function facetBuckets(aggregation: unknown): Bucket[] {
  let node: unknown = aggregation
  for (let depth = 0; depth < 3 && typeof node === 'object' && node !== null; depth += 1) {
    const record = node as Record<string, unknown>
    if ('buckets' in record) {
      const buckets = bucketsSchema.parse(record.buckets)
      const entries = Array.isArray(buckets)
        ? buckets.map((bucket) => [String(bucket.key), bucket] as const)
        : Object.entries(buckets)
      return entries.map(([key, bucket]) => ({
        key,
        count: bucket.models?.products.value ?? bucket.products?.value ?? bucket.doc_count,
      }))
    }
    node = record.values
  }
  return []
}

function parseAggregations(raw: Record<string, unknown> = {}): Record<string, Bucket[]> {
  const aggregations: Record<string, Bucket[]> = {}
  for (const facet of FACET_KEYS) {
    if (raw[facet] !== undefined) aggregations[facet] = orderBuckets(facet, facetBuckets(raw[facet]))
  }
  return aggregations
}

/** "chaussure securiter" → "chaussure securite" when the term suggester knows better words. */
function parseSuggestions(response: SearchResponse): string[] {
  const tokens = response.suggest?.[SUGGESTION_NAME]
  if (!tokens || tokens.every((token) => token.options.length === 0)) return []
  return [tokens.map((token) => token.options[0]?.text ?? token.text).join(' ')]
}

const variantSources = (hit: RawHit): unknown[] =>
  hit.inner_hits?.[VARIANTS_INNER_HITS]?.hits.hits.map((inner) => inner._source) ?? [hit._source]

function parseProductHit(hit: RawHit, preferSku?: string): ProductHit | null {
  const variants = variantSources(hit).map((source) => productDocumentSchema.parse(source))
  return productHit(variants, preferSku)
}

const isHit = (hit: ProductHit | null): hit is ProductHit => hit !== null

function found<T>(value: T): Found<T> {
  return { kind: 'found', value }
}

// ---------------------------------------------------------------------------------------------
// Failures

interface ResponseErrorLike {
  meta?: { statusCode?: number; body?: unknown }
}

/** The reasons Elasticsearch gives per failed shard, from an error answer or a partial success. */
export function failedShardReasons(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null) return []
  const record = body as { error?: { failed_shards?: unknown }; _shards?: { failures?: unknown } }
  const lists = [record.error?.failed_shards, record._shards?.failures].filter(Array.isArray) as unknown[][]
  return lists
    .flat()
    .map((failure) =>
      typeof failure === 'object' && failure !== null ? (failure as { reason?: unknown }).reason : failure,
    )
}

// ---------------------------------------------------------------------------------------------

export class ElasticSearchBackend implements SearchBackend {
  private readonly client: Client
  private readonly indices: { product: string; category: string }
  private readonly logger: SearchLogger

  constructor(options: ElasticSearchOptions) {
    // docs/product/search.md#index: a search index name is required.
    if (!options.indexPrefix?.trim()) throw new Error('Elastic index is required')
    this.client = options.client
    this.indices = searchIndexNames(options.indexPrefix.trim())
    this.logger = options.logger ?? console
  }

  /** docs/product/search.md#failures: a failed search is logged with the failed shards' reasons and rethrown. */
  private async search(index: string, body: SearchBody): Promise<SearchResponse> {
    let answer: unknown
    try {
      answer = await this.client.search({ index, ...body })
    } catch (error) {
      const meta = (error as ResponseErrorLike).meta
      this.logger.error('Search failed', {
        index,
        status: meta?.statusCode,
        error: error instanceof Error ? error.message : String(error),
        failedShards: failedShardReasons(meta?.body),
      })
      throw error
    }
    const response = searchResponseSchema.parse(answer)
    const partial = failedShardReasons(answer)
    if (partial.length > 0)
      this.logger.warn('Search answered from part of the shards', { index, failedShards: partial })
    return response
  }

  private async products(body: SearchBody, preferSku?: string): Promise<ProductHit[]> {
    const response = await this.search(this.indices.product, body)
    return response.hits.hits.map((hit) => parseProductHit(hit, preferSku)).filter(isHit)
  }

  async searchProducts(query: Parameters<SearchBackend['searchProducts']>[0]): Promise<SearchResult<ProductHit>> {
    const response = await this.search(this.indices.product, productSearchBody(query))
    const total = totalAggregationSchema.safeParse(response.aggregations?.[TOTAL_AGGREGATION])
    const hitsTotal = response.hits.total
    return {
      hits: response.hits.hits.map((hit) => parseProductHit(hit)).filter(isHit),
      total: total.success
        ? total.data.products.value
        : typeof hitsTotal === 'number'
          ? hitsTotal
          : (hitsTotal?.value ?? 0),
      aggregations: parseAggregations(response.aggregations),
      raw: response.hits.hits,
      suggestions: parseSuggestions(response),
    }
  }

  async productByUrlKey(urlKey: string): Promise<Found<ProductHit>> {
    const key = cleanUrlKey(urlKey)
    if (key === '') return { kind: 'missing' }
    const hits = await this.products(productByUrlKeyBody(key))
    const current = hits.find((hit) => hit.product.url_key === key)
    if (current) return isCleanUrlKey(urlKey) ? found(current) : { kind: 'redirect', urlKey: current.product.url_key }
    const former = hits[0]
    return former ? { kind: 'redirect', urlKey: former.product.url_key } : { kind: 'missing' }
  }

  /** The variant of `sku` as the product, with every variant of its model. */
  async productBySku(sku: string): Promise<ProductHit | null> {
    const [match] = await this.products(productsBySkusBody([sku]))
    if (!match) return null
    const [whole] = await this.products(productByUrlKeyBody(match.product.url_key, sku), sku)
    return whole ?? match
  }

  async productsByIds(ids: number[]): Promise<ProductHit[]> {
    const wanted = [...new Set(ids)].slice(0, TYPE_PRODUCTS_SIZE)
    if (wanted.length === 0) return []
    const hits = await this.products(productsByIdsBody(wanted))
    return inRequestOrder(hits, wanted, (variant) => variant.id)
  }

  async productsBySkus(skus: string[]): Promise<ProductHit[]> {
    const wanted = [...new Set(skus)].slice(0, TYPE_PRODUCTS_SIZE)
    if (wanted.length === 0) return []
    const hits = await this.products(productsBySkusBody(wanted))
    return inRequestOrder(hits, wanted, (variant) => variant.sku)
  }

  async categoryByUrlKey(urlKey: string): Promise<Found<CategoryDocument>> {
    const key = cleanUrlKey(urlKey)
    if (key === '') return { kind: 'missing' }
    const categories = await this.categoryHits(categoryByUrlKeyBody(key))
    const current = categories.find((category) => category.url_key === key)
    if (current) return isCleanUrlKey(urlKey) ? found(current) : { kind: 'redirect', urlKey: current.url_key }
    const former = categories[0]
    return former ? { kind: 'redirect', urlKey: former.url_key } : { kind: 'missing' }
  }

  categories(options: { level?: number; size: number }): Promise<CategoryDocument[]> {
    return this.categoryHits(categoriesBody(options))
  }

  async autocomplete(text: string, size: number, filters?: ProductFilters) {
    if (text.trim() === '' || size < 1) return []
    const [products, categories] = await Promise.all([
      this.products(autocompleteProductsBody(text, size, filters)),
      this.categoryHits(autocompleteCategoriesBody(text, size)),
    ])
    return mergeSuggestions(products.map(productSuggestion), categories.map(categorySuggestion), size)
  }

  closestCategories(text: string): Promise<CategoryDocument[]> {
    if (text.trim() === '') return Promise.resolve([])
    return this.categoryHits(closestCategoriesBody(text))
  }

  private async categoryHits(body: SearchBody): Promise<CategoryDocument[]> {
    const response = await this.search(this.indices.category, body)
    return response.hits.hits.map((hit) => categoryDocumentSchema.parse(hit._source))
  }
}

/** Lookups answer in the order asked (cart lines, links), whatever order the engine found them in. */
function inRequestOrder<K>(
  hits: ProductHit[],
  wanted: K[],
  keyOf: (variant: ProductDocument) => K | null,
): ProductHit[] {
  const position = new Map(wanted.map((key, index) => [key, index]))
  const rank = (hit: ProductHit) =>
    Math.min(...hit.variants.map((variant) => position.get(keyOf(variant) as K) ?? Number.POSITIVE_INFINITY))
  return [...hits].sort((a, b) => rank(a) - rank(b))
}
