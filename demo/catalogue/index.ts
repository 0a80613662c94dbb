import path from 'node:path'
import {
  DEFAULT_INDEX_PREFIX,
  SEARCH_LOCALE,
  categoryDocumentSchema,
  productDocumentSchema,
  searchIndexNames,
  type CategoryDocument,
  type ProductDocument,
} from '../../lib/search/documents'
import type { DemoConfig } from '../config'
import {
  DEFAULT_SEED,
  GENERATOR_VERSION,
  SEARCH_DIR,
  generateCatalogue,
  readManifest,
  type CatalogueManifest,
} from './generate'
import { imagePool, imagePoolHash, renderImagePool } from './images'
import { readNdjson } from './ndjson'
import { writeTechnicalSheets } from './technical-sheets'
import { PRICE_ROLES } from './vocabulary'

export { DEFAULT_SEED, SEARCH_DIR, generateCatalogue, readManifest, type CatalogueManifest } from './generate'
export { IMAGES_DIR } from './images'
export { DOCS_DIR } from './technical-sheets'
export { MARKETS, MARKET_CODES, PRICE_ROLES } from './vocabulary'

/** The part of the demo configuration the catalogue depends on. */
type CatalogueConfig = Pick<DemoConfig, 'dataDir' | 'products'> & { urls: { cms: string } }

export interface EnsureOptions {
  seed?: number
  roles?: readonly string[]
  /** Prefix of the index names; the app reads the same `ELASTICSEARCH_INDEX`. */
  indexPrefix?: string
}

/**
 * Generates the catalogue unless the data folder already holds one made with the same settings,
 * so a restart of the demo costs nothing.
 */
export async function ensureCatalogue(
  config: CatalogueConfig,
  options: EnsureOptions = {},
): Promise<CatalogueManifest> {
  const started = performance.now()
  const wanted = {
    seed: options.seed ?? DEFAULT_SEED,
    products: config.products,
    cmsUrl: config.urls.cms,
    roles: [...(options.roles ?? PRICE_ROLES)],
    indexPrefix: options.indexPrefix ?? (process.env.ELASTICSEARCH_INDEX?.trim() || DEFAULT_INDEX_PREFIX),
    locale: SEARCH_LOCALE,
  }
  const current = await readManifest(config.dataDir)
  const pool = imagePool()
  const upToDate =
    current !== undefined &&
    current.generatorVersion === GENERATOR_VERSION &&
    current.imagePoolHash === imagePoolHash(pool) &&
    (Object.keys(wanted) as (keyof typeof wanted)[]).every(
      (key) => JSON.stringify(current[key]) === JSON.stringify(wanted[key]),
    )
  if (upToDate) {
    // Cheap when nothing is missing; puts back files someone deleted by hand.
    await renderImagePool(config.dataDir, pool)
    await writeTechnicalSheets(config.dataDir)
    console.log(`[demo] ${'catalogue'.padEnd(14)} ${current.products} produits (à jour)`)
    return current
  }
  const manifest = await generateCatalogue({ ...wanted, dataDir: config.dataDir })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `[demo] ${'catalogue'.padEnd(14)} ${manifest.products} produits (${manifest.models} modèles) générés en ${seconds} s`,
  )
  return manifest
}

/**
 * Which files to read, and whether to check them: documents this generator wrote are covered by its
 * tests, and validating 50,000 of them would triple the load time; anything else is checked.
 */
async function catalogueFiles(dataDir: string) {
  const manifest = await readManifest(dataDir)
  if (manifest?.generatorVersion === GENERATOR_VERSION) return { files: manifest.files, trusted: true }
  const names = manifest?.files ?? {
    product: `${searchIndexNames().product}.ndjson`,
    category: `${searchIndexNames().category}.ndjson`,
  }
  return { files: names, trusted: false }
}

export interface LoadOptions {
  /** Validate every document against the schema; by default only files not written by this generator. */
  validate?: boolean
}

async function load<T>(file: string, schema: { parse(raw: unknown): T }, validate: boolean): Promise<T[]> {
  const documents: T[] = []
  for await (const raw of readNdjson(file)) documents.push(validate ? schema.parse(raw) : (raw as T))
  return documents
}

/** The product documents' file, which the shop's local search adapter reads (and re-reads when it changes). */
export async function productDocumentsFile(dataDir: string): Promise<string> {
  const { files } = await catalogueFiles(dataDir)
  return path.join(SEARCH_DIR(dataDir), files.product)
}

/** Every product (variant) document; the order system reads names, prices and states from them. */
export async function loadProductDocuments(dataDir: string, options: LoadOptions = {}): Promise<ProductDocument[]> {
  const { files, trusted } = await catalogueFiles(dataDir)
  return load(path.join(SEARCH_DIR(dataDir), files.product), productDocumentSchema, options.validate ?? !trusted)
}

export async function loadCategoryDocuments(dataDir: string, options: LoadOptions = {}): Promise<CategoryDocument[]> {
  const { files, trusted } = await catalogueFiles(dataDir)
  return load(path.join(SEARCH_DIR(dataDir), files.category), categoryDocumentSchema, options.validate ?? !trusted)
}
