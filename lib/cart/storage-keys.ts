import { CART_KEY_PREFIX, LEGACY_CART_STORAGE_KEY } from './types'

/**
 * The names of the cart queue's keys in browser storage (docs/adr/0005-offline-cart-queue.md). Kept apart
 * from the queue store, which validates what it reads, so that a page can tell whether a visitor has a
 * cart without loading the engine and its schemas (docs/adr/0023-cart-engine-on-demand.md).
 */

export const ANONYMOUS_KEY = 'anonymous'

export const recordKey = (owner: string) => `${CART_KEY_PREFIX}${owner}`
export const transactionKey = (owner: string, uuid: string) => `${CART_KEY_PREFIX}${owner}:${uuid}`

/** The owner (and transaction uuid) a storage key of the queue names, or null for any other key. */
export function parseQueueKey(key: string): { owner: string; uuid: string | null } | null {
  if (!key.startsWith(CART_KEY_PREFIX)) return null
  const [owner, uuid, ...rest] = key.slice(CART_KEY_PREFIX.length).split(':')
  if (!owner || rest.length > 0 || uuid === '') return null
  return { owner, uuid: uuid ?? null }
}

/**
 * A key that may hold part of a visitor's cart: the anonymous queue's record or one of its changes, or the
 * single key of earlier versions (which may hold an anonymous queue). `null` is a storage event's "cleared".
 */
export function isVisitorCartKey(key: string | null): boolean {
  if (key === null || key === LEGACY_CART_STORAGE_KEY) return true
  return parseQueueKey(key)?.owner === ANONYMOUS_KEY
}

/**
 * Whether this browser holds a visitor's cart (docs/product/cart.md#owners), from the storage's key names
 * alone: nothing is read or validated. Blocked site data holds nothing.
 */
export function holdsVisitorCart(window: Pick<Window, 'localStorage'>): boolean {
  try {
    const { localStorage } = window
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key !== null && isVisitorCartKey(key)) return true
    }
  } catch {
    // Reading `localStorage` itself throws when the browser blocks site data.
  }
  return false
}
