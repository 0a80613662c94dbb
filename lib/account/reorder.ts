import { lineKey, roundQty } from '@/lib/cart/view'
import type { CartItem } from '@/lib/cart/types'
import type { OrderLine } from '@/lib/order-system/schemas/sale'
import { productHref } from '@/lib/search/links'

/** Why an ordered line does not go back in the cart. */
export type ReorderSkipReason = 'not-sellable'

export interface ReorderSkipped {
  lineId: number
  name: string
  reason: ReorderSkipReason
}

/** What a line needs to go back in the cart: an order line, or a shopping-list line put in that shape. */
export type ReorderableLine = Pick<
  OrderLine,
  'id' | 'name' | 'product_id' | 'qty' | 'options' | 'is_delivery' | 'product'
>

export interface ReorderPlan {
  /** One item per product and options, quantities of repeated lines added up. */
  items: CartItem[]
  /** The product lines left out, for the buyer to be told. */
  skipped: ReorderSkipped[]
}

/**
 * "Commander à nouveau" and "Commander la liste": the product lines as cart items. The shipping line
 * is the carrier's business, not an article. A product no longer sold is withdrawn (`sellable` false)
 * or gone from the catalogue altogether (no product).
 */
export function reorderPlan(lines: readonly ReorderableLine[]): ReorderPlan {
  const items = new Map<string, CartItem>()
  const skipped: ReorderSkipped[] = []
  for (const line of lines) {
    // A zero or negative quantity would make the cart refuse the whole batch.
    if (line.is_delivery || line.qty <= 0) continue
    if (line.product === null || !line.product.sellable) {
      skipped.push({ lineId: line.id, name: line.name, reason: 'not-sellable' })
      continue
    }
    const options = line.options ?? undefined
    const key = lineKey(line.product_id, options)
    const same = items.get(key)
    if (same) {
      same.qty = roundQty(same.qty + line.qty)
      continue
    }
    const { name, sku, url_key } = line.product
    items.set(key, {
      productId: line.product_id,
      qty: line.qty,
      ...(options && { options }),
      product: { name, sku, href: url_key ? productHref(url_key, sku) : null },
    })
  }
  return { items: [...items.values()], skipped }
}
