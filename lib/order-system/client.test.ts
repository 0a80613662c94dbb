import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestOrderSystem, FIXTURE, priced, type TestOrderSystem } from '@/demo/order-system/testing'
import { seedIfEmpty } from '@/demo/seed'
import { seedShopServer } from '@/demo/shop-server/seed'
import type { Result } from '@/lib/http/result'
import { createOrderSystemClient, type OrderSystemClient } from './client'
import { serverFieldErrors, serverMessage } from './errors'

function client(answer: () => Response, hasUser = false) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer())
  const onUnauthorized = vi.fn()
  const orderSystem = createOrderSystemClient(
    { baseUrl: 'https://erp.example/', timeoutMs: 1_000 },
    { fetch, hasUser: () => hasUser, onUnauthorized },
  )
  return { orderSystem, fetch, onUnauthorized }
}

const PROFILE = { id: 1001, name: 'Claire Martin', login: 'claire.martin@exemple.fr', role: 'pro' }

describe('createOrderSystemClient: password flows', () => {
  it('registers only when name, login and password are all present', async () => {
    const { orderSystem, fetch } = client(() =>
      Response.json({ login: 'a@b.fr', mail_verified: false }, { status: 201 }),
    )
    expect(await orderSystem.register({ name: 'A', login: 'a@b.fr' })).toBeNull()
    expect(await orderSystem.register({ name: '  ', login: 'a@b.fr', password: 'motdepasse' })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    expect(await orderSystem.register({ name: 'A', login: 'a@b.fr', password: 'motdepasse' })).toMatchObject({
      ok: true,
      data: { login: 'a@b.fr', mail_verified: false },
    })
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      name: 'A',
      login: 'a@b.fr',
      password: 'motdepasse',
    })
  })

  it('turns a 403 on login into no user, without an error', async () => {
    const { orderSystem } = client(() =>
      Response.json({ detail: 'Identifiant ou mot de passe incorrect.' }, { status: 403 }),
    )
    expect(await orderSystem.login({ login: 'x@y.fr', password: 'non' })).toEqual({ ok: true, data: null, status: 403 })
  })

  it("keeps the server's message for any other login failure", async () => {
    const { orderSystem } = client(() => Response.json({ detail: 'Compte bloqué, contactez-nous.' }, { status: 423 }))
    const result = await orderSystem.login({ login: 'x@y.fr', password: 'non' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(serverMessage(result.error)).toBe('Compte bloqué, contactez-nous.')
  })

  it('logs in with credentials included, so the session cookie is kept', async () => {
    const { orderSystem, fetch } = client(() => Response.json(PROFILE))
    expect(await orderSystem.login({ login: 'claire.martin@exemple.fr', password: 'demo1234' })).toMatchObject({
      ok: true,
      data: { id: 1001 },
    })
    expect(fetch.mock.calls[0]![1]?.credentials).toBe('include')
  })

  it('posts the token flows to their paths', async () => {
    const { orderSystem, fetch } = client(() => Response.json({}))
    await orderSystem.requestPasswordReset({ login: 'a@b.fr' })
    await orderSystem.validateEmail({ token: 't1' })
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://erp.example/auth/request_reset_password',
      'https://erp.example/auth/validate_email',
    ])
  })

  it('gives the field messages of a refused payload', async () => {
    const { orderSystem } = client(() =>
      Response.json(
        { detail: 'Un compte existe déjà avec cette adresse e-mail.', fields: { login: 'Adresse déjà utilisée.' } },
        { status: 409 },
      ),
    )
    const result = await orderSystem.register({ name: 'A', login: 'a@b.fr', password: 'motdepasse' })
    expect(result?.ok).toBe(false)
    if (result && !result.ok) expect(serverFieldErrors(result.error)).toEqual({ login: 'Adresse déjà utilisée.' })
  })
})

describe('createOrderSystemClient: prices', () => {
  it('reads the price map and sends a 401 to the gate', async () => {
    const price = { value: 12.5, tax_included: false, original_value: 12.5, discount: 0 }
    const ok = client(() => Response.json({ '42': price }), true)
    const result = await ok.orderSystem.prices()
    expect(result.ok && Object.keys(result.data)).toEqual(['42'])

    const expired = client(() => Response.json({ detail: 'Not authenticated' }, { status: 401 }), true)
    await expired.orderSystem.prices()
    expect(expired.onUnauthorized).toHaveBeenCalledWith('order-system')
  })
})

/** A fetch that answers each call with the next scripted response (the last one repeats). */
function scripted(...answers: Response[]) {
  return client(() => (answers.length > 1 ? answers.shift()! : answers[0]!.clone()), true)
}

const sent = (fetch: ReturnType<typeof client>['fetch'], call = 0) => {
  const [url, init] = fetch.mock.calls[call]!
  return {
    url: String(url),
    method: init?.method,
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  }
}

const UNAVAILABLE = () =>
  Response.json({ detail: 'Le système de commandes est momentanément indisponible.' }, { status: 503 })
const money = { discount_total: 0, tax: 0, total: 0, untaxed: 0, total_without_discount: 0 }
const CART = {
  id: 2401,
  uuid: 'cart-2401',
  name: 'S02401',
  date: '2026-01-05T10:00:00+01:00',
  lines: [],
  amount: money,
  discount: { untaxed: 0, tax_included: 0 },
  delivery: { address: null, fees: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickup: null },
  invoicing: { address: null },
  note: null,
  client_order_ref: null,
  promo_codes: [],
}

describe('createOrderSystemClient: cart sync', () => {
  const transactions = [{ uuid: 'tx-1', product_id: 42, qty: 2 }]

  it('posts the uuid and the transactions and parses the cart', async () => {
    const { orderSystem, fetch } = scripted(Response.json(CART))
    const result = await orderSystem.cartSync({ uuid: 'cart-2401', transactions })
    expect(result).toMatchObject({ ok: true, data: { id: 2401, uuid: 'cart-2401' } })
    expect(sent(fetch)).toEqual({
      url: 'https://erp.example/v2/cart/sync',
      method: 'POST',
      body: { uuid: 'cart-2401', transactions },
    })
    expect(fetch.mock.calls[0]![1]?.credentials).toBe('include')
  })

  it.each([
    ['a 204', () => new Response(null, { status: 204 })],
    ['an empty 200', () => new Response('', { status: 200 })],
  ])('reads %s as no cart', async (_, answer) => {
    const { orderSystem } = client(answer, true)
    expect(await orderSystem.cartSync({ uuid: null, transactions: [] })).toMatchObject({ ok: true, data: null })
  })

  it('sends a 503 back at once, leaving the retries to the sync engine', async () => {
    const { orderSystem, fetch } = scripted(UNAVAILABLE(), Response.json(CART))
    const result = await orderSystem.cartSync({ uuid: null, transactions })
    expect(fetch).toHaveBeenCalledOnce()
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } })
  })

  it('reports a cart that does not match the contract as a validation error', async () => {
    const { orderSystem } = scripted(Response.json({ ...CART, lines: 'none' }))
    expect(await orderSystem.cartSync({ uuid: null, transactions })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    })
  })
})

describe('createOrderSystemClient: cart changes', () => {
  it.each([
    [
      'cartUpdate',
      (c: OrderSystemClient) => c.cartUpdate({ delivery: { address_id: 7 }, note: 'Quai 3' }),
      'carts/current/update',
      { delivery: { address_id: 7 }, note: 'Quai 3' },
    ],
    ['cartSetCarrier', (c: OrderSystemClient) => c.cartSetCarrier(3), 'carts/current/set_carrier', { carrier_id: 3 }],
    [
      'cartCoupon',
      (c: OrderSystemClient) => c.cartCoupon('BIENVENUE10'),
      'carts/current/coupon',
      { code: 'BIENVENUE10' },
    ],
    [
      'cartSetPickup',
      (c: OrderSystemClient) => c.cartSetPickup('PR-69002-01'),
      'carts/current/set_pickup',
      { pickup_site_id: 'PR-69002-01' },
    ],
  ])('%s posts its payload and answers the cart', async (_, call, path, body) => {
    const { orderSystem, fetch } = scripted(Response.json(CART))
    expect(await call(orderSystem)).toMatchObject({ ok: true, data: { id: 2401 } })
    expect(sent(fetch)).toEqual({ url: `https://erp.example/${path}`, method: 'POST', body })
  })

  it('sends a relay point from the search without what only the chooser shows', async () => {
    const { orderSystem, fetch } = scripted(Response.json(CART))
    const pickup = {
      id: 501,
      carrier_id: 3,
      code: 'PR-69002-01',
      name: 'Tabac Presse du Marché',
      street: '12 rue de la République',
      street2: null,
      zip: '69002',
      city: 'Lyon',
      country_code: 'FR',
      country: { id: 76, code: 'FR', name: 'France' },
      opening_hours: [{ weekday: 1, opens: '07:30', closes: '12:30' }],
    }
    await orderSystem.cartSetPublicDeliveryPickup(pickup)
    expect(sent(fetch)).toEqual({
      url: 'https://erp.example/carts/current/set_public_delivery_pickup',
      method: 'POST',
      body: {
        carrier_id: 3,
        code: 'PR-69002-01',
        name: 'Tabac Presse du Marché',
        street: '12 rue de la République',
        street2: null,
        zip: '69002',
        city: 'Lyon',
        country_code: 'FR',
      },
    })
  })

  it('keeps the server’s message when a coupon is refused', async () => {
    const { orderSystem } = scripted(
      Response.json({ detail: 'Le code promo « X » n’existe pas ou n’est plus valable.' }, { status: 400 }),
    )
    const result = await orderSystem.cartCoupon('X')
    expect(!result.ok && serverMessage(result.error)).toBe('Le code promo « X » n’existe pas ou n’est plus valable.')
  })

  it('reads the carriers of the cart and its payable', async () => {
    const carrier = {
      id: 3,
      code: 'relais',
      name: 'Point relais',
      description: null,
      price_applied_to_cart: 4.9,
      with_dropoff_site: true,
    }
    const payable = {
      payable: 'signed.token.x',
      payable_reference: 'S02401',
      amount: 120,
      currency_code: 'EUR',
      amount_formatted: '120,00 €',
    }
    const { orderSystem, fetch } = scripted(Response.json([carrier]), Response.json(payable))
    expect(await orderSystem.cartDeliveryCarriers()).toMatchObject({ ok: true, data: [carrier] })
    expect(await orderSystem.cartPayable()).toMatchObject({ ok: true, data: payable })
    expect([sent(fetch, 0), sent(fetch, 1)]).toEqual([
      { url: 'https://erp.example/carts/current/delivery_carriers', method: 'GET', body: undefined },
      { url: 'https://erp.example/carts/current/payable', method: 'GET', body: undefined },
    ])
  })
})

describe('createOrderSystemClient: leaving the cart', () => {
  it.each([
    ['cartConfirm', (c: OrderSystemClient) => c.cartConfirm(2401), 'carts/2401/confirm'],
    ['cartRequest', (c: OrderSystemClient) => c.cartRequest(), 'carts/current/request'],
    ['cartRequestQuotation', (c: OrderSystemClient) => c.cartRequestQuotation(2401), 'carts/2401/request_quotation'],
  ])('%s posts once, even on a retryable failure, so nothing is ordered twice', async (_, call, path) => {
    const { orderSystem, fetch } = scripted(UNAVAILABLE(), Response.json({}))
    const result = await call(orderSystem)
    expect(fetch).toHaveBeenCalledOnce()
    expect(sent(fetch)).toEqual({ url: `https://erp.example/${path}`, method: 'POST', body: undefined })
    expect(!result.ok && serverMessage(result.error)).toBe('Le système de commandes est momentanément indisponible.')
  })
})

describe('createOrderSystemClient against the demo order system', () => {
  let os: TestOrderSystem
  beforeAll(async () => {
    os = await createTestOrderSystem()
    await seedShopServer(os.ctx)
  })
  afterAll(() => os.close())

  /** The client as the shop builds it, its requests answered by the demo app with the customer's session. */
  async function signedIn(customerId: number) {
    const cookie = await os.signIn(customerId)
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      headers.set('cookie', cookie)
      return os.app.request(String(input), { ...init, headers })
    }
    return createOrderSystemClient({ baseUrl: 'http://erp.test/', timeoutMs: 5_000 }, { fetch, hasUser: () => true })
  }

  const add = (productId: number, qty = 1) => ({ uuid: randomUUID(), product_id: productId, qty })
  const unwrap = <T>(result: Result<T>): T => {
    if (!result.ok)
      throw new Error(
        `${result.error.message}: ${JSON.stringify(result.error.kind === 'http' ? result.error.body : result.error)}`,
      )
    return result.data
  }

  it('takes a cart from its first line to an order delivered to a relay point', async () => {
    const erp = await signedIn(1001)
    const cart = unwrap(await erp.cartSync({ uuid: null, transactions: [add(priced(0), 3)] }))
    expect(cart?.lines).toMatchObject([{ product_id: priced(0), qty: 3 }])
    expect(unwrap(await erp.cartSync({ uuid: cart!.uuid, transactions: [] }))?.id).toBe(cart!.id)

    const invoicingId = cart!.invoicing.address!.id
    const updated = unwrap(
      await erp.cartUpdate({ delivery: { address_id: invoicingId }, client_order_ref: 'CHANTIER-12' }),
    )
    expect(updated).toMatchObject({ client_order_ref: 'CHANTIER-12', delivery: { address: { id: invoicingId } } })
    expect(unwrap(await erp.cartCoupon('bienvenue10')).promo_codes).toEqual(['BIENVENUE10'])

    const relay = unwrap(await erp.cartDeliveryCarriers()).find((carrier) => carrier.with_dropoff_site)!
    expect(unwrap(await erp.cartSetCarrier(relay.id)).delivery.selected_carrier?.id).toBe(relay.id)
    const withPickup = unwrap(await erp.cartSetPickup('PR-69002-01'))
    expect(withPickup.delivery).toMatchObject({
      pickup: { code: 'PR-69002-01' },
      address: { is_dropoff_site: true, city: 'Lyon' },
    })

    const payable = unwrap(await erp.cartPayable())
    expect(payable).toMatchObject({
      payable_reference: cart!.name,
      amount: withPickup.amount.total,
      currency_code: 'EUR',
    })

    const sale = unwrap(await erp.cartConfirm(cart!.id))
    expect(sale).toMatchObject({ id: cart!.id, name: cart!.name, state: 'pending', client_order_ref: 'CHANTIER-12' })
    expect(unwrap(await erp.cartSync({ uuid: cart!.uuid, transactions: [] }))).toBeNull()
  })

  it('turns a cart with a price on request into a quotation', async () => {
    const erp = await signedIn(1001)
    const cart = unwrap(await erp.cartSync({ uuid: null, transactions: [add(FIXTURE.onRequest[0]), add(priced(1))] }))
    const quotation = unwrap(await erp.cartRequestQuotation(cart!.id))
    expect(quotation).toMatchObject({ id: cart!.id, state: 'estimating' })
    expect(quotation.lines.map((line) => line.product_id).sort()).toEqual([priced(1), FIXTURE.onRequest[0]].sort())
  })

  it('sends a unit member’s cart to the manager, and refuses it for anyone else', async () => {
    const member = await signedIn(1002)
    unwrap(await member.cartSync({ uuid: null, transactions: [add(priced(2), 2)] }))
    expect(unwrap(await member.cartRequest())).toMatchObject({ lines: [{ product_id: priced(2), qty: 2 }] })

    const buyer = await signedIn(1001)
    unwrap(await buyer.cartSync({ uuid: null, transactions: [add(priced(2))] }))
    const refused = await buyer.cartRequest()
    expect(!refused.ok && refused.error.kind === 'http' && refused.error.status).toBe(403)
    expect(!refused.ok && serverMessage(refused.error)).toMatch(/membres d’une unité/)
  })
})

describe('createOrderSystemClient: unit members', () => {
  it('calls the unit paths with the member data', async () => {
    const member = {
      id: 1101,
      name: 'Julien Moreau',
      email: 'julien.moreau@exemple.fr',
      phone: null,
      mobile: null,
      auth_state: 'none',
    }
    const { orderSystem, fetch } = client(() => Response.json(member), true)
    await orderSystem.unitMembers()
    await orderSystem.unitMemberCreate({ name: 'Inès Garnier', email: 'ines.garnier@exemple.fr' })
    await orderSystem.unitMemberUpdate(1101, { phone: '+33 1 99 00 12 12' })
    expect(await orderSystem.unitMemberDelete(1101)).toEqual({ ok: true, data: null, status: 200 })
    expect(await orderSystem.unitMemberInvite(1101)).toMatchObject({ ok: true, data: { id: 1101 } })
    expect(
      fetch.mock.calls.map(([url, init]) => [
        init?.method,
        String(url),
        init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      ]),
    ).toEqual([
      ['GET', 'https://erp.example/unit/members', undefined],
      ['POST', 'https://erp.example/unit/members', { name: 'Inès Garnier', email: 'ines.garnier@exemple.fr' }],
      ['POST', 'https://erp.example/unit/members/1101', { phone: '+33 1 99 00 12 12' }],
      ['DELETE', 'https://erp.example/unit/members/1101', undefined],
      ['POST', 'https://erp.example/unit/members/1101/invite', undefined],
    ])
  })

  describe('against the demo order system', () => {
    let os: TestOrderSystem
    beforeAll(async () => {
      os = await createTestOrderSystem()
      await seedShopServer(os.ctx)
    })
    afterAll(() => os.close())

    async function signedIn(customerId: number) {
      const cookie = await os.signIn(customerId)
      const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const headers = new Headers(init.headers)
        headers.set('cookie', cookie)
        return os.app.request(String(input), { ...init, headers })
      }
      return createOrderSystemClient({ baseUrl: 'http://erp.test/', timeoutMs: 5_000 }, { fetch, hasUser: () => true })
    }

    it('creates, updates, invites and deletes a member of the manager’s unit', async () => {
      const manager = await signedIn(1003)
      const created = await manager.unitMemberCreate({ name: 'Inès Garnier', email: 'ines.garnier@exemple.fr' })
      if (!created.ok) throw new Error(created.error.message)
      expect(created.data).toMatchObject({ name: 'Inès Garnier', auth_state: 'none' })
      const id = created.data.id

      expect(await manager.unitMemberUpdate(id, { phone: '+33 1 99 00 12 12' })).toMatchObject({
        ok: true,
        data: { phone: '+33 1 99 00 12 12' },
      })
      expect(await manager.unitMemberInvite(id)).toMatchObject({ ok: true, data: { auth_state: 'invited' } })
      const listed = await manager.unitMembers()
      expect(listed.ok && listed.data.some((member) => member.id === id)).toBe(true)

      expect((await manager.unitMemberDelete(id)).ok).toBe(true)
      const after = await manager.unitMembers()
      expect(after.ok && after.data.some((member) => member.id === id)).toBe(false)
    })

    it('refuses the unit to a buyer who is not a manager, with the server’s French message', async () => {
      const buyer = await signedIn(1001)
      const refused = await buyer.unitMembers()
      expect(!refused.ok && refused.error.kind === 'http' && refused.error.status).toBe(403)
      expect(!refused.ok && serverMessage(refused.error)).toBe('Cette fonction est réservée aux responsables d’unité.')
    })
  })
})

describe('createOrderSystemClient: orders and invoices', () => {
  const EMPTY_PAGE = () => Response.json({ count: 0, items: [] })

  it('sends the invoice filters and the page to the server, leaving out the unset ones', async () => {
    const { orderSystem, fetch } = scripted(EMPTY_PAGE())
    await orderSystem.invoices({
      page: 2,
      page_size: 10,
      payment_state: 'not_paid',
      date_from: '2026-01-01',
      date_to: undefined,
    })
    expect(sent(fetch).url).toBe(
      'https://erp.example/invoices?page=2&page_size=10&payment_state=not_paid&date_from=2026-01-01',
    )
  })

  it('asks for the order lines of a product by name', async () => {
    const { orderSystem, fetch } = scripted(EMPTY_PAGE())
    await orderSystem.saleLines({ page: 1, product_name: 'gants nitrile' })
    expect(sent(fetch).url).toBe('https://erp.example/sale_lines?page=1&product_name=gants+nitrile')
  })

  it('gives a download as a Blob and keeps the server’s message when it is refused', async () => {
    const pdf = scripted(
      new Response(new Blob(['%PDF-1.7 facture']), { headers: { 'content-type': 'application/pdf' } }),
    )
    const result = await pdf.orderSystem.invoiceDownload(12)
    expect(sent(pdf.fetch).url).toBe('https://erp.example/invoices/12/download')
    expect(result.ok && (await result.data.text())).toBe('%PDF-1.7 facture')

    const missing = scripted(Response.json({ detail: 'Facture introuvable.' }, { status: 404 }))
    const refused = await missing.orderSystem.saleDownload(7)
    expect(sent(missing.fetch).url).toBe('https://erp.example/sales/7/download')
    expect(!refused.ok && serverMessage(refused.error)).toBe('Facture introuvable.')
  })

  describe('against the seeded demo', () => {
    let os: TestOrderSystem
    beforeAll(async () => {
      os = await createTestOrderSystem()
      await seedIfEmpty(os.ctx)
    })
    afterAll(() => os.close())

    async function signedIn(customerId: number) {
      const cookie = await os.signIn(customerId)
      const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const headers = new Headers(init.headers)
        headers.set('cookie', cookie)
        return os.app.request(String(input), { ...init, headers })
      }
      return createOrderSystemClient({ baseUrl: 'http://erp.test/', timeoutMs: 5_000 }, { fetch, hasUser: () => true })
    }
    const unwrap = <T>(result: Result<T>): T => {
      if (!result.ok) throw new Error(result.error.message)
      return result.data
    }

    it('reads the buyer’s orders, one with its shipped delivery and tracking reference', async () => {
      const erp = await signedIn(1001)
      const sales = unwrap(await erp.sales({ page: 1, page_size: 10 }))
      expect(sales.count).toBe(6)
      const shipped = sales.items.find((sale) => sale.state === 'delivery_full')!
      const detail = unwrap(await erp.sale(shipped.id))
      expect(detail.delivery.pickings).toMatchObject([
        { state: 'done', tracking_reference: expect.stringMatching(/\S/) },
      ])
      expect(detail.invoices).toHaveLength(1)
      const pdf = unwrap(await erp.saleDownload(shipped.id))
      expect(await pdf.slice(0, 4).text()).toBe('%PDF')
    })

    it('filters the invoices on the server and serves only the buyer’s own PDF', async () => {
      const buyer = await signedIn(1001)
      const all = unwrap(await buyer.invoices({}))
      const unpaid = unwrap(await buyer.invoices({ payment_state: 'not_paid' }))
      expect(all.count).toBeGreaterThan(unpaid.count)
      expect(unpaid.items.map((invoice) => invoice.payment_state)).toEqual(unpaid.items.map(() => 'not_paid'))
      const invoice = unpaid.items[0]!
      const sameDay = unwrap(await buyer.invoices({ date_from: invoice.date_invoice, date_to: invoice.date_invoice }))
      expect(sameDay.items.map((i) => i.id)).toContain(invoice.id)
      expect(
        await unwrap(await buyer.invoiceDownload(invoice.id))
          .slice(0, 4)
          .text(),
      ).toBe('%PDF')

      const other = await signedIn(1003)
      const refused = await other.invoiceDownload(invoice.id)
      expect(!refused.ok && refused.error.kind === 'http' && refused.error.status).toBe(404)
    })

    it('lists the ordered lines with their order, without the shipping lines', async () => {
      const erp = await signedIn(1001)
      const lines = unwrap(await erp.saleLines({ page_size: 100 }))
      expect(lines.count).toBeGreaterThan(0)
      expect(lines.items.every((line) => !line.is_delivery && line.order.name.length > 0)).toBe(true)
      const first = lines.items[0]!
      const same = unwrap(await erp.saleLines({ product_name: first.name.toUpperCase() }))
      expect(same.items.every((line) => line.name === first.name)).toBe(true)
    })
  })
})

describe('createOrderSystemClient: quotations and request lines', () => {
  const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])

  it('confirms a quotation as multipart, with the receipt as a file part, and never twice', async () => {
    const { orderSystem, fetch } = scripted(UNAVAILABLE(), Response.json({}))
    const receipt = new File([PDF_BYTES], 'bon-de-commande.pdf', { type: 'application/pdf' })
    const result = await orderSystem.quotationConfirm(31, {
      client_order_ref: 'BC-2026-0101',
      ej_number: '2026EJ004501',
      receipt,
    })
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect([String(url), init?.method]).toEqual(['https://erp.example/quotations/31/confirm', 'POST'])
    const form = init?.body as FormData
    expect([form.get('client_order_ref'), form.get('ej_number')]).toEqual(['BC-2026-0101', '2026EJ004501'])
    expect((form.get('receipt_file') as File).name).toBe('bon-de-commande.pdf')
    expect(!result.ok && serverMessage(result.error)).toBe('Le système de commandes est momentanément indisponible.')
  })

  it('sends no file part without a receipt', async () => {
    const { orderSystem, fetch } = scripted(Response.json({}))
    await orderSystem.quotationConfirm(31, { client_order_ref: '', ej_number: '', receipt: null })
    expect((fetch.mock.calls[0]![1]?.body as FormData).has('receipt_file')).toBe(false)
  })

  it('asks for the request lines of one member in one state, and posts the decisions', async () => {
    const { orderSystem, fetch } = scripted(Response.json({ count: 0, items: [] }), Response.json({}))
    await orderSystem.unitRequestLines({ page: 2, page_size: 10, state: 'rejected', request_partner_id: 1002 })
    await orderSystem.unitRequestLineReject(7, 'Hors budget')
    await orderSystem.unitRequestLineAccept(7)
    await orderSystem.unitRequestLineReset(7)
    expect([0, 1, 2, 3].map((call) => sent(fetch, call))).toEqual([
      {
        url: 'https://erp.example/unit/request_lines?page=2&page_size=10&state=rejected&request_partner_id=1002',
        method: 'GET',
        body: undefined,
      },
      { url: 'https://erp.example/unit/request_lines/7/reject', method: 'POST', body: { reason: 'Hors budget' } },
      { url: 'https://erp.example/unit/request_lines/7/accept', method: 'POST', body: undefined },
      { url: 'https://erp.example/unit/request_lines/7/reset', method: 'POST', body: undefined },
    ])
  })

  describe('against the seeded demo', () => {
    let os: TestOrderSystem
    beforeAll(async () => {
      os = await createTestOrderSystem()
      await seedIfEmpty(os.ctx)
    })
    afterAll(() => os.close())

    async function signedIn(customerId: number) {
      const cookie = await os.signIn(customerId)
      const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const headers = new Headers(init.headers)
        headers.set('cookie', cookie)
        return os.app.request(String(input), { ...init, headers })
      }
      return createOrderSystemClient({ baseUrl: 'http://erp.test/', timeoutMs: 5_000 }, { fetch, hasUser: () => true })
    }
    const unwrap = <T>(result: Result<T>): T => {
      if (!result.ok)
        throw new Error(
          `${result.error.message}: ${JSON.stringify(result.error.kind === 'http' ? result.error.body : result.error)}`,
        )
      return result.data
    }

    it('updates a quotation, then confirms it with an EJ number and a purchase order', async () => {
      const erp = await signedIn(1004)
      const estimated = unwrap(await erp.quotations({ page: 1, page_size: 10 })).items.find(
        (q) => q.state === 'estimated',
      )!
      expect(
        unwrap(await erp.quotationUpdate(estimated.id, { client_order_ref: 'BC-2026-0777' })).client_order_ref,
      ).toBe('BC-2026-0777')
      expect(unwrap(await erp.quotationPayable(estimated.id))).toMatchObject({
        payable_reference: estimated.name,
        currency_code: 'EUR',
      })
      expect(
        await unwrap(await erp.quotationDownload(estimated.id))
          .slice(0, 4)
          .text(),
      ).toBe('%PDF')

      const receipt = new File([PDF_BYTES, '\n%%EOF'], 'bon-de-commande.pdf', { type: 'application/pdf' })
      const sale = unwrap(
        await erp.quotationConfirm(estimated.id, {
          client_order_ref: 'BC-2026-0777',
          ej_number: '2026EJ004599',
          receipt,
        }),
      )
      expect(sale).toMatchObject({
        id: estimated.id,
        state: 'pending',
        ej_number: '2026EJ004599',
        receipt_file: { name: 'bon-de-commande.pdf', size: receipt.size },
      })
      const gone = await erp.quotation(estimated.id)
      expect(!gone.ok && gone.error.kind === 'http' && gone.error.status).toBe(404)
    })

    it('lets the manager reject a member’s line with a reason, reset it and accept it', async () => {
      const manager = await signedIn(1003)
      const pending = unwrap(await manager.unitRequestLines({ page: 1, page_size: 10, state: 'pending' }))
      const line = pending.items.find((l) => l.request_partner_id === 1002)!
      expect(unwrap(await manager.unitRequestLineReject(line.id, 'Hors budget ce trimestre'))).toMatchObject({
        request_rejected: true,
        request_rejection_reason: 'Hors budget ce trimestre',
      })
      const again = await manager.unitRequestLineAccept(line.id)
      expect(!again.ok && serverMessage(again.error)).toMatch(/réinitialisez/)
      expect(unwrap(await manager.unitRequestLineReset(line.id))).toMatchObject({
        request_rejected: false,
        request_rejection_reason: null,
      })
      expect(unwrap(await manager.unitRequestLineAccept(line.id)).request_order_id).toEqual(expect.any(Number))
    })
  })
})

describe('createOrderSystemClient: shopping lists', () => {
  it('creates a list as upstream’s wishlist typology, with its first lines, and never sends it twice', async () => {
    const list = { id: 43, name: 'Réassort', ref: null, typology: 'wishlist', partner: { id: 1001, name: 'A' } }
    const created = scripted(Response.json(list))
    const result = await created.orderSystem.wishlistCreate({
      name: 'Réassort',
      lines: [{ product_id: 42, quantity: 3 }],
    })
    expect(result).toMatchObject({ ok: true, data: { id: 43, lines: [], shared_with_unit: false } })
    expect(sent(created.fetch)).toEqual({
      url: 'https://erp.example/wishlists',
      method: 'POST',
      body: { typology: 'wishlist', name: 'Réassort', lines: [{ product_id: 42, quantity: 3 }] },
    })

    const down = scripted(UNAVAILABLE())
    expect(await down.orderSystem.wishlistCreate({ name: 'Réassort' })).toMatchObject({ ok: false })
    expect(down.fetch).toHaveBeenCalledTimes(1)
  })
})
