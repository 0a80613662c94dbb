import { describe, expect, it } from 'vitest'
import { cartLineSchema, cartSchema, type Cart } from '@/lib/order-system/schemas/cart'
import { acknowledgeUnavailable, NO_NOTICES, parseNotices, recordUnavailable } from './unavailable-notices'

function cart(lines: Array<{ id: number; qty_unavailable: number; qty_unavailable_diff: number }>): Cart {
  const money = { discount_total: 0, tax: 0, total: 0, untaxed: 0, total_without_discount: 0 }
  return cartSchema.parse({
    id: 1,
    uuid: 'u',
    name: 'SO1',
    date: '2025-03-04T09:00:00+00:00',
    lines: lines.map((line) =>
      cartLineSchema.parse({
        ...line,
        product_id: 10000 + line.id,
        name: 'Gants',
        qty: 5,
        amount: { ...money, price: 0 },
        unit_price: { untaxed: 0, untaxed_with_discount: 0 },
        discount: { rate: 0, value: 0 },
        options: null,
        is_delivery: false,
        contact_id: null,
        request_id: null,
        product_state: { code: 'sellable' },
        confirmable: true,
      }),
    ),
    amount: money,
    discount: { untaxed: 0, tax_included: 0 },
    delivery: { address: null, fees: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickup: null },
    invoicing: { address: null },
    note: null,
    client_order_ref: null,
    promo_codes: [],
  })
}

describe('unavailable notices', () => {
  it('keep a reported change until acknowledged, adding a later one, never counting one report twice', () => {
    let notices = recordUnavailable(NO_NOTICES, cart([{ id: 7, qty_unavailable: 2, qty_unavailable_diff: 2 }]))
    expect(notices.shown['7']).toEqual({ count: 2, unavailable: 2 })
    // The same answer read again (another tab, a reload) changes nothing.
    expect(recordUnavailable(notices, cart([{ id: 7, qty_unavailable: 2, qty_unavailable_diff: 2 }]))).toBe(notices)
    // The next sync answers 0 for this line: the notice stays.
    notices = recordUnavailable(notices, cart([{ id: 7, qty_unavailable: 2, qty_unavailable_diff: 0 }]))
    expect(notices.shown['7']?.count).toBe(2)
    // One more became unavailable before the buyer looked: three in all.
    notices = recordUnavailable(notices, cart([{ id: 7, qty_unavailable: 3, qty_unavailable_diff: 1 }]))
    expect(notices.shown['7']).toEqual({ count: 3, unavailable: 3 })

    notices = acknowledgeUnavailable(notices, 7)
    expect(notices.shown).toEqual({})
    expect(recordUnavailable(notices, cart([{ id: 7, qty_unavailable: 3, qty_unavailable_diff: 1 }])).shown).toEqual({})
  })

  it('drop a line gone from the cart, or whose quantity is available again', () => {
    const notices = recordUnavailable(
      NO_NOTICES,
      cart([
        { id: 7, qty_unavailable: 2, qty_unavailable_diff: 2 },
        { id: 8, qty_unavailable: 1, qty_unavailable_diff: 1 },
      ]),
    )
    expect(
      Object.keys(recordUnavailable(notices, cart([{ id: 8, qty_unavailable: 0, qty_unavailable_diff: -1 }])).shown),
    ).toEqual([])
    expect(recordUnavailable(notices, null)).toEqual(NO_NOTICES)
  })

  it('read back what they stored, and nothing from a damaged value', () => {
    const notices = recordUnavailable(NO_NOTICES, cart([{ id: 7, qty_unavailable: 2, qty_unavailable_diff: 2 }]))
    expect(parseNotices(JSON.stringify(notices))).toEqual(notices)
    expect(parseNotices('{"shown":{"7":{"count":"deux"}}}')).toEqual(NO_NOTICES)
    expect(parseNotices('pas du JSON')).toEqual(NO_NOTICES)
  })
})
