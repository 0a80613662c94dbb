import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  categoryDocumentSchema,
  productDocumentSchema,
  type CategoryDocument,
  type ProductDocument,
} from '../../lib/search/documents'
import { compareSizes } from '../../lib/search/document-reads'
import { SEARCH_DIR, writeSearchDocuments, type SearchDocumentsResult } from './generate'
import { MARKET_CODES, PRICE_ROLES } from './vocabulary'

const CMS = 'http://cms.test'
const dirs: string[] = []
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalogue-'))
  dirs.push(dir)
  return dir
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

const readLines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown)

async function generate(products: number, extra: { seed?: number; roles?: string[] } = {}) {
  const dataDir = await tempDir()
  const result = await writeSearchDocuments({ dataDir, products, cmsUrl: CMS, ...extra })
  return {
    dataDir,
    result,
    products: (await readLines(path.join(SEARCH_DIR(dataDir), result.files.product))) as ProductDocument[],
    categories: (await readLines(path.join(SEARCH_DIR(dataDir), result.files.category))) as CategoryDocument[],
  }
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

describe('determinism', () => {
  it('writes byte-identical files for the same seed, and different ones for another seed', async () => {
    const first = await generate(200)
    const second = await generate(200)
    for (const file of Object.values(first.result.files)) {
      const [a, b] = await Promise.all(
        [first.dataDir, second.dataDir].map((dir) => readFile(path.join(SEARCH_DIR(dir), file))),
      )
      expect(a?.equals(b as Buffer)).toBe(true)
    }
    expect(second.result.contentHash).toBe(first.result.contentHash)
    expect((await generate(200, { seed: 7 })).result.contentHash).not.toBe(first.result.contentHash)
  })
})

describe('a 2,000-product catalogue', () => {
  let result: SearchDocumentsResult
  let products: ProductDocument[]
  let categories: CategoryDocument[]

  beforeAll(async () => {
    ;({ result, products, categories } = await generate(2000))
  })

  it('names its files {index}_{locale}.ndjson and holds exactly the requested number of variants', () => {
    expect(result.files).toEqual({
      product: 'shopinvader_product_fr_fr.ndjson',
      category: 'shopinvader_category_fr_fr.ndjson',
    })
    expect(products).toHaveLength(2000)
    expect(result.models).toBeGreaterThan(150)
  })

  it('writes documents the schemas accept without changing them', () => {
    for (const doc of products) expect(productDocumentSchema.parse(doc)).toEqual(doc)
    for (const doc of categories) expect(categoryDocumentSchema.parse(doc)).toEqual(doc)
  })

  it('gives every model exactly one main variant and a consistent variant count', () => {
    for (const [urlKey, variants] of groupBy(products, (doc) => doc.url_key)) {
      expect(
        variants.filter((doc) => doc.main),
        urlKey,
      ).toHaveLength(1)
      for (const doc of variants) expect(doc.variant_count).toBe(variants.length)
      expect(new Set(variants.map((doc) => doc.model.name)).size).toBe(1)
    }
  })

  it('lists sizes smallest first within each model and colour', () => {
    const withSizes = products.filter((doc) => doc.variant_attributes.taille !== undefined)
    expect(withSizes.length).toBeGreaterThan(1000)
    for (const variants of groupBy(
      withSizes,
      (doc) => `${doc.url_key}|${doc.variant_attributes.couleur ?? ''}`,
    ).values()) {
      const sizes = [...new Set(variants.map((doc) => String(doc.variant_attributes.taille)))]
      expect(sizes).toEqual([...sizes].sort(compareSizes))
      for (const doc of variants)
        expect(doc.size_type?.attributes).toEqual([...(doc.size_type?.attributes ?? [])].sort(compareSizes))
    }
  })

  it('keeps ids, skus and slugs unique, products and categories sharing one slug space', () => {
    expect(new Set(products.map((doc) => doc.id)).size).toBe(products.length)
    expect(new Set(products.map((doc) => doc.sku)).size).toBe(products.length)
    const slugOwners = new Map<string, string>()
    const claim = (slug: string, owner: string) => {
      const previous = slugOwners.get(slug)
      expect(previous === undefined || previous === owner, `${slug} : ${previous} / ${owner}`).toBe(true)
      slugOwners.set(slug, owner)
    }
    for (const doc of products)
      for (const slug of [doc.url_key, ...doc.redirect_url_key]) claim(slug, `p:${doc.url_key}`)
    for (const doc of categories) for (const slug of [doc.url_key, ...doc.redirect_url_key]) claim(slug, `c:${doc.id}`)
    expect(products.some((doc) => doc.redirect_url_key.length > 0)).toBe(true)
    expect(categories.some((doc) => doc.redirect_url_key.length > 0)).toBe(true)
  })

  it('builds a category tree at least four levels deep that every product category belongs to', () => {
    const byId = new Map(categories.map((doc) => [doc.id, doc]))
    expect(Math.max(...categories.map((doc) => doc.level))).toBeGreaterThanOrEqual(3)
    for (const doc of categories) {
      if (doc.parent) expect(byId.get(doc.parent.id)?.children).toContain(doc.id)
      else expect(doc.level).toBe(0)
      expect(doc.univers).toHaveLength(1)
    }
    for (const doc of products) {
      expect(doc.categories.length).toBeGreaterThanOrEqual(2)
      for (const ref of doc.categories) {
        expect(byId.get(ref.id)).toMatchObject({ name: ref.name, level: ref.level, url_key: ref.url_key })
      }
      for (const universe of doc.univers) expect(byId.get(universe.id)?.level).toBe(0)
    }
    const listed = new Set(products.flatMap((doc) => doc.categories.map((ref) => ref.id)))
    for (const leaf of categories.filter((doc) => doc.children.length === 0))
      expect(listed.has(leaf.id), leaf.name).toBe(true)
  })

  it('prices every role but the default one, with taxed amounts, discounts and prices on request', () => {
    for (const doc of products) {
      expect(Object.keys(doc.price)).toEqual([...PRICE_ROLES])
      for (const price of Object.values(doc.price)) {
        expect(price.value_taxed).toBeCloseTo(price.value * 1.2, 2)
        expect(price.original_value).toBeGreaterThanOrEqual(price.value)
      }
    }
    const pro = products.map((doc) => doc.price.pro!)
    expect(pro.filter((price) => price.value === 0).length).toBeGreaterThan(10)
    expect(pro.filter((price) => price.original_value > price.value && price.discount > 0).length).toBeGreaterThan(20)
  })

  it('marks some variants obsolete or out of stock, never a main variant alone', () => {
    const obsolete = products.filter((doc) => doc.product_state.code === 'obsolete')
    expect(obsolete.length).toBeGreaterThan(20)
    expect(products.filter((doc) => doc.stock?.global?.state === 'out_of_stock').length).toBeGreaterThan(50)
    for (const variants of groupBy(products, (doc) => doc.url_key).values()) {
      const main = variants.find((doc) => doc.main)
      const allObsolete = variants.every((doc) => doc.product_state.code === 'obsolete')
      if (main?.product_state.code === 'obsolete') expect(allObsolete).toBe(true)
    }
  })

  it('links to main variants that exist', () => {
    const mains = new Set(products.filter((doc) => doc.main).map((doc) => doc.id))
    const links = products.flatMap((doc) => Object.values(doc.links).flat())
    expect(links.length).toBeGreaterThan(1000)
    for (const link of links) expect(mains.has(link.id)).toBe(true)
    expect(products.some((doc) => (doc.links.cross_selling ?? []).length > 0)).toBe(true)
    expect(products.some((doc) => (doc.links.up_selling ?? []).length > 0)).toBe(true)
  })

  it('serves four image sizes and technical sheets from the CMS', () => {
    for (const doc of products) {
      const [image] = doc.images
      expect(Object.keys(image ?? {})).toEqual(['small', 'medium', 'large', 'xlarge'])
      expect(image?.small?.src).toMatch(/^http:\/\/cms\.test\/images\/catalogue\/[a-z-]+-[0-9a-f]{10}-small\.webp$/)
      expect(image?.small?.alt).toBeTruthy()
      if (doc.technical_doc_url)
        expect(doc.technical_doc_url).toMatch(/^http:\/\/cms\.test\/docs\/fiches-techniques\/[a-z-]+\.pdf$/)
    }
    expect(new Set(products.map((doc) => doc.images[0]?.small?.src)).size).toBeLessThan(60)
  })

  it('fills the French merchandising fields', () => {
    const withAll = products.filter(
      (doc) =>
        doc.picto_usage.length > 0 &&
        doc.clean.length > 0 &&
        doc.composition.length > 0 &&
        doc.brand &&
        doc.market.length > 0,
    )
    expect(withAll.length).toBeGreaterThan(0)
    expect(products.some((doc) => doc.market.includes(MARKET_CODES[0]!))).toBe(true)
    expect(products.some((doc) => doc.tags.length > 0)).toBe(true)
    expect(products.some((doc) => doc.meta_description === null)).toBe(true)
    expect(products.every((doc) => doc.ref_partner_1 !== null)).toBe(true)
  })
})

it('prices the roles it is given', async () => {
  const { products } = await generate(50, { roles: ['pro', 'grossiste'] })
  for (const doc of products) expect(Object.keys(doc.price)).toEqual(['pro', 'grossiste'])
})
