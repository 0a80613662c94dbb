import { describe, expect, it } from 'vitest'
import { isAvailable, stockOf } from './stock'

const sellable = { code: 'sellable' }

describe('stockOf', () => {
  it('reads the global warehouse', () => {
    const product = { stock: { global: { qty: 4, state: 'in_limited_stock' } }, product_state: sellable }
    expect(stockOf(product)).toEqual({ state: 'in_limited_stock', qty: 4 })
    expect(isAvailable(product)).toBe(true)
  })

  it('derives an unknown state from the quantity', () => {
    expect(stockOf({ stock: { paris: { qty: 0, state: 'weird' } }, product_state: sellable })).toEqual({
      state: 'out_of_stock',
      qty: 0,
    })
    expect(stockOf({ stock: { paris: { qty: 3, state: null } }, product_state: sellable })?.state).toBe('in_stock')
  })

  it('says nothing without stock data, and an obsolete product is out of stock', () => {
    expect(stockOf({ stock: null, product_state: sellable })).toBeNull()
    expect(isAvailable({ stock: null, product_state: sellable })).toBe(true)
    const obsolete = { stock: { global: { qty: 50, state: 'in_stock' } }, product_state: { code: 'obsolete' } }
    expect(stockOf(obsolete)?.state).toBe('out_of_stock')
    expect(isAvailable(obsolete)).toBe(false)
  })
})
