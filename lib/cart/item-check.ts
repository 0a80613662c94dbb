import type { AddResult, CartItem } from './types'

/**
 * What an add must hold (docs/product/cart.md#adding), checked by the engine and by the page while the
 * engine is still loading, so that both refuse the same items at once.
 */

export function isProductId(productId: unknown): productId is number {
  return typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0
}

export function invalidItem(item: CartItem): Extract<AddResult, { ok: false }>['reason'] | null {
  if (!isProductId(item.productId)) return 'invalid-product'
  if (typeof item.qty !== 'number' || !Number.isFinite(item.qty) || item.qty === 0) return 'invalid-quantity'
  return null
}
