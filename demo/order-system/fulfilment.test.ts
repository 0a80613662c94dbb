import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDocumentsFile } from '../catalogue'
import { seedShopServer } from '../shop-server/seed'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { cartSchema } from '../../lib/order-system/schemas/cart'
import { invoicePageSchema } from '../../lib/order-system/schemas/invoice'
import { quotationSchema } from '../../lib/order-system/schemas/quotation'
import { saleSchema, type Sale } from '../../lib/order-system/schemas/sale'
import { wishlistSchema } from '../../lib/order-system/schemas/wishlist'
import { orderProgress, quotationProgress } from '../../lib/account/progress'
import { trackingUrl } from '../../lib/account/parcel-tracking'
import { invoiceShipped, markInvoicePaid, priceQuotation, shipParcel } from './fulfilment'
import { setProductState } from './product-states'
import { productIndex } from './products'
import { FIXTURE, createTestOrderSystem, priced, request, type TestOrderSystem } from './testing'

let os: TestOrderSystem
let cookie: string
const COLLECTIVITY = 1004

beforeAll(async () => {
  os = await createTestOrderSystem()
  await seedShopServer(os.ctx)
  cookie = await os.signIn(COLLECTIVITY)
})
afterAll(() => os.close())

const call = (method: string, path: string, body?: unknown) => os.app.request(`/${path}`, request(method, cookie, body))
const sale = async (id: number): Promise<Sale> => saleSchema.parse(await (await call('GET', paths.sale(id))).json())

/** A quotation requested from a cart with a product priced on request and a priced one. */
async function requestQuotation() {
  const transactions = [
    { uuid: randomUUID(), product_id: FIXTURE.onRequest[0], qty: 20 },
    { uuid: randomUUID(), product_id: priced(3), qty: 4 },
  ]
  const cart = cartSchema.parse(await (await call('POST', paths.cartSync, { uuid: null, transactions })).json())
  const res = await call('POST', paths.cartRequestQuotation(cart.id))
  return quotationSchema.parse(await res.json())
}

describe('the supplier’s side, as the shop sees it', () => {
  it('walks a quotation from request to paid invoice: priced, confirmed, shipped in two parcels, invoiced, paid', async () => {
    const requested = await requestQuotation()
    expect(quotationProgress(requested.state)).toBe(10)
    const [onRequest, pricedLine] = requested.lines
    expect(onRequest!.amount.untaxed).toBe(0)

    await priceQuotation(os.ctx, requested.id, {
      prices: { [onRequest!.id]: 31.5, [pricedLine!.id]: pricedLine!.amount.price },
      shipping: { carrierId: 1, untaxed: 12 },
      note: 'Délai : 10 jours ouvrés.',
    })
    const priced = quotationSchema.parse(await (await call('GET', paths.quotation(requested.id))).json())
    expect(quotationProgress(priced.state)).toBe(30)
    expect(priced.lines.map((l) => [l.is_delivery, l.amount.price])).toEqual([
      [false, 31.5],
      [false, pricedLine!.amount.price],
      [true, 12],
    ])
    expect(priced.amount.untaxed).toBeCloseTo(20 * 31.5 + 4 * pricedLine!.amount.price + 12, 2)
    expect(priced.note).toBe('Délai : 10 jours ouvrés.')

    const confirmed = saleSchema.parse(
      await (
        await call('POST', paths.quotationConfirm(requested.id), {
          client_order_ref: 'BC-2026-0777',
          ej_number: '2026EJ000777',
          receipt_file: { name: 'bon.pdf', content_base64: Buffer.from('%PDF-1.4').toString('base64') },
        })
      ).json(),
    )
    expect(orderProgress(confirmed.state)).toBe(30)

    await shipParcel(os.ctx, confirmed.id, {
      quantities: { [onRequest!.id]: 8 },
      carrierId: 11,
      trackingReference: null,
    })
    const partial = await sale(confirmed.id)
    expect(orderProgress(partial.state)).toBe(70)
    const [first, backorder] = partial.delivery.pickings
    expect(first).toMatchObject({ state: 'done', carrier: { code: 'dpd' }, lines: [{ qty: 8, qty_done: 8 }] })
    expect(trackingUrl(first!.carrier, first!.tracking_reference)).toMatch(
      /^https:\/\/trace\.dpd\.fr\/fr\/trace\/250\d+$/,
    )
    expect(backorder).toMatchObject({ state: 'assigned', tracking_reference: null })
    expect(backorder!.lines.map((l) => l.qty)).toEqual([12, 4])

    await shipParcel(os.ctx, confirmed.id, {
      quantities: { [onRequest!.id]: 12, [pricedLine!.id]: 4 },
      carrierId: 2,
      trackingReference: ' XY123456789FR ',
    })
    const full = await sale(confirmed.id)
    expect(orderProgress(full.state)).toBe(100)
    expect(full.delivery.pickings.map((p) => [p.state, p.tracking_reference])).toEqual([
      ['done', first!.tracking_reference],
      ['done', 'XY123456789FR'],
    ])
    expect(full.lines.every((l) => l.qty_delivered === l.qty)).toBe(true)

    const invoice = await invoiceShipped(os.ctx, confirmed.id)
    expect(invoice.amount.amount_total).toBeCloseTo(full.amount.total, 2)
    const listed = invoicePageSchema.parse(await (await call('GET', paths.invoices)).json()).items
    expect(listed.find((i) => i.id === invoice.id)).toMatchObject({ payment_state: 'not_paid', ref: 'BC-2026-0777' })
    await expect(invoiceShipped(os.ctx, confirmed.id)).rejects.toThrow(/Rien à facturer/)

    await markInvoicePaid(os.ctx, invoice.id)
    const paid = invoicePageSchema.parse(await (await call('GET', paths.invoices)).json()).items
    expect(paid.find((i) => i.id === invoice.id)).toMatchObject({ payment_state: 'paid', amount: { amount_due: 0 } })
    expect((await sale(confirmed.id)).invoices).toEqual([
      expect.objectContaining({ id: invoice.id, payment_state: 'paid' }),
    ])
  })

  it('refuses, in French, a price missing, a quantity beyond what is left, or an empty parcel', async () => {
    const requested = await requestQuotation()
    await expect(priceQuotation(os.ctx, requested.id, { prices: {}, shipping: null, note: null })).rejects.toThrow(
      /prix unitaire HT supérieur à 0/,
    )
    const prices = Object.fromEntries(requested.lines.map((l) => [l.id, 10]))
    await priceQuotation(os.ctx, requested.id, { prices, shipping: null, note: null })
    await expect(priceQuotation(os.ctx, requested.id, { prices, shipping: null, note: null })).rejects.toThrow(
      /déjà chiffré/,
    )
    const confirmed = saleSchema.parse(await (await call('POST', paths.quotationConfirm(requested.id), {})).json())
    const line = confirmed.lines[0]!
    await expect(
      shipParcel(os.ctx, confirmed.id, {
        quantities: { [line.id]: line.qty + 1 },
        carrierId: 1,
        trackingReference: null,
      }),
    ).rejects.toThrow(/il en reste 20/)
    await expect(
      shipParcel(os.ctx, confirmed.id, { quantities: {}, carrierId: 1, trackingReference: null }),
    ).rejects.toThrow(/au moins une quantité/)
  })
})

describe('product states set by the back office', () => {
  it('withdraws a product everywhere the order system answers, and in the search documents', async () => {
    const product = priced(7)
    const list = wishlistSchema.parse(
      await (
        await call('POST', paths.wishlists, { name: 'Suivi', lines: [{ product_id: product, quantity: 2 }] })
      ).json(),
    )
    const transactions = [{ uuid: randomUUID(), product_id: product, qty: 1 }]
    await call('POST', paths.cartSync, { uuid: null, transactions })

    await setProductState(os.ctx, await productIndex(os.ctx), product, { obsolete: true, out_of_stock: true })
    const seen = wishlistSchema.parse(await (await call('GET', paths.wishlist(list.id))).json())
    expect(seen.lines[0]!.product?.sellable).toBe(false)
    const cart = cartSchema.parse(await (await call('POST', paths.cartSync, { uuid: null, transactions: [] })).json())
    expect(cart.lines.find((l) => l.product_id === product)).toMatchObject({ confirmable: false })
    const documents = await readFile(await productDocumentsFile(os.dataDir), 'utf8')
    const doc = documents
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((d) => d.id === product)
    expect(doc).toMatchObject({
      product_state: { code: 'obsolete' },
      stock: { global: { qty: 0, state: 'out_of_stock' } },
    })

    await setProductState(os.ctx, await productIndex(os.ctx), product, { obsolete: false, out_of_stock: false })
    const back = wishlistSchema.parse(await (await call('GET', paths.wishlist(list.id))).json())
    expect(back.lines[0]!.product?.sellable).toBe(true)
    const restored = (await readFile(await productDocumentsFile(os.dataDir), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((d) => d.id === product)
    expect(restored).toMatchObject({
      product_state: { code: 'sellable' },
      stock: { global: { qty: 500, state: 'in_stock' } },
    })
  })
})
