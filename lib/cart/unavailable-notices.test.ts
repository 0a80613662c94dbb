import { describe, expect, it } from 'vitest'
import { cartLine, serverCart } from '@/components/cart/testing'
import { acknowledgeUnavailable, NO_NOTICES, parseNotices, recordUnavailable } from './unavailable-notices'

const cart = (lines: Array<{ id: number; qty_unavailable: number; qty_unavailable_diff: number }>) =>
  serverCart(lines.map((line) => cartLine({ ...line, product_id: 10000 + line.id, qty: 5 })))

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
