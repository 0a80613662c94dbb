import { describe, expect, it } from 'vitest'
import { cartSchema, type Cart, type CartLine } from '@/lib/order-system/schemas/cart'
import type { LocalTransaction } from './types'
import { buildCartView, displayedQty, optionsKey } from './view'

function line(id: number, productId: number, qty: number, extra: Partial<CartLine> = {}): CartLine {
  const zero = { discount_total: 0, tax: 0, total: 0, untaxed: 0, total_without_discount: 0 }
  return {
    id,
    product_id: productId,
    name: `Article ${productId}`,
    qty,
    amount: { ...zero, price: 0 },
    unit_price: { untaxed: 0, untaxed_with_discount: 0 },
    discount: { rate: 0, value: 0 },
    options: null,
    is_delivery: false,
    contact_id: null,
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    request_id: null,
    product_state: { code: 'sellable' },
    confirmable: true,
    ...extra,
  }
}

function cart(lines: CartLine[]): Cart {
  const zero = { discount_total: 0, tax: 0, total: 0, untaxed: 0, total_without_discount: 0 }
  return cartSchema.parse({
    id: 1,
    uuid: 'cart-1',
    name: 'S001',
    date: '2025-03-01T10:00:00Z',
    lines,
    amount: zero,
    discount: { untaxed: 0, tax_included: 0 },
    delivery: { address: null, fees: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickup: null },
    invoicing: { address: null },
    note: null,
    client_order_ref: null,
    promo_codes: [],
  })
}

const tx = (uuid: string, productId: number, qty: number, extra: Partial<LocalTransaction> = {}): LocalTransaction => ({
  at: 0,
  cartUuid: null,
  uuid,
  productId,
  qty,
  ...extra,
})

const summary = (view: ReturnType<typeof buildCartView>) =>
  view.lines.map((l) => ({ key: l.key, productId: l.productId, qty: l.qty, pending: l.hasPendingTransactions }))

describe('optionsKey', () => {
  it('ignores key order and treats missing, null and empty options alike', () => {
    expect(optionsKey({ taille: 'M', marquage: 'logo' })).toBe(optionsKey({ marquage: 'logo', taille: 'M' }))
    expect(optionsKey(undefined)).toBe(optionsKey(null))
    expect(optionsKey({})).toBe(optionsKey(null))
    expect(optionsKey({ taille: 'M' })).not.toBe(optionsKey({ taille: 'L' }))
  })
})

describe('buildCartView', () => {
  it('applies pending deltas to the server line of the same product and options', () => {
    const view = buildCartView(cart([line(11, 5, 2, { options: { taille: 'M', couleur: 'bleu' } }), line(12, 6, 1)]), [
      tx('a', 5, 3, { options: { couleur: 'bleu', taille: 'M' } }),
    ])
    expect(summary(view)).toEqual([
      { key: '11', productId: 5, qty: 5, pending: true },
      { key: '12', productId: 6, qty: 1, pending: false },
    ])
    expect(view.linesCount).toBe(6)
    expect(view.pendingCount).toBe(1)
  })

  it('shows a pending-only line with the newest product summary when the server has no line', () => {
    const view = buildCartView(null, [
      tx('a', 7, 2, { product: { name: 'Gants', price: 4 } }),
      tx('b', 7, 1, { product: { name: 'Gants nitrile', price: 5 } }),
      tx('c', 7, 1),
    ])
    expect(view.lines).toEqual([
      {
        key: 'pending:7:',
        productId: 7,
        options: null,
        qty: 4,
        line: null,
        product: { name: 'Gants nitrile', price: 5 },
        hasPendingTransactions: true,
      },
    ])
  })

  it('keeps lines with other options apart', () => {
    const view = buildCartView(cart([line(11, 5, 2, { options: { taille: 'M' } })]), [
      tx('a', 5, 1, { options: { taille: 'L' } }),
    ])
    expect(summary(view)).toEqual([
      { key: '11', productId: 5, qty: 2, pending: false },
      { key: `pending:5:${optionsKey({ taille: 'L' })}`, productId: 5, qty: 1, pending: true },
    ])
  })

  it('drops lines that reach 0 or less, and ignores a decrease of a line that does not exist, as the order system does', () => {
    const view = buildCartView(cart([line(11, 5, 2), line(12, 6, 1)]), [
      tx('a', 5, -2),
      tx('b', 6, -3),
      tx('c', 8, -1),
      tx('d', 8, 2),
    ])
    expect(summary(view)).toEqual([{ key: 'pending:8:', productId: 8, qty: 2, pending: true }])
    expect(view.linesCount).toBe(2)
  })

  it('leaves the delivery line out and does not count it', () => {
    const view = buildCartView(cart([line(11, 5, 2), line(90, 900001, 1, { is_delivery: true })]), [])
    expect(summary(view)).toEqual([{ key: '11', productId: 5, qty: 2, pending: false }])
    expect(view.linesCount).toBe(2)
  })

  it('sends a delta to the buyer’s own line, not to the line accepted from a unit request', () => {
    const server = cart([line(11, 5, 2, { request_id: 40 }), line(12, 5, 1)])
    const view = buildCartView(server, [tx('a', 5, 2)])
    expect(summary(view)).toEqual([
      { key: '11', productId: 5, qty: 2, pending: false },
      { key: '12', productId: 5, qty: 3, pending: true },
    ])
    expect(displayedQty(view, 5, undefined)).toBe(3)
    const onlyRequest = buildCartView(cart([line(11, 5, 2, { request_id: 40 })]), [tx('a', 5, -2)])
    expect(onlyRequest.lines).toEqual([])
  })

  it('does not drift on decimal quantities', () => {
    const view = buildCartView(null, [tx('a', 5, 0.1), tx('b', 5, 0.2)])
    expect(view.lines[0]?.qty).toBe(0.3)
  })
})

describe('displayedQty', () => {
  it('is 0 for a product that is not shown', () => {
    expect(displayedQty(buildCartView(cart([line(11, 5, 2)]), []), 6, undefined)).toBe(0)
    expect(displayedQty(buildCartView(cart([line(11, 5, 2)]), []), 5, { taille: 'M' })).toBe(0)
  })
})
