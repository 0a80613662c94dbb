import path from 'node:path'
import { loadCategoryDocuments, readManifest, SEARCH_DIR } from '../../demo/catalogue'
import { readNdjson } from '../../demo/catalogue/ndjson'
import { createCmsClient } from '../../lib/cms/client'
import type { CmsPage } from '../../lib/cms/schemas'
import { productDocumentSchema, type CategoryDocument, type ProductDocument } from '../../lib/search/documents'
import { PRODUCT_STATES, priceForRole } from '../../lib/search/document-reads'

export type PageName = 'home' | 'category' | 'product' | 'search' | 'cms'

export const PAGE_LABELS: Record<PageName, string> = {
  home: 'accueil',
  category: 'catégorie',
  product: 'produit',
  search: 'recherche',
  cms: 'page CMS',
}

export interface PageTarget {
  name: PageName
  /** Path and query on the shop. */
  path: string
}

export interface BenchTargets {
  /** home, category, product, search, cms: the order of the table. */
  pages: PageTarget[]
  /** Prefixes a buyer types into the header search box. */
  autocomplete: string[]
  /** Sellable products with a price for the cart figures' buyer. */
  cartProducts: number[]
}

export const AUTOCOMPLETE_QUERIES = 20
export const CART_PRODUCTS = 100
/** Documents read from the head of the catalogue; enough for every pick above. */
const SAMPLE = 3000

type CmsPageRef = Pick<CmsPage, 'handle' | 'fullpath'> & { seo: Pick<CmsPage['seo'], 'noindex'> }

/**
 * Real URLs from the generated catalogue and the CMS, so no id is hard-coded: the first sellable
 * product (and its sku), its deepest category, a word of its name as the search, the first indexable
 * content page the catch-all route serves (`/{handle}`).
 */
export function pickTargets(input: {
  products: readonly ProductDocument[]
  categories: readonly CategoryDocument[]
  cmsPages: readonly CmsPageRef[]
  /** The price list of the cart figures' buyer. */
  role: string
}): BenchTargets {
  const sellable = input.products.filter((p) => p.product_state.code === PRODUCT_STATES.sellable && p.sku)
  const product = sellable[0]
  if (!product?.sku) throw new Error('aucun produit vendable dans le catalogue')

  const known = new Set(input.categories.map((c) => c.url_key))
  const category = [...product.categories]
    .filter((c) => c.url_key && known.has(c.url_key))
    .sort((a, b) => b.level - a.level)[0]
  if (!category?.url_key) throw new Error(`le produit ${product.sku} n’est rangé dans aucune catégorie connue`)

  const word = words(product.model.name)[0]
  if (!word) throw new Error(`aucun mot à chercher dans « ${product.model.name} »`)

  const cms = input.cmsPages.find((p) => p.handle !== 'home' && p.fullpath === `/${p.handle}` && !p.seo.noindex)
  if (!cms) throw new Error('aucune page de contenu indexable dans le CMS')

  const prefixes = new Set<string>()
  for (const p of input.products) {
    for (const w of words(p.model.name)) prefixes.add(w.slice(0, 4))
    if (prefixes.size >= AUTOCOMPLETE_QUERIES) break
  }

  return {
    pages: [
      { name: 'home', path: '/' },
      { name: 'category', path: `/${encodeURIComponent(category.url_key)}` },
      { name: 'product', path: `/${encodeURIComponent(product.url_key)}?sku=${encodeURIComponent(product.sku)}` },
      { name: 'search', path: `/search?q=${encodeURIComponent(word)}` },
      { name: 'cms', path: `/${cms.handle}` },
    ],
    autocomplete: [...prefixes].slice(0, AUTOCOMPLETE_QUERIES),
    cartProducts: [
      ...new Set(sellable.filter((p) => (priceForRole(p, input.role)?.value ?? 0) > 0).map((p) => p.id)),
    ].slice(0, CART_PRODUCTS),
  }
}

/** Lower-case words of four letters or more: what a buyer would type. */
function words(name: string): string[] {
  return (name.toLocaleLowerCase('fr').match(/\p{L}{4,}/gu) ?? []).filter((w) => w !== 'pour' && w !== 'avec')
}

/** Reads the head of the generated catalogue (validated) and the CMS's page list. */
export async function readTargets(options: { dataDir: string; cmsUrl: string; role: string }): Promise<BenchTargets> {
  const manifest = await readManifest(options.dataDir)
  if (!manifest) throw new Error(`pas de catalogue généré dans ${options.dataDir}`)
  const products: ProductDocument[] = []
  for await (const raw of readNdjson(path.join(SEARCH_DIR(options.dataDir), manifest.files.product))) {
    products.push(productDocumentSchema.parse(raw))
    if (products.length >= SAMPLE) break
  }
  const cms = createCmsClient({ baseUrl: options.cmsUrl, timeoutMs: 10_000 })
  return pickTargets({
    products,
    categories: await loadCategoryDocuments(options.dataDir, { validate: true }),
    cmsPages: await cms.listPages(),
    role: options.role,
  })
}
