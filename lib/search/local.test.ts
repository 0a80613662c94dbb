import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSearchDocuments } from '@/demo/catalogue/generate'
import { type CategoryDocument, type ProductDocument } from './documents'
import { compareSizes } from './document-reads'
import { LocalSearchBackend } from './local'
import { foldText } from './text'

const silent = { error: () => {}, warn: () => {}, info: () => {} }
const dirs: string[] = []
let backend: LocalSearchBackend
let products: ProductDocument[]
let categories: CategoryDocument[]
const models = new Map<string, ProductDocument[]>()

async function catalogue(size: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'local-search-'))
  dirs.push(dir)
  await writeSearchDocuments({ dataDir: dir, products: size, cmsUrl: 'http://cms.test' })
  return path.join(dir, 'search')
}

const readNdjson = async (file: string) =>
  (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))

beforeAll(async () => {
  const dir = await catalogue(400)
  products = await readNdjson(path.join(dir, 'shopinvader_product_fr_fr.ndjson'))
  categories = await readNdjson(path.join(dir, 'shopinvader_category_fr_fr.ndjson'))
  for (const product of products) models.set(product.url_key, [...(models.get(product.url_key) ?? []), product])
  backend = new LocalSearchBackend({ dir, logger: silent })
})

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

/** Number of products (models) with at least one variant passing `test`. */
const modelsWith = (test: (variant: ProductDocument) => boolean) =>
  [...models.values()].filter((variants) => variants.some(test)).length
const publicPrice = (variant: ProductDocument) => variant.price['default']?.value
const everything = 1000

describe('LocalSearchBackend: text search', () => {
  it('finds "Chaussures de sécurité" from "chaussure securite", without accents or plural', async () => {
    const result = await backend.searchProducts({ mode: 'search', text: 'chaussure securite', pageSize: everything })
    expect(result.total).toBeGreaterThan(0)
    expect(result.hits.some((hit) => hit.product.model.name.startsWith('Chaussure de sécurité'))).toBe(true)
    for (const hit of result.hits) {
      const words = foldText(
        [
          hit.product.model.name,
          ...hit.product.categories.map((category) => category.name),
          hit.product.description,
        ].join(' '),
      )
      expect(words).toContain('chaussure')
      expect(words).toContain('securite')
    }
  })

  it('keeps only the named variant when a sku is typed', async () => {
    const variant = products.find((product) => !product.main && product.variant_count > 2) as ProductDocument
    const result = await backend.searchProducts({ mode: 'search', text: variant.sku as string })
    expect(result.hits[0]?.product.url_key).toBe(variant.url_key)
    expect(result.hits[0]?.variants.map((found) => found.sku)).toEqual([variant.sku])
  })

  it('finds nothing for unknown words', async () => {
    const result = await backend.searchProducts({ mode: 'search', text: 'xylophone quantique' })
    expect(result.total).toBe(0)
    expect(result.hits).toEqual([])
  })
})

describe('LocalSearchBackend: filters and facets', () => {
  it('lists every product once, one variant each, the main one, in a listing', async () => {
    const result = await backend.searchProducts({ mode: 'listing', pageSize: everything })
    expect(result.total).toBe(models.size)
    expect(new Set(result.hits.map((hit) => hit.product.url_key)).size).toBe(models.size)
    for (const hit of result.hits) {
      expect(hit.variants).toHaveLength(1)
      expect(hit.product.main).toBe(true)
    }
  })

  it('counts facet values in products, not variants', async () => {
    const { aggregations } = await backend.searchProducts({ mode: 'listing' })
    const brands = new Set(products.map((product) => product.brand?.name as string))
    expect(aggregations['brand']).toEqual(
      [...brands]
        .sort()
        .map((brand) => ({ key: brand, count: modelsWith((variant) => variant.brand?.name === brand) })),
    )
    const sizes = aggregations['taille']?.map((bucket) => bucket.key) ?? []
    expect(sizes).toEqual([...sizes].sort(compareSizes))
    expect(aggregations['taille']?.find((bucket) => bucket.key === 'M')?.count).toBe(
      modelsWith((variant) => variant.variant_attributes['taille'] === 'M'),
    )
    expect(aggregations['market']?.find((bucket) => bucket.key === 'UGAP')?.count).toBe(
      modelsWith((variant) => variant.market.includes('UGAP')),
    )
    expect(aggregations['category']?.find((bucket) => bucket.key === '21')?.count).toBe(
      modelsWith((variant) => variant.categories.some((category) => category.id === 21)),
    )
    expect(aggregations['availability']).toEqual([
      {
        key: 'in_stock',
        count: modelsWith((variant) =>
          ['in_stock', 'in_limited_stock'].includes(variant.stock?.['global']?.state ?? ''),
        ),
      },
    ])
    const priceTotal = (aggregations['price'] ?? []).reduce((sum, bucket) => sum + bucket.count, 0)
    expect(priceTotal).toBeGreaterThanOrEqual(models.size)
  })

  it('filters by variant attribute and counts that facet without its own refinement', async () => {
    const all = await backend.searchProducts({ mode: 'search' })
    const result = await backend.searchProducts({
      mode: 'search',
      filters: { attributes: { taille: ['M'] } },
      pageSize: everything,
    })
    expect(result.total).toBe(modelsWith((variant) => variant.variant_attributes['taille'] === 'M'))
    for (const hit of result.hits)
      for (const variant of hit.variants) expect(variant.variant_attributes['taille']).toBe('M')
    expect(result.aggregations['taille']).toEqual(all.aggregations['taille'])
    const nordik = result.aggregations['brand']?.find((bucket) => bucket.key === 'Nordik Pro')?.count
    expect(nordik).toBe(
      modelsWith((variant) => variant.brand?.name === 'Nordik Pro' && variant.variant_attributes['taille'] === 'M'),
    )
  })

  it('filters by brand, market, public price, stock, category, universe and discount', async () => {
    const total = async (query: Parameters<LocalSearchBackend['searchProducts']>[0]) =>
      (await backend.searchProducts({ ...query, pageSize: everything })).total
    expect(await total({ mode: 'listing', filters: { brand: ['Pas Sûr'] } })).toBe(
      modelsWith((variant) => variant.brand?.name === 'Pas Sûr'),
    )
    expect(await total({ mode: 'listing', filters: { market: ['MARCHE-2025-014'] } })).toBe(
      modelsWith((variant) => variant.market.includes('MARCHE-2025-014')),
    )
    expect(await total({ mode: 'listing', filters: { priceMin: 20, priceMax: 60 } })).toBe(
      modelsWith((variant) => (publicPrice(variant) ?? -1) >= 20 && (publicPrice(variant) ?? Infinity) <= 60),
    )
    expect(await total({ mode: 'listing', filters: { inStock: true } })).toBe(
      modelsWith((variant) => ['in_stock', 'in_limited_stock'].includes(variant.stock?.['global']?.state ?? '')),
    )
    expect(await total({ mode: 'listing', categoryId: 21 })).toBe(
      modelsWith((variant) => variant.categories.some((category) => category.id === 21)),
    )
    expect(await total({ mode: 'listing', univers: 'vetements-de-travail' })).toBe(
      modelsWith((variant) => variant.univers.some((universe) => universe.url_key === 'vetements-de-travail')),
    )
    const discounted = modelsWith((variant) => (variant.price['default']?.discount ?? 0) > 0)
    expect(discounted).toBeGreaterThan(0)
    expect(await total({ mode: 'listing', discountOnly: true })).toBe(discounted)
  })
})

describe('LocalSearchBackend: sort and pages', () => {
  it('sorts by lowest public price, by name and by newest', async () => {
    const cheapest = (
      await backend.searchProducts({ mode: 'search', sort: 'price-asc', pageSize: everything })
    ).hits.map((hit) => Math.min(...hit.variants.map((variant) => publicPrice(variant) ?? Infinity)))
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b))
    const dearest = (
      await backend.searchProducts({ mode: 'search', sort: 'price-desc', pageSize: everything })
    ).hits.map((hit) => Math.max(...hit.variants.map((variant) => publicPrice(variant) ?? -Infinity)))
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a))
    const names = (await backend.searchProducts({ mode: 'listing', sort: 'name', pageSize: everything })).hits.map(
      (hit) => foldText(hit.product.model.name),
    )
    expect(names).toEqual([...names].sort())
    const newest = (await backend.searchProducts({ mode: 'search', sort: 'newest', pageSize: everything })).hits.map(
      (hit) => Math.max(...hit.variants.map((variant) => variant.id)),
    )
    expect(newest).toEqual([...newest].sort((a, b) => b - a))
  })

  it('ranks a lower sequence first when nothing is typed', async () => {
    const sequences = (await backend.searchProducts({ mode: 'listing', pageSize: everything })).hits.map(
      (hit) => hit.product.sequence ?? 1000,
    )
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b))
  })

  it('pages through the same order', async () => {
    const whole = await backend.searchProducts({ mode: 'listing', sort: 'name', pageSize: 15 })
    const second = await backend.searchProducts({ mode: 'listing', sort: 'name', page: 2, pageSize: 5 })
    expect(second.total).toBe(whole.total)
    expect(second.hits.map((hit) => hit.product.id)).toEqual(whole.hits.slice(5, 10).map((hit) => hit.product.id))
  })
})

describe('LocalSearchBackend: lookups', () => {
  const moved = () =>
    [...models.values()].find((variants) => (variants[0]?.redirect_url_key.length ?? 0) > 0)?.[0] as ProductDocument

  it('finds a product by url_key with every variant, the main one as the product', async () => {
    const { url_key: urlKey } = moved()
    const found = await backend.productByUrlKey(urlKey)
    expect(found.kind).toBe('found')
    if (found.kind !== 'found') return
    expect(found.value.product.main).toBe(true)
    expect(found.value.variants).toHaveLength(models.get(urlKey)?.length ?? -1)
  })

  it('redirects a former url_key and a trailing index.html, and misses an unknown one', async () => {
    const product = moved()
    expect(await backend.productByUrlKey(product.redirect_url_key[0] as string)).toEqual({
      kind: 'redirect',
      urlKey: product.url_key,
    })
    expect(await backend.productByUrlKey(`${product.url_key}/index.html`)).toEqual({
      kind: 'redirect',
      urlKey: product.url_key,
    })
    expect(await backend.productByUrlKey('nulle-part')).toEqual({ kind: 'missing' })
  })

  it('finds by sku, ids and skus', async () => {
    const variant = products.find((product) => !product.main) as ProductDocument
    const bySku = await backend.productBySku(variant.sku as string)
    expect(bySku?.product.id).toBe(variant.id)
    expect(bySku?.variants).toHaveLength(models.get(variant.url_key)?.length ?? -1)
    expect(await backend.productBySku('INCONNU')).toBeNull()

    const [a, b] = [...models.values()] as ProductDocument[][]
    const hits = await backend.productsByIds([
      b?.[0]?.id as number,
      999_999,
      a?.[0]?.id as number,
      a?.[1]?.id as number,
    ])
    expect(hits.map((hit) => hit.product.url_key)).toEqual([b?.[0]?.url_key, a?.[0]?.url_key])
    expect(hits[1]?.variants).toHaveLength(2)
    expect((await backend.productsBySkus([a?.[0]?.sku as string])).map((hit) => hit.product.id)).toEqual([a?.[0]?.id])
  })

  it('finds categories, redirects their former url_key, lists the top level by sequence', async () => {
    const epi = categories.find((category) => category.redirect_url_key.includes('epi')) as CategoryDocument
    expect(await backend.categoryByUrlKey('epi')).toEqual({ kind: 'redirect', urlKey: epi.url_key })
    expect(await backend.categoryByUrlKey(epi.url_key)).toMatchObject({ kind: 'found', value: { id: epi.id } })
    const top = await backend.categories({ level: 0, size: 20 })
    expect(top.map((category) => category.id)).toEqual(
      categories
        .filter((category) => category.level === 0)
        .sort((x, y) => (x.sequence ?? 0) - (y.sequence ?? 0) || x.id - y.id)
        .map((category) => category.id),
    )
    expect(await backend.categories({ size: 5000 })).toHaveLength(categories.length)
    expect(await backend.categories({ size: 3 })).toHaveLength(3)
  })
})

describe('LocalSearchBackend: autocomplete', () => {
  it('suggests products and categories with their site paths, within the size asked', async () => {
    const suggestions = await backend.autocomplete('gant', 8)
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(8)
    const product = suggestions.find((suggestion) => suggestion.kind === 'product')
    expect(product?.label.toLowerCase()).toContain('gant')
    expect(product?.href).toMatch(/^\/[a-z0-9-]+\?sku=/)
    const category = suggestions.find((suggestion) => suggestion.kind === 'category')
    expect(category).toMatchObject({ href: expect.stringMatching(/^\/gants/) })
    expect(await backend.autocomplete('gant', 2)).toHaveLength(2)
  })

  it('keeps the products to one market when asked, and still suggests categories', async () => {
    const MARKET = 'MARCHE-2025-014'
    const { hits } = await backend.searchProducts({ mode: 'listing', filters: { market: [MARKET] }, pageSize: 1 })
    const word = hits[0]!.product.name.split(' ')[0]!
    const inMarket = async (suggestion: { kind: string; href: string }) => {
      const sku = new URL(suggestion.href, 'http://shop.test').searchParams.get('sku')
      return (await backend.productBySku(sku!))!.variants.some((variant) => variant.market.includes(MARKET))
    }
    const products = (list: Array<{ kind: string; href: string }>) => list.filter((s) => s.kind === 'product')

    const all = products(await backend.autocomplete(word, 500))
    const expected: string[] = []
    for (const suggestion of all) if (await inMarket(suggestion)) expected.push(suggestion.href)
    const filtered = await backend.autocomplete(word, 500, { market: [MARKET] })
    expect(expected.length).toBeGreaterThan(0)
    expect(
      products(filtered)
        .map((suggestion) => suggestion.href)
        .sort(),
    ).toEqual(expected.sort())
    expect(filtered.filter((suggestion) => suggestion.kind === 'category')).toEqual(
      (await backend.autocomplete(word, 500)).filter((suggestion) => suggestion.kind === 'category'),
    )
  })
})

describe('LocalSearchBackend: reload', () => {
  it('serves a new catalogue once its files change', async () => {
    const dir = await catalogue(30)
    const local = new LocalSearchBackend({ dir, recheckMs: 0, logger: silent })
    const before = (await local.searchProducts({ mode: 'listing' })).total
    await writeSearchDocuments({ dataDir: path.dirname(dir), products: 90, cmsUrl: 'http://cms.test' })
    let after = before
    for (let attempt = 0; attempt < 50 && after === before; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      after = (await local.searchProducts({ mode: 'listing' })).total
    }
    expect(after).toBeGreaterThan(before)
  })

  it('rejects a folder without documents', async () => {
    const local = new LocalSearchBackend({ dir: path.join(tmpdir(), 'no-such-catalogue'), logger: silent })
    await expect(local.searchProducts({ mode: 'listing' })).rejects.toThrow()
  })
})

describe('LocalSearchBackend: French analysis and ranking', () => {
  // The demo's own size: enough models for gloves and "wear gloves" signs to compete.
  let demo: LocalSearchBackend
  let demoProducts: ProductDocument[]
  beforeAll(async () => {
    const dir = await catalogue(2000)
    demoProducts = await readNdjson(path.join(dir, 'shopinvader_product_fr_fr.ndjson'))
    demo = new LocalSearchBackend({ dir, logger: silent })
  })

  const search = (text: string, pageSize = 24) => demo.searchProducts({ mode: 'search', text, pageSize })
  const inCategory = (key: string) => (hit: { product: ProductDocument }) =>
    hit.product.categories.some((category) => category.url_key === key)
  const isGlove = (hit: { product: ProductDocument }) =>
    inCategory('protection-des-mains')(hit) || inCategory('gants-de-jardinage')(hit)

  it('plural: "gants" lists every glove before the "wear gloves" signs, and finds what "gant" finds', async () => {
    const plural = await search('gants', 100)
    const firstSign = plural.hits.findIndex((hit) => hit.product.model.name.startsWith('Panneau'))
    const lastGlove = plural.hits.findLastIndex(isGlove)
    expect(plural.hits.slice(0, 4).every(isGlove)).toBe(true)
    expect(firstSign === -1 || firstSign > lastGlove).toBe(true)
    const singular = await search('gant', 100)
    expect(
      singular.hits
        .filter(isGlove)
        .map((hit) => hit.product.url_key)
        .sort(),
    ).toEqual(
      plural.hits
        .filter(isGlove)
        .map((hit) => hit.product.url_key)
        .sort(),
    )
  })

  it('elision: "l\'EPI" means protective equipment, "vestes d’hiver" winter jackets', async () => {
    const epi = await search("l'EPI")
    expect(epi.hits.slice(0, 4).every(inCategory('protection-individuelle'))).toBe(true)
    const winter = await search('vestes d’hiver')
    expect(winter.hits.slice(0, 4).every(inCategory('parkas-hiver'))).toBe(true)
  })

  it('accents: typed without them, or with them where the catalogue has none, the same products come back', async () => {
    const bare = await search('hygiene des mains')
    const accented = await search('Hygiène dès mains')
    expect(bare.total).toBeGreaterThan(0)
    expect(accented.hits.map((hit) => hit.product.url_key)).toEqual(bare.hits.map((hit) => hit.product.url_key))
  })

  it('sku first: every exact sku or partner reference, in any case, puts its product first with that variant', async () => {
    // Every variant of the catalogue: skus of one model share a prefix ("VB10004-NOI-S", "VB10005-NOI-L"),
    // and a near one must never come before the one typed.
    const missed: string[] = []
    for (const variant of demoProducts) {
      const typed = [variant.sku?.toLowerCase(), variant.ref_partner_1, variant.ref_partner_2]
      for (const reference of typed.filter((value): value is string => Boolean(value))) {
        const { hits } = await search(reference, 1)
        if (hits[0]?.product.sku !== variant.sku) missed.push(`${reference} → ${hits[0]?.product.sku ?? 'rien'}`)
      }
    }
    expect(missed).toEqual([])
  })

  it('typos: corrected past the first three letters only, with a spelling offered when nothing matches', async () => {
    expect((await search('casqeu antibruit')).hits[0]?.product.model.name).toMatch(/^Casque antibruit/)
    const swapped = await search('gnats')
    expect(swapped.total).toBe(0)
    expect(swapped.suggestions).toEqual(['gants'])
  })

  it('variant words: a colour or a size narrows to the variants that have it', async () => {
    const orange = await search('gilet haute visibilité orange')
    expect(orange.hits.slice(0, 4).every(inCategory('gilets-haute-visibilite'))).toBe(true)
    for (const hit of orange.hits) {
      expect(hit.variants.every((found) => String(found.variant_attributes['couleur']).startsWith('Orange'))).toBe(true)
    }
    const sized = await search('gants anti coupure taille 9')
    expect(sized.hits.length).toBeGreaterThan(0)
    expect(sized.hits.every(inCategory('gants-anti-coupure'))).toBe(true)
    expect(sized.hits.every((hit) => hit.variants.every((found) => found.variant_attributes['taille'] === '9'))).toBe(
      true,
    )
  })

  it('autocomplete follows the same rules', async () => {
    const [first] = await demo.autocomplete('gants', 8)
    expect(first).toMatchObject({ kind: 'product', label: expect.stringMatching(/^Gant /) })
  })
})
