import { describe, expect, it } from 'vitest'
import { cartSyncInputSchema } from './cart'
import { pageQuerySchema } from './paging'
import { requestLineRejectInputSchema, requestLineStatus } from './request-line'
import { orderSystemPaths } from '../paths'

describe('order-system contract', () => {
  it('pages by 10 from page 1 unless told otherwise, and caps the page size at 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 })
    expect(pageQuerySchema.parse({ page: '3', page_size: '25' })).toEqual({ page: 3, page_size: 25 })
    expect(pageQuerySchema.parse({ page_size: '100' })).toEqual({ page: 1, page_size: 100 })
    expect(pageQuerySchema.safeParse({ page_size: '101' }).success).toBe(false)
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false)
  })

  it('accepts the offline cart’s sync body, with or without options and uuid', () => {
    expect(
      cartSyncInputSchema.parse({ uuid: null, transactions: [{ uuid: 'a', product_id: 1, qty: -2, options: null }] }),
    ).toEqual({
      uuid: null,
      transactions: [{ uuid: 'a', product_id: 1, qty: -2, options: null }],
    })
    expect(cartSyncInputSchema.parse({})).toEqual({ transactions: [] })
    expect(cartSyncInputSchema.safeParse({ transactions: [{ product_id: 1, qty: 1 }] }).success).toBe(false)
  })

  it('needs a reason to reject a request line, and tells the three statuses apart', () => {
    expect(requestLineRejectInputSchema.safeParse({ reason: '  ' }).success).toBe(false)
    expect(requestLineStatus({ request_order_id: null, request_rejected: false })).toBe('pending')
    expect(requestLineStatus({ request_order_id: 12, request_rejected: false })).toBe('accepted')
    expect(requestLineStatus({ request_order_id: null, request_rejected: true })).toBe('rejected')
  })

  it('resolves every path under a base URL that has a path of its own, as deployments mount the API', () => {
    const base = 'https://erp.example/shopinvader/'
    for (const [name, entry] of Object.entries(orderSystemPaths)) {
      const path = typeof entry === 'string' ? entry : entry(1)
      expect(new URL(path, base).href, name).toMatch(/^https:\/\/erp\.example\/shopinvader\/[a-z]/)
    }
  })
})
