import type { CartItem, CartViewLine } from '@/lib/cart/types'
import { roundQty } from '@/lib/cart/view'
import type { WishlistItem, WishlistLine } from '@/lib/order-system/schemas/wishlist'
import { reorderPlan, type ReorderPlan } from './reorder'

/**
 * Ordering a shopping list, whole or some of its lines (`productIds`), is reordering: the same plan
 * as an order's "Commander à nouveau", so a product withdrawn since is named and left out the same
 * way. `unknownName` names a line whose product is gone from the catalogue.
 */
export function listOrderPlan(
  lines: readonly WishlistLine[],
  unknownName: (productId: number) => string,
  productIds?: ReadonlySet<number>,
): ReorderPlan {
  return reorderPlan(
    lines
      .filter((line) => productIds === undefined || productIds.has(line.product_id))
      .map((line) => ({
        id: line.id,
        name: line.product?.name ?? unknownName(line.product_id),
        product_id: line.product_id,
        qty: line.quantity,
        options: null,
        is_delivery: false,
        product: line.product,
      })),
  )
}

/**
 * "Enregistrer le panier comme liste": one list line per product with the cart's quantity, pending
 * changes included. A list line has no options, so a product in the cart twice (two markings) is
 * saved once with both quantities.
 */
export function listItemsFromCart(lines: readonly CartViewLine[]): WishlistItem[] {
  const quantities = new Map<number, number>()
  for (const line of lines) {
    if (line.qty <= 0 || line.line?.is_delivery) continue
    quantities.set(line.productId, roundQty((quantities.get(line.productId) ?? 0) + line.qty))
  }
  return [...quantities].map(([product_id, quantity]) => ({ product_id, quantity }))
}

/** What a way of ordering (size grid, quick order) would add to the cart, as list lines. */
export function listItemsFromCartItems(items: readonly CartItem[]): WishlistItem[] {
  return items.map((item) => ({ product_id: item.productId, quantity: item.qty }))
}
