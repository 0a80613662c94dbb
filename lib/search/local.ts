import path from 'node:path'
import { DEFAULT_INDEX_PREFIX, type CategoryDocument, type ProductDocument } from './documents'
import type { SearchLogger } from './elastic'
import { categorySuggestion, mergeSuggestions, orderBuckets, productHit, productSuggestion } from './hits'
import { cleanUrlKey, isCleanUrlKey } from './links'
import {
  FACETS,
  FACET_KEYS,
  LISTING_VARIANTS_SIZE,
  NAVIGATION_CATEGORIES_SIZE,
  PRICE_RANGES,
  SEARCH_VARIANTS_SIZE,
  TYPE_PRODUCTS_SIZE,
  pageOf,
} from './constants'
import { catalogueFiles, loadCatalogue, type Catalogue, type Model } from './local-catalogue'
import { correctSpelling, searchCategoryText, searchProductText } from './local-text'
import { CLOSEST_CATEGORIES } from './relevance'
import type {
  AutocompleteSuggestion,
  Bucket,
  Found,
  ProductFilters,
  ProductHit,
  ProductQuery,
  SearchBackend,
  SearchResult,
} from './types'

/**
 * The embedded search back end: the demo's NDJSON documents in process, with the Elasticsearch
 * adapter's semantics (the French analysis and ranking of lib/search/relevance.ts, variants collapsed
 * by url_key, disjunctive facets counted in products, lookups with redirects). It scores a product where
 * Elasticsearch scores each variant, so term statistics differ slightly. Loaded once per process,
 * reloaded in the background when the files change.
 */

export interface LocalSearchOptions {
  /** `SEARCH_LOCAL_DIR`: holds `manifest.json` and the `{prefix}_{product|category}_{locale}.ndjson` files. */
  dir: string
  indexPrefix?: string
  /** How often, at most, the files are checked for a new catalogue. */
  recheckMs?: number
  logger?: SearchLogger
}

const DEFAULT_RECHECK_MS = 5000

// ---------------------------------------------------------------------------------------------
// Refinements (the Elasticsearch post_filter), on variant positions

interface Refinement {
  facet: string
  test(position: number): boolean
}

function refinements(catalogue: Catalogue, filters: ProductFilters = {}): Refinement[] {
  const { columns, dictionaries } = catalogue
  const ids = (facet: string, values: readonly string[]) =>
    new Set(values.flatMap((value) => dictionaries.get(facet)?.find(value) ?? []))
  const valueIn = (facet: string, values: readonly string[]): Refinement => {
    const wanted = ids(facet, values)
    const column = columns.single.get(facet)
    return { facet, test: (position) => column !== undefined && wanted.has(column[position] as number) }
  }

  const active: Refinement[] = []
  if (filters.brand?.length) active.push(valueIn(FACETS.brand, filters.brand))
  for (const [axis, values] of Object.entries(filters.attributes ?? {})) {
    if (values.length > 0) active.push(valueIn(axis, values))
  }
  const { priceMin, priceMax } = filters
  if (priceMin !== undefined || priceMax !== undefined) {
    active.push({
      facet: FACETS.price,
      test: (position) => {
        const value = columns.price[position] as number
        // NaN (no public price) fails both comparisons.
        return (
          (priceMin === undefined || value >= priceMin) &&
          (priceMax === undefined || value <= priceMax) &&
          !Number.isNaN(value)
        )
      },
    })
  }
  if (filters.inStock) {
    const column = columns.single.get(FACETS.availability)
    active.push({
      facet: FACETS.availability,
      test: (position) => column !== undefined && (column[position] as number) >= 0,
    })
  }
  if (filters.market?.length) {
    const wanted = ids(FACETS.market, filters.market)
    active.push({
      facet: FACETS.market,
      test: (position) => (columns.markets[position] ?? []).some((id) => wanted.has(id)),
    })
  }
  return active
}

// ---------------------------------------------------------------------------------------------
// Facet counts: distinct products per value, each facet ignoring its own refinement

class FacetCounter {
  readonly counts: Int32Array
  private readonly lastModel: Int32Array

  constructor(
    readonly facet: string,
    readonly values: readonly string[],
    /** The refinement bit this facet ignores (0 when the buyer has not refined it). */
    readonly ownBit: number,
  ) {
    this.counts = new Int32Array(values.length)
    this.lastModel = new Int32Array(values.length).fill(-1)
  }

  add(id: number, model: number): void {
    if (id < 0 || this.lastModel[id] === model) return
    this.lastModel[id] = model
    this.counts[id] = (this.counts[id] as number) + 1
  }

  buckets(): Bucket[] {
    const buckets: Bucket[] = []
    this.counts.forEach((count, id) => buckets.push({ key: this.values[id] as string, count }))
    return orderBuckets(this.facet, sortLikeElasticsearch(this.facet, buckets))
  }
}

/** Terms by key, price bands in their order, categories by count as a plain terms aggregation. */
function sortLikeElasticsearch(facet: string, buckets: Bucket[]): Bucket[] {
  if (facet === FACETS.price) {
    const position = new Map(PRICE_RANGES.map((range, index) => [range.key, index]))
    return buckets.sort((a, b) => (position.get(a.key) ?? 0) - (position.get(b.key) ?? 0))
  }
  if (facet === FACETS.category) return buckets.sort((a, b) => b.count - a.count || Number(a.key) - Number(b.key))
  return buckets.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

// ---------------------------------------------------------------------------------------------
// Search

interface Match {
  model: Model
  score: number
  /** Positions of the variants matching every refinement, by id. */
  variants: number[]
}

function sortMatches(catalogue: Catalogue, matches: Match[], sort: ProductQuery['sort']): void {
  const { documents, columns } = catalogue
  const idOf = (position: number) => (documents[position] as ProductDocument).id
  const firstId = (match: Match) => idOf(match.variants[0] as number)
  const by = (key: (match: Match) => number, direction: 1 | -1) => {
    const keys = new Map(matches.map((match) => [match, key(match)]))
    matches.sort((a, b) => direction * ((keys.get(a) as number) - (keys.get(b) as number)) || firstId(a) - firstId(b))
  }
  // Like Elasticsearch, a product without a public price sorts last either way.
  const prices = (match: Match) =>
    match.variants.map((position) => columns.price[position] as number).filter((value) => !Number.isNaN(value))
  switch (sort ?? 'relevance') {
    case 'name':
      matches.sort((a, b) =>
        a.model.sortName < b.model.sortName ? -1 : a.model.sortName > b.model.sortName ? 1 : firstId(a) - firstId(b),
      )
      return
    case 'price-asc':
      return by((match) => (prices(match).length > 0 ? Math.min(...prices(match)) : Number.POSITIVE_INFINITY), 1)
    case 'price-desc':
      return by((match) => (prices(match).length > 0 ? Math.max(...prices(match)) : Number.NEGATIVE_INFINITY), -1)
    case 'newest':
      return by((match) => Math.max(...match.variants.map(idOf)), -1)
    case 'relevance':
      return by((match) => match.score, -1)
  }
}

/** The inner hits: main variant first, then by id; 100 on a search page, one in a listing. */
function innerHits(catalogue: Catalogue, match: Match, mode: ProductQuery['mode']): ProductDocument[] {
  const variants = match.variants.map((position) => catalogue.documents[position] as ProductDocument)
  const ordered = variants.sort((a, b) => Number(b.main) - Number(a.main) || a.id - b.id)
  return ordered.slice(0, mode === 'search' ? SEARCH_VARIANTS_SIZE : LISTING_VARIANTS_SIZE)
}

function searchCatalogue(catalogue: Catalogue, query: ProductQuery, { facets = true } = {}): SearchResult<ProductHit> {
  const text = query.text?.trim() ?? ''
  const candidates: Match[] =
    text === ''
      ? catalogue.models.map((model) => ({ model, score: model.boost, variants: model.variants }))
      : searchProductText(catalogue.productText, catalogue.models, catalogue.modelOf, text).map((found) => ({
          model: catalogue.models[found.model] as Model,
          score: found.score,
          variants: found.variants,
        }))

  const active = refinements(catalogue, query.filters)
  const bitOf = new Map(active.map((refinement, index) => [refinement.facet, 1 << index]))
  const counters = facets
    ? FACET_KEYS.map(
        (facet) => new FacetCounter(facet, catalogue.dictionaries.get(facet)?.values ?? [], bitOf.get(facet) ?? 0),
      )
    : []
  const variantCounters = counters.filter(
    (counter) => counter.facet !== FACETS.category && counter.facet !== FACETS.market,
  )
  const marketCounter = counters.find((counter) => counter.facet === FACETS.market)
  const categoryCounter = counters.find((counter) => counter.facet === FACETS.category)
  const columnsOf = variantCounters.map((counter) => catalogue.columns.single.get(counter.facet))
  const { discounted, markets } = catalogue.columns

  const matches: Match[] = []
  for (const candidate of candidates) {
    const { model } = candidate
    if (query.categoryId !== undefined && !model.categoryIds.has(query.categoryId)) continue
    if (query.univers !== undefined && !model.univers.has(query.univers)) continue
    const matched: number[] = []
    for (const position of candidate.variants) {
      if (query.discountOnly && discounted[position] !== 1) continue
      let failed = 0
      for (let index = 0; index < active.length; index += 1) {
        if (!active[index]?.test(position)) failed |= 1 << index
      }
      if (failed === 0) matched.push(position)
      // A variant counts for a facet when no refinement but that facet's own rejects it.
      for (let index = 0; index < variantCounters.length; index += 1) {
        const counter = variantCounters[index] as FacetCounter
        const column = columnsOf[index]
        if ((failed & ~counter.ownBit) === 0 && column !== undefined)
          counter.add(column[position] as number, model.position)
      }
      if (marketCounter && (failed & ~marketCounter.ownBit) === 0) {
        for (const id of markets[position] ?? []) marketCounter.add(id, model.position)
      }
    }
    if (matched.length === 0) continue
    matches.push({ model, score: candidate.score, variants: matched })
    for (const id of model.categoryValues) categoryCounter?.add(id, model.position)
  }

  sortMatches(catalogue, matches, query.sort)
  const { pageSize, from } = pageOf(query)
  const page = matches.slice(from, from + pageSize)
  return {
    hits: page.map((match) => productHit(innerHits(catalogue, match, query.mode)) as ProductHit),
    total: matches.length,
    aggregations: Object.fromEntries(counters.map((counter) => [counter.facet, counter.buckets()])),
    raw: page.map((match) => ({ _id: match.model.urlKey, _score: match.score, variants: match.variants.length })),
    suggestions: text !== '' && matches.length === 0 ? didYouMean(catalogue, text) : [],
  }
}

function didYouMean(catalogue: Catalogue, text: string): string[] {
  const corrected = correctSpelling(catalogue.productText, text)
  return corrected === undefined ? [] : [corrected]
}

function lookUp<T>(
  urlKey: string,
  current: (key: string) => T | undefined,
  former: (key: string) => T | undefined,
  keyOf: (value: T) => string,
): Found<T> {
  const key = cleanUrlKey(urlKey)
  if (key === '') return { kind: 'missing' }
  const value = current(key)
  if (value !== undefined)
    return isCleanUrlKey(urlKey) ? { kind: 'found', value } : { kind: 'redirect', urlKey: keyOf(value) }
  const moved = former(key)
  return moved === undefined ? { kind: 'missing' } : { kind: 'redirect', urlKey: keyOf(moved) }
}

// ---------------------------------------------------------------------------------------------
// One catalogue per folder and process, shared by every adapter instance

interface Loaded {
  signature: string
  catalogue: Promise<Catalogue>
  checkedAt: number
  reloading: boolean
}

// Next bundles pages, route handlers and instrumentation apart, each with its own copy of this module:
// a registry on globalThis keeps one catalogue per process (hundreds of MB at 50,000 products).
const REGISTRY = Symbol.for('equipro.search.local.catalogues')
const loaded = ((globalThis as { [REGISTRY]?: Map<string, Loaded> })[REGISTRY] ??= new Map<string, Loaded>())

export class LocalSearchBackend implements SearchBackend {
  private readonly dir: string
  private readonly indexPrefix: string
  private readonly recheckMs: number
  private readonly logger: SearchLogger

  constructor(options: LocalSearchOptions) {
    this.dir = path.resolve(options.dir)
    this.indexPrefix = options.indexPrefix ?? DEFAULT_INDEX_PREFIX
    this.recheckMs = options.recheckMs ?? DEFAULT_RECHECK_MS
    this.logger = options.logger ?? console
  }

  /** Loads the catalogue ahead of the first visitor (the server calls it at start, without waiting). */
  async warmUp(): Promise<void> {
    await this.catalogue()
  }

  /** The catalogue in memory; a changed one is loaded aside and swapped in once complete. */
  private catalogue(): Promise<Catalogue> {
    const entry = loaded.get(this.dir)
    if (entry === undefined) return this.firstLoad()
    if (!entry.reloading && Date.now() - entry.checkedAt >= this.recheckMs) {
      entry.checkedAt = Date.now()
      entry.reloading = true
      void this.reloadIfChanged(entry).finally(() => {
        entry.reloading = false
      })
    }
    return entry.catalogue
  }

  private firstLoad(): Promise<Catalogue> {
    const entry: Loaded = {
      signature: '',
      checkedAt: Date.now(),
      reloading: false,
      catalogue: Promise.resolve(null as never),
    }
    entry.catalogue = (async () => {
      const started = performance.now()
      const files = await catalogueFiles(this.dir, this.indexPrefix)
      entry.signature = files.signature
      return this.loaded(await loadCatalogue(files, this.logger), started)
    })()
    // A failed load is not kept: the next request tries again.
    entry.catalogue.catch(() => {
      if (loaded.get(this.dir) === entry) loaded.delete(this.dir)
    })
    loaded.set(this.dir, entry)
    return entry.catalogue
  }

  private async reloadIfChanged(entry: Loaded): Promise<void> {
    try {
      const files = await catalogueFiles(this.dir, this.indexPrefix)
      if (files.signature === entry.signature) return
      const started = performance.now()
      const catalogue = this.loaded(await loadCatalogue(files, this.logger), started)
      entry.signature = files.signature
      entry.catalogue = Promise.resolve(catalogue)
    } catch (error) {
      // The catalogue already in memory keeps answering.
      this.logger.error('Search catalogue reload failed', {
        dir: this.dir,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  private loaded(catalogue: Catalogue, started: number): Catalogue {
    const ms = Math.round(performance.now() - started)
    const message = `[search] ${catalogue.documents.length} produits (${catalogue.models.length} modèles), ${catalogue.categories.length} catégories chargés en ${ms} ms`
    if (this.logger.info) this.logger.info(message)
    else console.info(message)
    return catalogue
  }

  async searchProducts(query: ProductQuery): Promise<SearchResult<ProductHit>> {
    return searchCatalogue(await this.catalogue(), query)
  }

  async productByUrlKey(urlKey: string): Promise<Found<ProductHit>> {
    const catalogue = await this.catalogue()
    const found = lookUp(
      urlKey,
      (key) => catalogue.byUrlKey.get(key),
      (key) => catalogue.byRedirect.get(key)?.[0],
      (model) => model.urlKey,
    )
    return found.kind === 'found' ? { kind: 'found', value: this.whole(catalogue, found.value) } : found
  }

  /** The variant of `sku` as the product, with every variant of its model. */
  async productBySku(sku: string): Promise<ProductHit | null> {
    const catalogue = await this.catalogue()
    const position = catalogue.bySku.get(sku)
    if (position === undefined) return null
    return this.whole(catalogue, catalogue.models[catalogue.modelOf[position] as number] as Model, sku)
  }

  async productsByIds(ids: number[]): Promise<ProductHit[]> {
    const catalogue = await this.catalogue()
    return groupByModel(
      catalogue,
      ids.slice(0, TYPE_PRODUCTS_SIZE).map((id) => catalogue.byId.get(id)),
    )
  }

  async productsBySkus(skus: string[]): Promise<ProductHit[]> {
    const catalogue = await this.catalogue()
    return groupByModel(
      catalogue,
      skus.slice(0, TYPE_PRODUCTS_SIZE).map((sku) => catalogue.bySku.get(sku)),
    )
  }

  async categoryByUrlKey(urlKey: string): Promise<Found<CategoryDocument>> {
    const catalogue = await this.catalogue()
    return lookUp(
      urlKey,
      (key) => catalogue.categoryByUrlKey.get(key),
      (key) => catalogue.categoryByRedirect.get(key),
      (category) => category.url_key,
    )
  }

  async categories(options: { level?: number; size: number }): Promise<CategoryDocument[]> {
    const { categories } = await this.catalogue()
    const size = Math.min(Math.max(options.size, 0), NAVIGATION_CATEGORIES_SIZE)
    const { level } = options
    return (level === undefined ? categories : categories.filter((category) => category.level === level)).slice(0, size)
  }

  async autocomplete(text: string, size: number, filters?: ProductFilters): Promise<AutocompleteSuggestion[]> {
    if (text.trim() === '' || size < 1) return []
    const catalogue = await this.catalogue()
    const { hits } = searchCatalogue(catalogue, { text, mode: 'listing', pageSize: size, filters }, { facets: false })
    const categories = searchCategoryText(catalogue.categoryText, text, { every: true })
      .slice(0, size)
      .flatMap((position) => catalogue.categories[position] ?? [])
    return mergeSuggestions(hits.map(productSuggestion), categories.map(categorySuggestion), size)
  }

  async closestCategories(text: string): Promise<CategoryDocument[]> {
    const catalogue = await this.catalogue()
    return searchCategoryText(catalogue.categoryText, text, { every: false })
      .slice(0, CLOSEST_CATEGORIES)
      .flatMap((position) => catalogue.categories[position] ?? [])
  }

  private whole(catalogue: Catalogue, model: Model, preferSku?: string): ProductHit {
    return productHit(
      model.variants.map((position) => catalogue.documents[position] as ProductDocument),
      preferSku,
    ) as ProductHit
  }
}

/** Requested variants grouped into their products, in the order first asked. */
function groupByModel(catalogue: Catalogue, positions: (number | undefined)[]): ProductHit[] {
  const groups = new Map<number, ProductDocument[]>()
  for (const position of positions) {
    if (position === undefined) continue
    const model = catalogue.modelOf[position] as number
    const group = groups.get(model) ?? []
    const variant = catalogue.documents[position] as ProductDocument
    if (!group.includes(variant)) group.push(variant)
    groups.set(model, group)
  }
  return [...groups.values()].map((variants) => productHit(variants) as ProductHit)
}
