import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_INDEX_PREFIX, SEARCH_LOCALE, searchIndexNames } from '../../lib/search/documents'
import { buildCategoryTree, categoryDocument } from './categories'
import { imagePool, imagePoolHash, renderImagePool } from './images'
import { groupByLeaf, planLinks, planModels } from './models'
import { NdjsonWriter } from './ndjson'
import { variantDocuments } from './products'
import { createSlugRegistry } from './slug'
import { writeTechnicalSheets } from './technical-sheets'
import { PRICE_ROLES } from './vocabulary'

/**
 * Writes the demo catalogue: `${dataDir}/search/{index}_{locale}.ndjson` for products (one line per
 * variant) and categories, the illustration pool under `${dataDir}/images/catalogue/`, the technical
 * sheets under `${dataDir}/docs/`, and a manifest. Same options, same bytes.
 */

export const DEFAULT_SEED = 20_251_122
/** Bump when the generator's output changes, so existing demo data is regenerated. */
export const GENERATOR_VERSION = 3

export const SEARCH_DIR = (dataDir: string) => path.join(dataDir, 'search')
export const MANIFEST_FILE = (dataDir: string) => path.join(SEARCH_DIR(dataDir), 'manifest.json')

export interface GenerateOptions {
  dataDir: string
  /** Exact number of product (variant) documents. */
  products: number
  /** Base of the absolute image and technical-sheet URLs. */
  cmsUrl: string
  seed?: number
  /** Roles that get a price list; another demo module defines accounts with these names. */
  roles?: readonly string[]
  indexPrefix?: string
  locale?: string
}

export interface CatalogueManifest {
  generatorVersion: number
  seed: number
  products: number
  models: number
  categories: number
  roles: string[]
  cmsUrl: string
  indexPrefix: string
  locale: string
  /** File names inside `${dataDir}/search/`. */
  files: { product: string; category: string }
  /** sha256 of both NDJSON files. */
  contentHash: string
  imagePoolHash: string
  images: number
  technicalSheets: number
}

export async function readManifest(dataDir: string): Promise<CatalogueManifest | undefined> {
  try {
    return JSON.parse(await readFile(MANIFEST_FILE(dataDir), 'utf8')) as CatalogueManifest
  } catch {
    return undefined
  }
}

export interface SearchDocumentsResult {
  files: { product: string; category: string }
  products: number
  models: number
  categories: number
  contentHash: string
}

/** The NDJSON files alone: the deterministic core of the catalogue. */
export async function writeSearchDocuments(options: GenerateOptions): Promise<SearchDocumentsResult> {
  const seed = options.seed ?? DEFAULT_SEED
  const roles = [...(options.roles ?? PRICE_ROLES)]
  if (!Number.isInteger(options.products) || options.products < 1) {
    throw new Error(`Nombre de produits invalide : ${options.products}`)
  }
  const searchDir = SEARCH_DIR(options.dataDir)
  await mkdir(searchDir, { recursive: true })

  const slugs = createSlugRegistry()
  const tree = buildCategoryTree(slugs)
  const models = planModels({ seed, products: options.products, tree, slugs })
  const byLeaf = groupByLeaf(models)
  const names = searchIndexNames(options.indexPrefix ?? DEFAULT_INDEX_PREFIX, options.locale ?? SEARCH_LOCALE)
  const files = { product: `${names.product}.ndjson`, category: `${names.category}.ndjson` }

  // Written aside then renamed, so readers never see a half-written file.
  const categoryWriter = new NdjsonWriter(path.join(searchDir, `${files.category}.tmp`))
  for (const category of tree.all) await categoryWriter.write(categoryDocument(category, options.cmsUrl))
  const productWriter = new NdjsonWriter(path.join(searchDir, `${files.product}.tmp`))
  for (const model of models) {
    const links = planLinks(seed, byLeaf, model)
    for (const document of variantDocuments(model, { seed, cmsUrl: options.cmsUrl, roles, links })) {
      await productWriter.write(document)
    }
  }
  const categoryHash = await categoryWriter.close()
  const productHash = await productWriter.close()
  for (const file of Object.values(files)) await rename(path.join(searchDir, `${file}.tmp`), path.join(searchDir, file))
  return {
    files,
    products: productWriter.count,
    models: models.length,
    categories: categoryWriter.count,
    contentHash: createHash('sha256').update(productHash).update(categoryHash).digest('hex'),
  }
}

/** Search documents, illustrations, technical sheets, then the manifest that vouches for them. */
export async function generateCatalogue(options: GenerateOptions): Promise<CatalogueManifest> {
  // A manifest must never describe files being rewritten.
  await rm(MANIFEST_FILE(options.dataDir), { force: true })

  const documents = await writeSearchDocuments(options)
  const pool = imagePool()
  await renderImagePool(options.dataDir, pool)
  const technicalSheets = await writeTechnicalSheets(options.dataDir)

  const manifest: CatalogueManifest = {
    generatorVersion: GENERATOR_VERSION,
    seed: options.seed ?? DEFAULT_SEED,
    products: documents.products,
    models: documents.models,
    categories: documents.categories,
    roles: [...(options.roles ?? PRICE_ROLES)],
    cmsUrl: options.cmsUrl,
    indexPrefix: options.indexPrefix ?? DEFAULT_INDEX_PREFIX,
    locale: options.locale ?? SEARCH_LOCALE,
    files: documents.files,
    contentHash: documents.contentHash,
    imagePoolHash: imagePoolHash(pool),
    images: pool.length,
    technicalSheets,
  }
  await writeFile(MANIFEST_FILE(options.dataDir), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
