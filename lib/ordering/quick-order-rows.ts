import type { CartItem } from '@/lib/cart/types'
import { parseQuantity, type ParsedEntry } from './parse-lines'
import type { CatalogueProduct } from './products-request'

/** One row of the quick order as typed: the text of both fields, read when needed. */
export interface QuickOrderRow {
  key: number
  sku: string
  qty: string
}

/**
 * What the catalogue said about each reference asked: the product, `null` when it does not know it.
 * A reference absent from the map has not been answered yet.
 */
export type Lookups = ReadonlyMap<string, CatalogueProduct | null>

export type RowState = 'empty' | 'pending' | 'found' | 'unknown' | 'obsolete' | 'invalidQuantity' | 'unavailable'

/** Keys of `quickOrder.rowState`; only `found` rows go to the cart. */
export function rowState(
  row: Pick<QuickOrderRow, 'sku' | 'qty'>,
  lookups: Lookups,
  failed: ReadonlySet<string>,
): RowState {
  const sku = row.sku.trim()
  if (sku === '') return 'empty'
  const product = lookups.get(sku)
  if (product === undefined) return failed.has(sku) ? 'unavailable' : 'pending'
  if (product === null) return 'unknown'
  if (!product.sellable) return 'obsolete'
  return parseQuantity(row.qty).ok ? 'found' : 'invalidQuantity'
}

/** Rows flagged to the buyer: the reference or the quantity needs their attention. */
export const isFlagged = (state: RowState) => state === 'unknown' || state === 'obsolete' || state === 'invalidQuantity'

export function rowsFromEntries(entries: readonly ParsedEntry[], firstKey: number): QuickOrderRow[] {
  return entries.map((entry, index) => ({ key: firstKey + index, sku: entry.sku, qty: String(entry.qty) }))
}

/**
 * The recognised rows as one batch for the cart: one item per product, quantities of rows naming the
 * same product added up. Unknown, obsolete, pending rows and unreadable quantities are left out.
 */
export function cartItems(rows: readonly Pick<QuickOrderRow, 'sku' | 'qty'>[], lookups: Lookups): CartItem[] {
  const items = new Map<number, CartItem>()
  for (const row of rows) {
    if (rowState(row, lookups, new Set()) !== 'found') continue
    const product = lookups.get(row.sku.trim()) as CatalogueProduct
    const qty = (parseQuantity(row.qty) as { ok: true; qty: number }).qty
    const same = items.get(product.id)
    if (same) same.qty += qty
    else items.set(product.id, { productId: product.id, qty, product: product.summary })
  }
  return [...items.values()]
}

/** The references of `skus` not answered yet, each once, in order. */
export function missingSkus(skus: readonly string[], lookups: Lookups): string[] {
  return [...new Set(skus.map((sku) => sku.trim()).filter((sku) => sku !== '' && !lookups.has(sku)))]
}

export type FetchProducts = (skus: string[]) => Promise<CatalogueProduct[]>

/**
 * Asks the catalogue about `skus` in batches, all sent at once, each reported as it arrives so the
 * first rows show while the others are on their way. A failed batch is reported with `null`.
 */
export async function lookUpInBatches(
  skus: readonly string[],
  fetchProducts: FetchProducts,
  batchSize: number,
  onBatch: (asked: string[], found: CatalogueProduct[] | null) => void,
): Promise<void> {
  const batches: string[][] = []
  for (let start = 0; start < skus.length; start += batchSize) batches.push(skus.slice(start, start + batchSize))
  await Promise.all(
    batches.map(async (batch) => {
      try {
        onBatch(batch, await fetchProducts(batch))
      } catch {
        onBatch(batch, null)
      }
    }),
  )
}

/** A batch's answer merged in: references it did not return are unknown to the catalogue. */
export function withBatch(
  lookups: Lookups,
  asked: readonly string[],
  found: readonly CatalogueProduct[],
): Map<string, CatalogueProduct | null> {
  const next = new Map(lookups)
  for (const sku of asked) next.set(sku, null)
  for (const product of found) if (product.sku !== null) next.set(product.sku, product)
  return next
}
