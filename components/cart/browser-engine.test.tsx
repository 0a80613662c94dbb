import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_RECORD } from '@/lib/cart/queue-store'
import { recordKey, transactionKey } from '@/lib/cart/storage-keys'
import { CART_KEY_PREFIX, LAST_SALE_STORAGE_KEY } from '@/lib/cart/types'
import type { OrderSystemClient } from '@/lib/order-system/client'
import { createBrowserCart } from './browser-engine'
import { cartLine, serverCart } from './testing'

const CUSTOMER = 1001
const paid = serverCart([cartLine({ id: 1, product_id: 10001, qty: 2 })])

function storeCart(transactions: Array<{ uuid: string; productId: number; qty: number }> = []) {
  const owner = String(CUSTOMER)
  localStorage.setItem(
    recordKey(owner),
    JSON.stringify({ ...EMPTY_RECORD, cartUuid: paid.uuid, lastCart: paid, writtenAt: 1 }),
  )
  for (const [at, t] of transactions.entries())
    localStorage.setItem(transactionKey(owner, t.uuid), JSON.stringify({ ...t, at, cartUuid: paid.uuid }))
}

const storedQueue = () => {
  const record = JSON.parse(localStorage.getItem(recordKey(String(CUSTOMER))) ?? 'null') as { lastCart: unknown } | null
  const transactions = Object.keys(localStorage)
    .filter((key) => key.startsWith(`${CART_KEY_PREFIX}${CUSTOMER}:`))
    .map((key) => JSON.parse(localStorage.getItem(key)!) as { uuid: string })
  return { lastCart: record?.lastCart ?? null, transactions }
}
// The engine is never started here: nothing is sent.
const orderSystem = { cartSync: vi.fn() } as unknown as OrderSystemClient

describe('createBrowserCart on a payment return', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it('keeps the paid cart as the last sale and starts afresh, once per return', () => {
    storeCart([{ uuid: 'tx-1', productId: 10002, qty: 1 }])
    window.history.replaceState(null, '', '/checkout/validated?status=success&reference=SO501')
    const first = createBrowserCart(orderSystem, CUSTOMER)
    expect(first.lastSale).toEqual(paid)
    expect(JSON.parse(localStorage.getItem(LAST_SALE_STORAGE_KEY)!)).toEqual(paid)
    expect(storedQueue()).toEqual({ lastCart: null, transactions: [] })
    expect(first.engine.getSnapshot().view.lines).toEqual([])

    // Reloading the return page after adding again must not clear the new cart.
    storeCart([{ uuid: 'tx-2', productId: 10003, qty: 1 }])
    const reloaded = createBrowserCart(orderSystem, CUSTOMER)
    expect(reloaded.lastSale).toEqual(paid)
    expect(storedQueue().transactions.map((t) => t.uuid)).toEqual(['tx-2'])
  })

  it('treats a pending payment as placed too', () => {
    storeCart()
    window.history.replaceState(null, '', '/checkout/validated?status=pending&reference=SO501')
    expect(createBrowserCart(orderSystem, CUSTOMER).lastSale).toEqual(paid)
    expect(storedQueue().lastCart).toBeNull()
  })

  it('leaves the cart alone after a failed payment, elsewhere, or on a quotation’s own return page', () => {
    for (const url of [
      '/checkout/validated?status=cancelled',
      '/checkout/validated?ref=SO501',
      '/account/quotations/7?status=success',
    ]) {
      storeCart([{ uuid: 'tx-1', productId: 10002, qty: 1 }])
      window.history.replaceState(null, '', url)
      expect(createBrowserCart(orderSystem, CUSTOMER).lastSale, url).toBeNull()
      expect(storedQueue().lastCart, url).toEqual(paid)
      expect(storedQueue().transactions, url).toHaveLength(1)
    }
  })
})
