import { z } from 'zod/mini'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedShopServer } from '../shop-server/seed'
import { verifyPayable } from '../payable'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { cartSchema, type Cart, type CartTransaction } from '../../lib/order-system/schemas/cart'
import { carrierSchema } from '../../lib/order-system/schemas/carrier'
import { errorBodySchema } from '../../lib/order-system/schemas/error'
import { payableSchema } from '../../lib/order-system/schemas/payable'
import { requestLinePageSchema, requestLineSchema } from '../../lib/order-system/schemas/request-line'
import { saleSchema } from '../../lib/order-system/schemas/sale'
import { quotationPageSchema } from '../../lib/order-system/schemas/quotation'
import { CART_KIND } from './cart-store'
import { createTestOrderSystem, FIXTURE, priced, request, type TestOrderSystem } from './testing'

let os: TestOrderSystem
let cookie: string
const USER = 1001

beforeAll(async () => {
  os = await createTestOrderSystem()
  await seedShopServer(os.ctx)
  cookie = await os.signIn(USER)
})
afterAll(() => os.close())
beforeEach(async () => {
  for (const cart of await os.ctx.store.list<{ id: number }>(CART_KIND))
    await os.ctx.store.remove(CART_KIND, String(cart.id))
})

const tx = (product_id: number, qty: number, extra: Partial<CartTransaction> = {}): CartTransaction => ({
  uuid: randomUUID(),
  product_id,
  qty,
  ...extra,
})

async function call(method: string, path: string, body?: unknown, who = cookie) {
  return os.app.request(`/${path}`, request(method, who, body))
}

async function sync(
  transactions: CartTransaction[],
  uuid: string | null = null,
  path: string = paths.cartSync,
  who = cookie,
) {
  return call('POST', path, { uuid, transactions }, who)
}

async function cartOf(res: Response): Promise<Cart> {
  expect(res.status, await res.clone().text()).toBe(200)
  return cartSchema.parse(await res.json())
}

async function detailOf(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status)
  return errorBodySchema.parse(await res.json()).detail
}

const qtyOf = (cart: Cart, productId: number) => cart.lines.find((l) => l.product_id === productId)?.qty

describe('cart sync', () => {
  it('answers 204 when there is no cart and nothing to add', async () => {
    expect((await sync([])).status).toBe(204)
    expect((await sync([tx(priced(0), -2)])).status).toBe(204)
  })

  it('creates the cart, adds and subtracts quantities, drops lines at zero, and prices them', async () => {
    const [a, b] = [priced(0), priced(1)]
    let cart = await cartOf(await sync([tx(a, 2), tx(b, 1), tx(a, 3)]))
    expect(qtyOf(cart, a)).toBe(5)
    expect(qtyOf(cart, b)).toBe(1)
    const line = cart.lines.find((l) => l.product_id === a)!
    expect(line.amount.untaxed).toBeCloseTo(line.unit_price.untaxed * 5, 2)
    expect(line.amount.total).toBeCloseTo(line.amount.untaxed * 1.2, 2)
    expect(cart.amount.untaxed).toBeCloseTo(
      cart.lines.reduce((s, l) => s + l.amount.untaxed, 0),
      2,
    )
    expect(cart.invoicing.address?.id).toBe(USER)
    expect(cart.delivery.address?.address_type).toBe('delivery')

    cart = await cartOf(await sync([tx(a, -5), tx(b, 2)], cart.uuid))
    expect(qtyOf(cart, a)).toBeUndefined()
    expect(qtyOf(cart, b)).toBe(3)
  })

  it('applies a transaction once: replaying the same uuids changes nothing', async () => {
    const batch = [tx(priced(2), 4), tx(priced(3), 1)]
    const first = await cartOf(await sync(batch))
    const replay = await cartOf(await sync(batch, first.uuid))
    expect(replay).toEqual(first)
    const alias = await cartOf(await sync(batch, first.uuid, paths.cartSyncAlias))
    expect(alias).toEqual(first)
  })

  it('claims a uuid for its customer only: the same uuid from another buyer is that buyer’s change', async () => {
    const other = await os.signIn(1004)
    const shared = tx(priced(5), 2)
    expect(qtyOf(await cartOf(await sync([shared])), priced(5))).toBe(2)
    const theirs = await cartOf(await sync([shared], null, paths.cartSync, other))
    expect(qtyOf(theirs, priced(5))).toBe(2)
    // Each buyer's replay is still a replay.
    expect(qtyOf(await cartOf(await sync([shared], null, paths.cartSync, other)), priced(5))).toBe(2)
    expect(qtyOf(await cartOf(await sync([shared])), priced(5))).toBe(2)
  })

  it('keeps lines with different options apart', async () => {
    const id = priced(4)
    const cart = await cartOf(
      await sync([
        tx(id, 1, { options: { taille: 'L' } }),
        tx(id, 2, { options: { taille: 'M' } }),
        tx(id, 1, { options: null }),
      ]),
    )
    expect(
      cart.lines
        .filter((l) => l.product_id === id)
        .map((l) => l.qty)
        .sort(),
    ).toEqual([1, 1, 2])
  })

  it('refuses unknown products with a French detail and applies nothing', async () => {
    const known = tx(priced(5), 1)
    const detail = await detailOf(await sync([known, tx(999, 1)]), 422)
    expect(detail).toMatch(/n° 999/)
    expect((await sync([])).status).toBe(204)
    // The known transaction was not spent: sent again alone, it applies.
    expect(qtyOf(await cartOf(await sync([known])), priced(5))).toBe(1)
  })

  it('keeps an obsolete product but flags its line as not confirmable', async () => {
    const cart = await cartOf(await sync([tx(FIXTURE.obsolete[0], 1), tx(priced(0), 1)]))
    const obsolete = cart.lines.find((l) => l.product_id === FIXTURE.obsolete[0])!
    expect(obsolete).toMatchObject({ confirmable: false, product_state: { code: 'obsolete' } })
  })

  it('reports what the stock cannot serve, and the change since the previous answer', async () => {
    let cart = await cartOf(await sync([tx(FIXTURE.scarce, 5)]))
    expect(cart.lines[0]).toMatchObject({ qty_unavailable: 2, qty_unavailable_diff: 2 })
    cart = await cartOf(await sync([tx(FIXTURE.scarce, 1)]))
    expect(cart.lines[0]).toMatchObject({ qty_unavailable: 3, qty_unavailable_diff: 1 })
  })

  it('puts a line on the contact person its transactions name, apart from the same product for nobody, into the order', async () => {
    const cart = await cartOf(
      await sync([tx(priced(8), 2), tx(priced(8), 3, { options: { contact_id: 31 } }), tx(priced(8), 1)]),
    )
    const lines = cart.lines.map((l) => [l.qty, l.contact_id, l.options])
    expect(lines).toEqual([
      [3, null, null],
      [3, 31, { contact_id: 31 }],
    ])
    const sale = saleSchema.parse(await (await call('POST', paths.cartConfirm(cart.id))).json())
    expect(sale.lines.filter((l) => !l.is_delivery).map((l) => [l.qty, l.contact_id])).toEqual([
      [3, null],
      [3, 31],
    ])
  })

  it('refuses a contact person that is not an id', async () => {
    expect(await detailOf(await sync([tx(priced(8), 1, { options: { contact_id: 'Marc' } })]), 422)).toMatch(/personne/)
  })

  it('answers the new cart and its new uuid once the previous one was confirmed', async () => {
    const cart = await cartOf(await sync([tx(priced(6), 1)]))
    expect((await call('POST', paths.cartConfirm(cart.id))).status).toBe(200)
    const next = await cartOf(await sync([tx(priced(7), 2)], cart.uuid))
    expect(next.uuid).not.toBe(cart.uuid)
    expect(next.id).not.toBe(cart.id)
    expect(next.lines.map((l) => [l.product_id, l.qty])).toEqual([[priced(7), 2]])
  })

  it('prices zero for products on request ("Prix sur demande")', async () => {
    const cart = await cartOf(await sync([tx(FIXTURE.onRequest[0], 3)]))
    expect(cart.lines[0]?.amount.untaxed).toBe(0)
  })
})

describe('carts/current/*', () => {
  it('answer 404 without a cart', async () => {
    for (const [method, path, body] of [
      ['GET', paths.cartDeliveryCarriers, undefined],
      ['GET', paths.cartPayable, undefined],
      ['POST', paths.cartSetCarrier, { carrier_id: 1 }],
      ['POST', paths.cartUpdate, { note: 'x' }],
      ['POST', paths.cartCoupon, { code: 'BIENVENUE10' }],
    ] as const) {
      expect(await detailOf(await call(method, path, body), 404), path).toMatch(/panier/)
    }
  })

  it('prices the carriers, sets one and adds its shipping line', async () => {
    await sync([tx(priced(0), 1)])
    const res = await call('GET', paths.cartDeliveryCarriers)
    const carriers = z.array(carrierSchema).parse(await res.json())
    expect(carriers.map((c) => c.price_applied_to_cart)).toEqual(
      [...carriers.map((c) => c.price_applied_to_cart)].sort((a, b) => a! - b!),
    )
    const cart = await cartOf(await call('POST', paths.cartSetCarrier, { carrier_id: 2 }))
    expect(cart.delivery.selected_carrier?.code).toBe('chronopost')
    expect(cart.delivery.fees.untaxed).toBe(19.9)
    const shipping = cart.lines.find((l) => l.is_delivery)!
    expect(shipping.amount.untaxed).toBe(19.9)
    expect(cart.amount.untaxed).toBeCloseTo(
      cart.lines.reduce((s, l) => s + l.amount.untaxed, 0),
      2,
    )
    expect(await detailOf(await call('POST', paths.cartSetCarrier, { carrier_id: 42 }), 400)).toMatch(/livraison/)
  })

  it('sets addresses, reference and note; refuses someone else’s address', async () => {
    await sync([tx(priced(0), 1)])
    const before = await cartOf(await sync([]))
    const cart = await cartOf(
      await call('POST', paths.cartUpdate, {
        client_order_ref: 'CHANTIER-42',
        note: 'Livrer avant 10 h',
        invoicing: { address_id: USER },
        delivery: { address_id: USER },
      }),
    )
    expect(cart).toMatchObject({ client_order_ref: 'CHANTIER-42', note: 'Livrer avant 10 h' })
    expect(cart.delivery.address?.id).toBe(cart.invoicing.address?.id)
    expect(before.delivery.address?.id).not.toBe(USER)
    expect((await call('POST', paths.cartUpdate, { delivery: { address_id: 1004 } })).status).toBe(404)
    expect(
      (await call('POST', paths.cartUpdate, { invoicing: { address_id: before.delivery.address!.id } })).status,
    ).toBe(404)
  })

  it('keeps the public buyer’s ej number on the cart and carries it into the order and the quotation', async () => {
    let cart = await cartOf(await sync([tx(priced(0), 1)]))
    expect(cart.ej_number).toBeNull()
    cart = await cartOf(
      await call('POST', paths.cartUpdate, { ej_number: ' EJ-2025-0042 ', client_order_ref: 'MAIRIE-7' }),
    )
    expect(cart).toMatchObject({ ej_number: 'EJ-2025-0042', client_order_ref: 'MAIRIE-7' })
    // Updating something else leaves it; an empty value clears it.
    expect((await cartOf(await call('POST', paths.cartUpdate, { note: 'Quai 3' }))).ej_number).toBe('EJ-2025-0042')
    expect((await cartOf(await call('POST', paths.cartUpdate, { ej_number: '' }))).ej_number).toBeNull()
    expect(await detailOf(await call('POST', paths.cartUpdate, { ej_number: 'x'.repeat(65) }), 422)).toMatch(
      /numéro EJ/,
    )

    await call('POST', paths.cartUpdate, { ej_number: 'EJ-2025-0042' })
    const sale = saleSchema.parse(await (await call('POST', paths.cartConfirm(cart.id))).json())
    expect(sale.ej_number).toBe('EJ-2025-0042')

    const next = await cartOf(await sync([tx(FIXTURE.onRequest[0], 1)]))
    expect(next.ej_number).toBeNull()
    await call('POST', paths.cartUpdate, { ej_number: 'EJ-2025-0043' })
    const quotation = saleSchema.parse(await (await call('POST', paths.cartRequestQuotation(next.id))).json())
    expect(quotation.ej_number).toBe('EJ-2025-0043')
  })

  it('applies the demo coupon, refuses an unknown one in French', async () => {
    const base = await cartOf(await sync([tx(priced(0), 10)]))
    const cart = await cartOf(await call('POST', paths.cartCoupon, { code: 'bienvenue10' }))
    expect(cart.promo_codes).toEqual(['BIENVENUE10'])
    expect(cart.amount.untaxed).toBeCloseTo(base.amount.untaxed * 0.9, 1)
    expect(cart.discount.untaxed).toBeCloseTo(base.amount.untaxed * 0.1, 1)
    expect(cart.lines[0]?.discount.rate).toBe(10)
    expect(await detailOf(await call('POST', paths.cartCoupon, { code: 'FAUX' }), 400)).toBe(
      'Le code promo « FAUX » n’existe pas ou n’est plus valable.',
    )
    expect((await call('POST', paths.cartCoupon, { code: '' })).status).toBe(422)
  })

  it('delivers to a relay point, by site id or as a public point', async () => {
    await sync([tx(priced(0), 1)])
    let cart = await cartOf(await call('POST', paths.cartSetPickup, { pickup_site_id: 501 }))
    expect(cart.delivery.selected_carrier?.with_dropoff_site).toBe(true)
    expect(cart.delivery.address).toMatchObject({ is_dropoff_site: true, name: 'Tabac Presse du Marché' })
    expect(cart.delivery.pickup?.code).toBe('PR-69002-01')
    const point = {
      carrier_id: 3,
      code: 'MR-75011-9',
      name: 'Relais Oberkampf',
      street: '1 rue Oberkampf',
      zip: '75011',
      city: 'Paris',
    }
    cart = await cartOf(await call('POST', paths.cartSetPublicDeliveryPickup, point))
    expect(cart.delivery.address).toMatchObject({ is_dropoff_site: true, city: 'Paris', country: { code: 'FR' } })
    expect((await call('POST', paths.cartSetPublicDeliveryPickup, { ...point, carrier_id: 1 })).status).toBe(400)
    expect((await call('POST', paths.cartSetPickup, { pickup_site_id: 99 })).status).toBe(404)
    // Choosing a home carrier drops the relay point.
    cart = await cartOf(await call('POST', paths.cartSetCarrier, { carrier_id: 1 }))
    expect(cart.delivery.pickup).toBeNull()
  })

  it('signs a payable for the cart total', async () => {
    const cart = await cartOf(await sync([tx(priced(0), 2)]))
    const payable = payableSchema.parse(await (await call('GET', paths.cartPayable)).json())
    expect(payable).toMatchObject({ payable_reference: cart.name, amount: cart.amount.total, currency_code: 'EUR' })
    expect(payable.amount_formatted).toMatch(/€$/)
    expect(verifyPayable(payable.payable, os.dataDir)).toEqual({
      kind: 'cart',
      id: cart.id,
      customerId: USER,
      amount: cart.amount.total,
      currency: 'EUR',
    })
  })
})

describe('confirmation rules', () => {
  it('refuses an empty cart, an obsolete-only cart, zero prices and another cart id', async () => {
    let cart = await cartOf(await sync([tx(FIXTURE.obsolete[0], 1)]))
    expect(await detailOf(await call('POST', paths.cartConfirm(cart.id)), 400)).toMatch(/en vente/)
    cart = await cartOf(await sync([tx(FIXTURE.obsolete[0], -1), tx(priced(0), 1)]))
    expect(await detailOf(await call('POST', paths.cartConfirm(cart.id + 1000)), 404)).toMatch(/introuvable/)
    await sync([tx(FIXTURE.onRequest[0], 1)])
    expect(await detailOf(await call('POST', paths.cartConfirm(cart.id)), 400)).toMatch(/Prix sur demande/)
    cart = await cartOf(await sync([tx(FIXTURE.onRequest[0], -1), tx(priced(0), -1)]))
    expect(cart.lines).toEqual([])
    expect(await detailOf(await call('POST', paths.cartConfirm(cart.id)), 400)).toMatch(/vide/)
  })

  it('refuses an incomplete address', async () => {
    const cart = await cartOf(await sync([tx(priced(0), 1)]))
    const [address] = await os.ctx.store.list<{ id: number; street: string | null }>('address', String(USER))
    await os.ctx.store.put('address', String(address!.id), String(USER), { ...address, street: '  ' })
    try {
      expect(await detailOf(await call('POST', paths.cartConfirm(cart.id)), 400)).toMatch(/adresse de facturation/)
    } finally {
      await os.ctx.store.put('address', String(address!.id), String(USER), address)
    }
  })

  it('needs a relay point when the carrier delivers to one', async () => {
    const cart = await cartOf(await sync([tx(priced(0), 1)]))
    await call('POST', paths.cartSetCarrier, { carrier_id: 3 })
    expect(await detailOf(await call('POST', paths.cartConfirm(cart.id)), 400)).toMatch(/point relais/)
    await call('POST', paths.cartSetPickup, { pickup_site_id: 'PR-69006-01' })
    expect((await call('POST', paths.cartConfirm(cart.id))).status).toBe(200)
  })

  it('turns a valid cart into a pending order without its obsolete lines', async () => {
    const cart = await cartOf(await sync([tx(priced(0), 2), tx(FIXTURE.obsolete[1], 1)]))
    await call('POST', paths.cartSetCarrier, { carrier_id: 1 })
    const sale = saleSchema.parse(await (await call('POST', paths.cartConfirm(cart.id))).json())
    expect(sale).toMatchObject({
      id: cart.id,
      name: cart.name,
      state: 'pending',
      payment: { mode: 'Virement à 30 jours fin de mois' },
    })
    expect(sale.lines.map((l) => l.product_id)).toEqual([priced(0), 9_000_001])
    expect(sale.amount.total).toBeCloseTo(
      sale.lines.reduce((s, l) => s + l.amount.total, 0),
      2,
    )
    expect((await sync([])).status).toBe(204)
    expect(saleSchema.parse(await (await call('GET', paths.sale(sale.id))).json())).toEqual(sale)
    expect((await call('POST', paths.cartConfirm(cart.id))).status).toBe(404)
  })

  it('turns a cart into a quotation being priced', async () => {
    const cart = await cartOf(await sync([tx(FIXTURE.onRequest[1], 5), tx(priced(1), 1)]))
    const quotation = saleSchema.parse(await (await call('POST', paths.cartRequestQuotation(cart.id))).json())
    expect(quotation).toMatchObject({ id: cart.id, state: 'estimating' })
    const list = quotationPageSchema.parse(await (await call('GET', paths.quotations)).json())
    expect(list.items.map((q) => q.id)).toContain(cart.id)
    expect((await sync([])).status).toBe(204)
  })
})

describe('unit requests', () => {
  it('lets a member hand the cart to the manager, who accepts, rejects (with a reason) and resets', async () => {
    const agent = await os.signIn(1002)
    const manager = await os.signIn(1003)
    expect((await call('POST', paths.cartRequest, undefined, cookie)).status).toBe(403)

    await sync([tx(priced(8), 2), tx(priced(9), 1)], null, paths.cartSync, agent)
    const request = saleSchema.parse(await (await call('POST', paths.cartRequest, undefined, agent)).json())
    expect(request.state).toBe('pending')

    const page = requestLinePageSchema.parse(
      await (await call('GET', `${paths.unitRequestLines}?state=pending`, undefined, manager)).json(),
    )
    const mine = page.items.filter((l) => l.order.id === request.id)
    expect(mine.map((l) => l.request_partner_id)).toEqual([1002, 1002])
    const [first, second] = mine as [(typeof mine)[0], (typeof mine)[0]]

    const accepted = requestLineSchema.parse(
      await (await call('POST', paths.unitRequestLineAccept(first.id), undefined, manager)).json(),
    )
    expect(accepted.request_order_id).not.toBeNull()
    const managerCart = await cartOf(await sync([], null, paths.cartSync, manager))
    expect(managerCart.lines.find((l) => l.request_id === first.id)?.qty).toBe(2)
    expect((await call('POST', paths.unitRequestLineAccept(first.id), undefined, manager)).status).toBe(400)
    expect((await call('POST', paths.unitRequestLineReject(first.id), { reason: 'Non' }, manager)).status).toBe(400)

    expect((await call('POST', paths.unitRequestLineReject(second.id), {}, manager)).status).toBe(422)
    const rejected = requestLineSchema.parse(
      await (await call('POST', paths.unitRequestLineReject(second.id), { reason: 'Hors budget' }, manager)).json(),
    )
    expect(rejected).toMatchObject({ request_rejected: true, request_rejection_reason: 'Hors budget' })

    const reset = requestLineSchema.parse(
      await (await call('POST', paths.unitRequestLineReset(first.id), undefined, manager)).json(),
    )
    expect(reset).toMatchObject({ request_order_id: null, request_rejected: false })
    const emptied = await sync([], null, paths.cartSync, manager)
    expect(cartSchema.parse(await emptied.json()).lines.some((l) => l.request_id === first.id)).toBe(false)

    expect((await call('POST', paths.unitRequestLineAccept(first.id), undefined, cookie)).status).toBe(403)

    // Deleting the product from the cart reaches the accepted line too.
    await call('POST', paths.unitRequestLineAccept(first.id), undefined, manager)
    const removed = await cartOf(await sync([tx(first.product_id, -2)], null, paths.cartSync, manager))
    expect(removed.lines.some((l) => l.request_id === first.id)).toBe(false)
  })

  it('manages unit members: create, update, invite, delete; 404 for unknown ids', async () => {
    const manager = await os.signIn(1003)
    const created = await call(
      'POST',
      paths.unitMembers,
      { name: 'Inès Garnier', email: 'ines.garnier@exemple.fr' },
      manager,
    )
    expect(created.status).toBe(201)
    const member = (await created.json()) as { id: number; auth_state: string }
    expect(member.auth_state).toBe('none')
    const updated = await call('POST', paths.unitMember(member.id), { phone: '+33 1 99 00 12 12' }, manager)
    expect(await updated.json()).toMatchObject({ name: 'Inès Garnier', phone: '+33 1 99 00 12 12' })
    expect(await (await call('POST', paths.unitMemberInvite(member.id), undefined, manager)).json()).toMatchObject({
      auth_state: 'invited',
    })
    expect((await call('DELETE', paths.unitMember(member.id), undefined, manager)).status).toBe(200)
    expect((await call('DELETE', paths.unitMember(member.id), undefined, manager)).status).toBe(404)
    expect((await call('POST', paths.unitMembers, { name: '' }, manager)).status).toBe(422)
  })
})
