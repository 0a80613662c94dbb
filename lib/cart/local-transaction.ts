import { transactionKey } from './storage-keys'
import type { CartItem, LocalTransaction } from './types'

/**
 * A change as the cart queue keeps it (docs/adr/0005-offline-cart-queue.md): made and stored by the engine,
 * or by the page itself for a visitor's add made while the engine's code is on its way
 * (docs/adr/0023-cart-engine-on-demand.md). Both go through here, so what the page stores is exactly what the
 * engine reads back. No schema: catalogue pages carry this module.
 */

/** A new change: `uuid` made once for it, `at` the clock reading that orders it among the others. */
export function newTransaction(item: CartItem, uuid: string, at: number, cartUuid: string | null): LocalTransaction {
  return {
    uuid,
    productId: item.productId,
    qty: item.qty,
    ...(item.options !== undefined && { options: item.options }),
    ...(item.product && { product: item.product }),
    at,
    cartUuid,
  }
}

/** The storage key and value of `owner`'s change (`owner` as the keys name it). */
export function storedTransaction(owner: string, transaction: LocalTransaction): { key: string; value: string } {
  return { key: transactionKey(owner, transaction.uuid), value: JSON.stringify(transaction) }
}

/** Readings of `now` that always increase, so that changes made within one millisecond keep their order. */
export function increasingClock(now: () => number): () => number {
  let last = 0
  return () => (last = Math.max(now(), last + 0.001))
}
