import { describe, expect, it } from 'vitest'
import { ORDER_STATES, type SaleState } from '@/lib/order-system/schemas/sale'
import { isKnownSaleState, orderProgress, quotationProgress } from './progress'

/** The states of a plain Odoo without shopinvader_state, and one a module could add. */
const ODOO_STATES = ['draft', 'sent', 'sale', 'done', 'waiting_approval']

describe('orderProgress', () => {
  it('follows the order through its states', () => {
    const flow: SaleState[] = ['cancel', 'pending', 'processing', 'delivery_partial', 'delivery_full']
    expect(flow.map(orderProgress)).toEqual([0, 30, 50, 70, 100])
  })

  it('counts the quotation states as 0', () => {
    expect(orderProgress('estimating')).toBe(0)
    expect(orderProgress('estimated')).toBe(0)
  })

  it('counts any other state a back end sends as 0, without refusing it', () => {
    expect(ODOO_STATES.map(orderProgress)).toEqual([0, 0, 0, 0, 0])
    expect(ODOO_STATES.some(isKnownSaleState)).toBe(false)
    expect(isKnownSaleState('delivery_full')).toBe(true)
  })
})

describe('quotationProgress', () => {
  it('is 10 while being priced and 30 once priced', () => {
    expect(quotationProgress('estimating')).toBe(10)
    expect(quotationProgress('estimated')).toBe(30)
  })

  it('counts every order state as 0', () => {
    for (const state of [...ORDER_STATES, ...ODOO_STATES]) expect(quotationProgress(state)).toBe(0)
  })
})
