import { describe, expect, it } from 'vitest'
import { holdsVisitorCart, isVisitorCartKey, recordKey, transactionKey } from './storage-keys'
import { LAST_SALE_STORAGE_KEY, LEGACY_CART_STORAGE_KEY } from './types'

/** A `localStorage` holding `keys`, as the browser lists them. */
const storageWith = (keys: string[]) => ({
  localStorage: { length: keys.length, key: (i: number) => keys[i] ?? null } as Storage,
})

describe('holdsVisitorCart', () => {
  it('finds a visitor’s cart from its record, one of its changes or the key of earlier versions', () => {
    for (const key of [recordKey('anonymous'), transactionKey('anonymous', 'tx-1'), LEGACY_CART_STORAGE_KEY])
      expect(holdsVisitorCart(storageWith(['shop.catalogue.market-filter', key])), key).toBe(true)
  })

  it('finds none in a signed-in customer’s queue, the last sale or other keys', () => {
    const keys = [recordKey('1001'), transactionKey('1001', 'tx-1'), LAST_SALE_STORAGE_KEY, 'shop.cart.v2:', 'other']
    expect(holdsVisitorCart(storageWith(keys))).toBe(false)
    expect(holdsVisitorCart(storageWith([]))).toBe(false)
  })

  it('finds none when the browser blocks site data', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }
    expect(holdsVisitorCart(blocked)).toBe(false)
  })
})

describe('isVisitorCartKey', () => {
  it('tells which storage events may concern a visitor’s cart, a cleared storage included', () => {
    expect(isVisitorCartKey(transactionKey('anonymous', 'tx-2'))).toBe(true)
    expect(isVisitorCartKey(null)).toBe(true)
    expect(isVisitorCartKey(transactionKey('1001', 'tx-2'))).toBe(false)
    expect(isVisitorCartKey('shop.reload-guard')).toBe(false)
  })
})
