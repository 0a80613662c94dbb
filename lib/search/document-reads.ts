import type { ProductDocument } from './documents'
import type { ProductPrice } from './product-price'

/*
 * What pages read from a product document, apart from the document schemas so that browser code
 * reading a price or a state does not load zod.
 */

/** The role that loads no price list (docs/product/catalogue.md#prices). */
export const DEFAULT_ROLE = 'default'

/**
 * Upstream v2 indexes one price per index (its pricelist) as a flat object; a flat price is kept
 * under this key, valid for every role that has a price list.
 */
export const INDEX_PRICELIST_KEY = '_index'

export const STOCK_STATES = ['in_stock', 'in_limited_stock', 'resupplying', 'out_of_stock'] as const

export const PRODUCT_STATES = { sellable: 'sellable', obsolete: 'obsolete' } as const

export function priceForRole(doc: Pick<ProductDocument, 'price'>, role: string): ProductPrice | undefined {
  return doc.price[role] ?? doc.price[INDEX_PRICELIST_KEY]
}

export function isObsolete(doc: Pick<ProductDocument, 'product_state'>): boolean {
  return doc.product_state.code === PRODUCT_STATES.obsolete
}

/** The `taille` axis, smallest first. */
export const SIZE_ORDER = [
  '4XS',
  '3XS',
  'XXS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  '7XL',
  '8XL',
  '9XL',
  '10XL',
] as const

export type LetterSize = (typeof SIZE_ORDER)[number]

/** Spellings found in ERP data for the same size. */
const SIZE_ALIASES: Record<string, LetterSize> = { '2XS': 'XXS', '2XL': 'XXL', XXXL: '3XL', XXXS: '3XS' }

/** Position on the letter scale, -1 for any other size. */
const letterRank = (size: string): number => {
  const key = size.trim().toUpperCase()
  return (SIZE_ORDER as readonly string[]).indexOf(SIZE_ALIASES[key] ?? key)
}

/**
 * Sorts sizes the way a buyer reads them: letter sizes by `SIZE_ORDER`, then numeric sizes
 * (shoes 36–48, gloves 6–11) by value, then anything else alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string): [number, number] => {
    const letter = letterRank(size)
    if (letter >= 0) return [0, letter]
    const numeric = Number.parseFloat(size.replace(',', '.'))
    return Number.isFinite(numeric) ? [1, numeric] : [2, 0]
  }
  const [groupA, valueA] = rank(a)
  const [groupB, valueB] = rank(b)
  if (groupA !== groupB) return groupA - groupB
  if (groupA === 2) return a.localeCompare(b, 'fr')
  return valueA - valueB
}
