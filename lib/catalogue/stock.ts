import { type ProductDocument } from '@/lib/search/documents'
import { STOCK_STATES, isObsolete } from '@/lib/search/document-reads'

export type StockState = (typeof STOCK_STATES)[number]

export interface Stock {
  state: StockState
  qty: number | null
}

const isStockState = (value: string | null): value is StockState =>
  value !== null && (STOCK_STATES as readonly string[]).includes(value)

/**
 * The stock a buyer is told about: the `global` entry (upstream's default warehouse key) or the
 * first one. A state the storefront does not know is derived from the quantity; an obsolete product
 * is out of stock whatever its warehouses say.
 */
export function stockOf(product: Pick<ProductDocument, 'stock' | 'product_state'>): Stock | null {
  if (isObsolete(product)) return { state: 'out_of_stock', qty: 0 }
  const entry = product.stock?.global ?? Object.values(product.stock ?? {})[0]
  if (!entry) return null
  if (isStockState(entry.state)) return { state: entry.state, qty: entry.qty }
  if (entry.qty === null) return null
  return { state: entry.qty > 0 ? 'in_stock' : 'out_of_stock', qty: entry.qty }
}

export function isAvailable(product: Pick<ProductDocument, 'stock' | 'product_state'>): boolean {
  const stock = stockOf(product)
  return stock === null || stock.state === 'in_stock' || stock.state === 'in_limited_stock'
}
