import { readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E } from '../../../playwright.config'

/**
 * The demo's search documents, read at test time (the demo regenerates them when it starts), so specs
 * pick real products and categories without depending on the generator's seed.
 */

export interface Price {
  value: number
  value_untaxed?: number
  original_value: number
}
export interface Doc {
  id: number
  main: boolean
  name: string
  sku: string | null
  url_key: string
  redirect_url_key: string[]
  model: { name: string }
  variant_attributes: Record<string, string | number>
  price: Record<string, Price>
  stock: { global?: { qty: number | null; state: string } } | null
  product_state: { code: string }
}
export interface Category {
  url_key: string
  level: number
  redirect_url_key: string[]
}

const searchDir = path.join(E2E.dataDir, 'search')
const readNdjson = <T>(file: string): T[] =>
  readFileSync(path.join(searchDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)

let products: Doc[] | undefined
let categories: Category[] | undefined
export const allProducts = () => (products ??= readNdjson<Doc>('shopinvader_product_fr_fr.ndjson'))
export const allCategories = () => (categories ??= readNdjson<Category>('shopinvader_category_fr_fr.ndjson'))

/** Variants grouped by model (url_key). */
export function models(): Map<string, Doc[]> {
  const byKey = new Map<string, Doc[]>()
  for (const doc of allProducts()) byKey.set(doc.url_key, [...(byKey.get(doc.url_key) ?? []), doc])
  return byKey
}
export const mainOf = (variants: Doc[]) => variants.find((v) => v.main) ?? variants[0]!
export const publicPrice = (doc: Doc) => doc.price.default!
export const untaxed = (price: Price) => price.value_untaxed ?? price.value

/** A model with a priced main variant in stock. */
export function pricedModel(): { main: Doc; variants: Doc[] } {
  for (const variants of models().values()) {
    const main = mainOf(variants)
    if (untaxed(publicPrice(main)) > 0 && main.stock?.global?.state === 'in_stock' && main.sku)
      return { main, variants }
  }
  throw new Error('no priced model in stock in the demo catalogue')
}

/** The product page of a variant, as the shop links it. */
export const productPath = (doc: Doc) => `/${doc.url_key}?sku=${encodeURIComponent(doc.sku ?? '')}`

/** The catalogue pages a first visit is measured on: the pages a buyer lands on from outside. */
export function firstVisitPages(): { name: string; path: string }[] {
  const category = allCategories().find((c) => c.level > 0) ?? allCategories()[0]!
  return [
    { name: 'home', path: '/' },
    { name: 'a category', path: `/${category.url_key}` },
    { name: 'a product', path: productPath(mainOf(pricedModel().variants)) },
    { name: 'search', path: '/search?q=gants' },
    { name: 'the category map', path: '/plan-categories' },
  ]
}
