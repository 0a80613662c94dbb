import { describe, expect, it } from 'vitest'
import { saleStateSchema, type SaleState } from '@/lib/order-system/schemas/sale'
import { orderProgress, quotationProgress } from './progress'

const everyState = saleStateSchema.options

describe('orderProgress', () => {
  it('follows the order through its states', () => {
    const flow: SaleState[] = ['cancel', 'pending', 'processing', 'delivery_partial', 'delivery_full']
    expect(flow.map(orderProgress)).toEqual([0, 30, 50, 70, 100])
  })

  it('counts the quotation states as 0', () => {
    expect(orderProgress('estimating')).toBe(0)
    expect(orderProgress('estimated')).toBe(0)
  })
})

describe('quotationProgress', () => {
  it('is 10 while being priced and 30 once priced', () => {
    expect(quotationProgress('estimating')).toBe(10)
    expect(quotationProgress('estimated')).toBe(30)
  })

  it('counts every order state as 0', () => {
    for (const state of everyState.filter((s) => s !== 'estimating' && s !== 'estimated'))
      expect(quotationProgress(state)).toBe(0)
  })
})
