import { describe, expect, it } from 'vitest'
import type { Result } from '@/lib/http/result'
import { createOrderSystemClient } from '@/lib/order-system/client'
import { orderSystemPaths as paths } from '@/lib/order-system/paths'
import { backendAnswering, fixture } from './fixtures'

function orderSystemAnswering(routes: Record<string, unknown>) {
  const fetch = backendAnswering(routes)
  return createOrderSystemClient(
    { baseUrl: 'https://erp.example.fr/shopinvader/', timeoutMs: 1_000 },
    {
      fetch,
      hasUser: () => true,
    },
  )
}

function data<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.message}: ${JSON.stringify(result.error)}`)
  return result.data
}

const at = (path: string) => `shopinvader/${path}`

describe('order system contract: what a real shopinvader answers', () => {
  it('reads an order of a plain Odoo: state "sale", naive dates, float quantities, upstream addresses and pickings', async () => {
    const erp = orderSystemAnswering({ [at(paths.sale(4217))]: fixture('order-system/sale.plain-odoo.json') })
    const sale = data(await erp.sale(4217))
    expect(sale.state).toBe('sale')
    // Odoo sends UTC without an offset.
    expect(new Date(sale.date_order).toISOString()).toBe('2025-11-04T08:42:17.000Z')
    expect(sale.lines.map((line) => line.qty)).toEqual([12, 37.5, 1])
    expect(sale.lines[1]).toMatchObject({
      unit_price: { untaxed: 0.84, untaxed_with_discount: 0.76 },
      discount: { rate: 10, value: 3.15 },
      qty_delivered: 0,
      is_delivery: false,
      product: null,
    })
    expect(sale.amount.total).toBe(116.46)
    expect(sale.delivery.address).toMatchObject({ id: 1288, address_type: 'delivery', country_id: 75, country: null })
    expect(sale.invoicing.address).toMatchObject({ address_type: 'invoicing', vat: 'FR40123456824' })
    expect(sale.delivery.selected_carrier).toMatchObject({ name: 'Colissimo entreprise', with_dropoff_site: false })
    expect(sale.delivery.pickings).toHaveLength(2)
    expect(sale.delivery.pickings[0]).toMatchObject({
      name: 'WH/OUT/00733',
      tracking_reference: '6A12345678901',
      lines: [],
    })
    expect(sale.invoices).toEqual([])
    expect(sale).not.toHaveProperty('typology')
  })

  it('reads a page of orders in every state a plain Odoo or shopinvader_state uses, with missing blocks', async () => {
    const erp = orderSystemAnswering({ [at(paths.sales)]: fixture('order-system/sales.page.json') })
    const page = data(await erp.sales({ page: 1, page_size: 5 }))
    expect(page.count).toBe(23)
    expect(page.items.map((sale) => sale.state)).toEqual(['draft', 'sent', 'done', 'cancel', 'delivery_partial'])
    const [draft] = page.items
    // No amount block: the lines' amounts are added up rather than showing nothing.
    expect(draft?.amount).toMatchObject({ untaxed: 9.8, tax: 1.96, total: 11.76 })
    expect(draft?.delivery).toEqual({ address: null, amount: null, selected_carrier: null, pickings: [] })
    expect(draft?.invoicing).toEqual({ address: null })
    expect(page.items[2]?.date_order).toBe('2025-11-06T10:30:00.250Z')
    expect(page.items[4]?.date_order).toBe('2025-10-20T08:00:00+02:00')
  })

  it('reads quotations, priced or not, and the states of a plain Odoo', async () => {
    const erp = orderSystemAnswering({ [at(paths.quotations)]: fixture('order-system/quotations.page.json') })
    const page = data(await erp.quotations({ page: 1, page_size: 10 }))
    expect(page.items.map((q) => q.state)).toEqual(['estimating', 'estimated', 'sent'])
    expect(page.items[1]?.lines[0]).toMatchObject({
      unit_price: { untaxed: 4.5, untaxed_with_discount: 4.05 },
      discount: { rate: 10, value: 90 },
    })
    expect(page.items[2]?.amount.total).toBe(0)
  })

  it('reads the cart a sync answers: upstream Sale plus its uuid', async () => {
    const erp = orderSystemAnswering({ [at(paths.cartSync)]: fixture('order-system/cart.json') })
    const cart = data(await erp.cartSync({ uuid: null, transactions: [] }))
    expect(cart).toMatchObject({
      id: 4231,
      uuid: '6f1d3c1e-8a4b-4f0e-9c55-0d2b9b7a1e42',
      date: '2025-11-19T07:58:03.000Z',
      promo_codes: ['BIENVENUE10'],
      ej_number: null,
      delivery: { fees: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickup: null },
    })
    expect(cart?.lines.map((line) => [line.qty, line.confirmable, line.qty_unavailable])).toEqual([
      [12, true, 0],
      [2.5, true, 0],
    ])
  })

  it('reads ordered lines and request lines with their order summary', async () => {
    const erp = orderSystemAnswering({
      [at(paths.saleLines)]: fixture('order-system/sale-lines.page.json'),
      [at(paths.unitRequestLines)]: fixture('order-system/request-lines.page.json'),
    })
    const lines = data(await erp.saleLines({ page: 1 }))
    expect(lines.items[0]?.order).toEqual({
      id: 4217,
      name: 'S04217',
      state: 'sale',
      date_order: '2025-11-04T08:42:17.000Z',
    })
    // No amount: priced at zero, which the shop shows as "Prix sur demande".
    expect(lines.items[1]).toMatchObject({ amount: { untaxed: 0, price: 0 }, unit_price: { untaxed: 0 } })
    const requests = data(await erp.unitRequestLines({ page: 1 }))
    expect(requests.items.map((line) => [line.request_partner_id, line.request_rejected])).toEqual([
      [1077, false],
      [1077, true],
    ])
    expect(requests.items[1]).toMatchObject({
      request_order_id: null,
      request_partner_name: null,
      request_rejection_reason: 'Déjà en stock à l’atelier.',
    })
  })

  it('reads invoices, even without amounts', async () => {
    const erp = orderSystemAnswering({ [at(paths.invoices)]: fixture('order-system/invoices.page.json') })
    const page = data(await erp.invoices({ page: 1 }))
    expect(page.items[0]).toMatchObject({ ref: '', date_due: '2025-12-05', amount: { amount_due: 46.46 } })
    expect(page.items[1]?.amount).toEqual({
      amount_tax: null,
      amount_untaxed: null,
      amount_total: null,
      amount_due: null,
    })
  })

  it('reads unit members with or without an account state, and the payable', async () => {
    const erp = orderSystemAnswering({
      [at(paths.unitMembers)]: fixture('order-system/unit-members.json'),
      [at(paths.cartPayable)]: fixture('order-system/payable.json'),
    })
    const members = data(await erp.unitMembers())
    expect(members.map((m) => [m.name, m.auth_state, m.mobile])).toEqual([
      ['Julien Moreau', 'accepted', null],
      [null, 'none', null],
    ])
    expect(data(await erp.cartPayable())).toMatchObject({ payable_reference: 'S04231', amount: 73.08 })
  })
})
