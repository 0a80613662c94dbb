import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod/mini'
import {
  categoryDocumentSchema,
  productDocumentSchema,
  searchIndexNames,
  type CategoryDocument,
  type ProductDocument,
} from './documents'
import { DEFAULT_ROLE } from './document-reads'
import type { Logger } from '@/lib/log/logger'
import { readNdjsonLines } from './ndjson'
import { FACETS, IN_STOCK_KEY, IN_STOCK_STATES, PRICE_RANGES } from './constants'
import { buildCategoryText, buildProductText, type CategoryText, type ProductText } from './local-text'
import { sequenceBoost } from './relevance'
import { foldText } from './text'

/**
 * The local search back end's catalogue, built once per load: the documents (one copy, the variants
 * of a product sharing their common parts), the products grouped by url_key, the lookup maps, the
 * facet values of every variant as numbers, and the text indices (lib/search/local-text.ts).
 */

// ---------------------------------------------------------------------------------------------
// Shapes

/** A value list of one facet: buckets are counted by position, then named. */
export class Dictionary {
  readonly values: string[] = []
  private readonly ids = new Map<string, number>()

  id(value: string): number {
    let id = this.ids.get(value)
    if (id === undefined) {
      id = this.values.length
      this.values.push(value)
      this.ids.set(value, id)
    }
    return id
  }

  find(value: string): number | undefined {
    return this.ids.get(value)
  }
}

export interface Model {
  position: number
  urlKey: string
  /** Positions of the variants in `Catalogue.documents`, by id. */
  variants: number[]
  main: ProductDocument
  /** Sequence boost of the main variant (docs/product/search.md#ranking). */
  boost: number
  categoryIds: ReadonlySet<number>
  /** Ids in the `category` dictionary. */
  categoryValues: readonly number[]
  univers: ReadonlySet<string>
  sortName: string
}

/** Facet values per variant position: a dictionary id, or -1 when the variant has none. */
export interface Columns {
  single: Map<string, Int32Array>
  /** `market` is a list per variant. */
  markets: (readonly number[])[]
  /** Public untaxed price, NaN without a default price list. */
  price: Float64Array
  /** Public tax-included price (`value_taxed`), NaN when the document does not give it. */
  priceTaxed: Float64Array
  discounted: Uint8Array
}

export interface Catalogue {
  documents: ProductDocument[]
  models: Model[]
  modelOf: Int32Array
  byUrlKey: Map<string, Model>
  byRedirect: Map<string, Model[]>
  bySku: Map<string, number>
  byId: Map<number, number>
  dictionaries: Map<string, Dictionary>
  columns: Columns
  productText: ProductText
  categories: CategoryDocument[]
  categoryByUrlKey: Map<string, CategoryDocument>
  categoryByRedirect: Map<string, CategoryDocument>
  categoryText: CategoryText
}

// ---------------------------------------------------------------------------------------------
// Files

const manifestSchema = z.object({
  contentHash: z.optional(z.string()),
  files: z.optional(z.object({ product: z.string(), category: z.string() })),
})

export interface CatalogueFiles {
  product: string
  category: string
  /** Changes whenever the catalogue does. */
  signature: string
}

export async function catalogueFiles(dir: string, indexPrefix: string): Promise<CatalogueFiles> {
  const manifest = await readFile(path.join(dir, 'manifest.json'), 'utf8').then(
    (text) => manifestSchema.parse(JSON.parse(text)),
    () => undefined,
  )
  const names = manifest?.files ?? {
    product: `${searchIndexNames(indexPrefix).product}.ndjson`,
    category: `${searchIndexNames(indexPrefix).category}.ndjson`,
  }
  const product = path.join(dir, names.product)
  const category = path.join(dir, names.category)
  const stats = await Promise.all([product, category].map((file) => stat(file)))
  const signature = [manifest?.contentHash ?? '', ...stats.map((info) => `${info.size}:${info.mtimeMs}`)].join('|')
  return { product, category, signature }
}

/** Broken documents are logged one by one up to this many, then only counted. */
const LOGGED_BAD_DOCUMENTS = 5

async function readDocuments<T>(
  file: string,
  schema: { safeParse(raw: unknown): z.core.util.SafeParseResult<T> },
  logger: Logger,
  keep: (document: T) => void,
): Promise<void> {
  let rejected = 0
  let kept = 0
  for await (const { line, number } of readNdjsonLines(file)) {
    let problem: string
    try {
      const parsed = schema.safeParse(JSON.parse(line))
      if (parsed.success) {
        keep(parsed.data)
        kept += 1
        continue
      }
      problem = z.prettifyError(parsed.error)
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error)
    }
    rejected += 1
    if (rejected <= LOGGED_BAD_DOCUMENTS) logger.error('Search document rejected', { file, line: number, problem })
  }
  if (rejected > 0) logger.error('Search documents rejected', { file, rejected, kept })
}

// ---------------------------------------------------------------------------------------------
// One copy of what the variants of a product share

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/** Per-product fields, identical on every variant: kept once instead of once per variant. */
const SHARED_FIELDS = [
  'model',
  'short_name',
  'redirect_url_key',
  'short_description',
  'description',
  'seo_title',
  'meta_keywords',
  'meta_description',
  'categories',
  'univers',
  'size_type',
  'medias',
  'technical_doc_url',
  'links',
  'brand',
  'tags',
  'attributes',
  'structured_attributes',
  'picto_usage',
  'clean',
  'composition',
  'market',
] as const satisfies readonly (keyof ProductDocument)[]

function shareWith(first: ProductDocument, variant: ProductDocument): void {
  const target = variant as Record<string, unknown>
  for (const field of SHARED_FIELDS) {
    if (deepEqual(first[field], variant[field])) target[field] = first[field]
  }
}

// ---------------------------------------------------------------------------------------------
// Building

const compareCategories = (a: CategoryDocument, b: CategoryDocument) =>
  (a.sequence ?? Number.POSITIVE_INFINITY) - (b.sequence ?? Number.POSITIVE_INFINITY) || a.id - b.id

function priceRangeKey(value: number): string | undefined {
  return PRICE_RANGES.find(
    (range) => (range.from === undefined || value >= range.from) && (range.to === undefined || value < range.to),
  )?.key
}

function buildColumns(documents: ProductDocument[], dictionaries: Map<string, Dictionary>): Columns {
  const dictionary = (facet: string) => {
    let found = dictionaries.get(facet)
    if (!found) dictionaries.set(facet, (found = new Dictionary()))
    return found
  }
  const single = new Map<string, Int32Array>()
  const column = (facet: string) => {
    let found = single.get(facet)
    if (!found) single.set(facet, (found = new Int32Array(documents.length).fill(-1)))
    return found
  }
  const price = new Float64Array(documents.length).fill(Number.NaN)
  const priceTaxed = new Float64Array(documents.length).fill(Number.NaN)
  const discounted = new Uint8Array(documents.length)
  const markets: number[][] = []
  const inStockStates = new Set<string | null>(IN_STOCK_STATES)
  // Bucket keys known before any variant, so the columns exist even when no variant has them.
  for (const facet of [FACETS.brand, FACETS.price, FACETS.priceTaxed, FACETS.availability]) column(facet)

  documents.forEach((variant, position) => {
    if (variant.brand) column(FACETS.brand)[position] = dictionary(FACETS.brand).id(variant.brand.name)
    for (const [axis, value] of Object.entries(variant.variant_attributes)) {
      column(axis)[position] = dictionary(axis).id(String(value))
    }
    const publicPrice = variant.price[DEFAULT_ROLE]
    if (publicPrice) {
      price[position] = publicPrice.value
      const range = priceRangeKey(publicPrice.value)
      if (range !== undefined) column(FACETS.price)[position] = dictionary(FACETS.price).id(range)
      if (publicPrice.value_taxed !== undefined) {
        priceTaxed[position] = publicPrice.value_taxed
        const taxedRange = priceRangeKey(publicPrice.value_taxed)
        if (taxedRange !== undefined) column(FACETS.priceTaxed)[position] = dictionary(FACETS.priceTaxed).id(taxedRange)
      }
      discounted[position] = publicPrice.discount > 0 || publicPrice.original_value > publicPrice.value ? 1 : 0
    }
    if (inStockStates.has(variant.stock?.['global']?.state ?? null)) {
      column(FACETS.availability)[position] = dictionary(FACETS.availability).id(IN_STOCK_KEY)
    }
    markets.push(variant.market.map((market) => dictionary(FACETS.market).id(market)))
  })
  dictionary(FACETS.market)
  return { single, markets, price, priceTaxed, discounted }
}

export async function loadCatalogue(files: CatalogueFiles, logger: Logger): Promise<Catalogue> {
  const documents: ProductDocument[] = []
  const firstOf = new Map<string, ProductDocument>()
  const categoryDocuments: CategoryDocument[] = []
  await Promise.all([
    readDocuments(files.product, productDocumentSchema, logger, (variant) => {
      const first = firstOf.get(variant.url_key)
      if (first) shareWith(first, variant)
      else firstOf.set(variant.url_key, variant)
      documents.push(variant)
    }),
    readDocuments(files.category, categoryDocumentSchema, logger, (category) => categoryDocuments.push(category)),
  ])

  const dictionaries = new Map<string, Dictionary>()
  const categoryDictionary = new Dictionary()
  dictionaries.set(FACETS.category, categoryDictionary)
  const columns = buildColumns(documents, dictionaries)

  const groups = new Map<string, number[]>()
  documents.forEach((variant, position) => {
    const group = groups.get(variant.url_key)
    if (group) group.push(position)
    else groups.set(variant.url_key, [position])
  })
  const modelOf = new Int32Array(documents.length)
  const models: Model[] = [...groups.entries()].map(([urlKey, variants], position) => {
    variants.sort((a, b) => (documents[a] as ProductDocument).id - (documents[b] as ProductDocument).id)
    for (const variant of variants) modelOf[variant] = position
    const main = documents[
      variants.find((variant) => documents[variant]?.main) ?? (variants[0] as number)
    ] as ProductDocument
    const categoryIds = new Set(main.categories.map((category) => category.id))
    return {
      position,
      urlKey,
      variants,
      main,
      boost: sequenceBoost(main.sequence),
      categoryIds,
      categoryValues: [...categoryIds].map((id) => categoryDictionary.id(String(id))),
      univers: new Set(main.univers.flatMap((universe) => (universe.url_key ? [universe.url_key] : []))),
      sortName: foldText(main.model.name),
    }
  })

  const byUrlKey = new Map<string, Model>()
  const byRedirect = new Map<string, Model[]>()
  const bySku = new Map<string, number>()
  const byId = new Map<number, number>()
  for (const model of models) {
    byUrlKey.set(model.urlKey, model)
    for (const key of model.main.redirect_url_key) byRedirect.set(key, [...(byRedirect.get(key) ?? []), model])
    for (const position of model.variants) {
      const variant = documents[position] as ProductDocument
      if (variant.sku) bySku.set(variant.sku, position)
      byId.set(variant.id, position)
    }
  }
  const categories = [...categoryDocuments].sort(compareCategories)
  return {
    documents,
    models,
    modelOf,
    byUrlKey,
    byRedirect,
    bySku,
    byId,
    dictionaries,
    columns,
    productText: buildProductText(models, documents),
    categories,
    categoryByUrlKey: new Map(categories.map((category) => [category.url_key, category])),
    categoryByRedirect: new Map(
      categories.flatMap((category) => category.redirect_url_key.map((key) => [key, category] as const)),
    ),
    categoryText: buildCategoryText(categories),
  }
}
