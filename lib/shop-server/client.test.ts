import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signPayable } from '@/demo/payable'
import { createTestShop, type TestShop } from '@/demo/shop-server/data/testing'
import { seedShopServer } from '@/demo/shop-server/seed'
import { createShopServerClient } from './client'

const CUSTOMER = {
  id: 1004,
  name: 'Nathalie Girard',
  email: 'nathalie.girard@exemple.fr',
  kind: 'collectivity',
  collectivity: true,
  opt_in: false,
}

function client(answer: () => Response, hasUser = false) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer())
  const onUnauthorized = vi.fn()
  const shopServer = createShopServerClient(
    { baseUrl: 'https://shop.example/api/', timeoutMs: 1_000 },
    { fetch, hasUser: () => hasUser, onUnauthorized },
  )
  return { shopServer, fetch, onUnauthorized }
}

describe('createShopServerClient', () => {
  it('signs in with the bearer token and lets the answer set the session cookie', async () => {
    const { shopServer, fetch } = client(() => Response.json(CUSTOMER))
    const result = await shopServer.signin('token-123')
    expect(result).toMatchObject({
      ok: true,
      data: { id: 1004, login: 'nathalie.girard@exemple.fr', role: 'default', optIn: false },
    })
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://shop.example/api/auth/signin')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123')
    expect(init?.credentials).toBe('include')
  })

  it('sends cross-site credentials only when a user exists', async () => {
    const anonymous = client(() => Response.json(CUSTOMER))
    await anonymous.shopServer.customer()
    expect(anonymous.fetch.mock.calls[0]![1]?.credentials).toBe('omit')

    const signedIn = client(() => Response.json(CUSTOMER), true)
    await signedIn.shopServer.customer()
    expect(signedIn.fetch.mock.calls[0]![1]?.credentials).toBe('include')
  })

  it('unwraps the customer of an opt-in update', async () => {
    const { shopServer, fetch } = client(() => Response.json({ data: { ...CUSTOMER, optIn: true } }), true)
    const result = await shopServer.updateOptIn(1004, true)
    expect(result).toMatchObject({ ok: true, data: { id: 1004, optIn: true } })
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://shop.example/api/customer/1004/update')
    expect(JSON.parse(String(init?.body))).toEqual({ optIn: true })
  })

  it('corrects the customer’s details with POST customer, in the upstream keys, never retried', async () => {
    const { shopServer, fetch } = client(
      () => Response.json({ ...CUSTOMER, name: 'Nathalie Girard-Roy', phone: '+33 1 99 00 10 04' }),
      true,
    )
    const result = await shopServer.updateCustomer({
      name: 'Nathalie Girard-Roy',
      phone: '+33 1 99 00 10 04',
      mobile: null,
    })
    expect(result).toMatchObject({ ok: true, data: { name: 'Nathalie Girard-Roy', phone: '+33 1 99 00 10 04' } })
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://shop.example/api/customer')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Nathalie Girard-Roy',
      phone: '+33 1 99 00 10 04',
      mobile: null,
    })
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('hands a 401 to the session gate', async () => {
    const { shopServer, onUnauthorized } = client(
      () => Response.json({ detail: 'Not authenticated' }, { status: 401 }),
      true,
    )
    const result = await shopServer.customer()
    expect(result.ok).toBe(false)
    expect(onUnauthorized).toHaveBeenCalledWith('shop-server')
  })

  it('reads an empty sign-out answer', async () => {
    const { shopServer } = client(() => new Response(null, { status: 204 }), true)
    expect(await shopServer.signout()).toEqual({ ok: true, data: null, status: 204 })
  })
})

describe('createShopServerClient: settings and leads', () => {
  it('reads the settings, empty lists where the server leaves them out', async () => {
    const { shopServer, fetch } = client(() => Response.json({ countries: [{ id: 76, code: 'FR', name: 'France' }] }))
    const result = await shopServer.settings()
    expect(result).toMatchObject({ ok: true, data: { countries: [{ id: 76 }], lead_subjects: [] } })
    expect(String(fetch.mock.calls[0]![0])).toBe('https://shop.example/api/settings')
  })

  it('posts a lead as multipart, without credentials for an anonymous visitor, and once only', async () => {
    const { shopServer, fetch } = client(() =>
      Response.json({ detail: 'Trop de demandes envoyées.' }, { status: 429, headers: { 'retry-after': '1' } }),
    )
    const body = new FormData()
    body.set('data', '{}')
    const result = await shopServer.leads(body)
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 429, body: { detail: 'Trop de demandes envoyées.' } },
    })
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://shop.example/api/leads')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(body)
    expect(init?.credentials).toBe('omit')
    // fetch writes the multipart boundary itself.
    expect(new Headers(init?.headers).has('content-type')).toBe(false)
  })
})

describe('createShopServerClient: addresses, delivery and payment', () => {
  const request = (fetch: ReturnType<typeof client>['fetch'], call = 0) => {
    const [url, init] = fetch.mock.calls[call]!
    return {
      url: String(url),
      method: init?.method,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    }
  }

  it('lists the addresses of one type, with the default access flags', async () => {
    const address = {
      id: 7,
      name: 'Atelier Martin',
      address_type: 'invoicing',
      street: '3 rue Neuve',
      zip: '69001',
      city: 'Lyon',
      country: null,
      main: true,
    }
    const { shopServer, fetch } = client(() => Response.json([address]), true)
    const result = await shopServer.addresses('invoicing')
    expect(result).toMatchObject({
      ok: true,
      data: [{ id: 7, main: true, is_dropoff_site: false, access: { delete: false, update: true } }],
    })
    expect(request(fetch)).toEqual({
      url: 'https://shop.example/api/addresses/invoicing',
      method: 'GET',
      body: undefined,
    })
  })

  it('searches the relay points of a carrier, by name only when one is typed', async () => {
    const { shopServer, fetch } = client(() => Response.json([]))
    await shopServer.deliveryPickups(3, ' Lyon ')
    await shopServer.deliveryPickups(3, '   ')
    await shopServer.deliveryPickups(3)
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://shop.example/api/delivery_pickups?carrier_id=3&name=Lyon',
      'https://shop.example/api/delivery_pickups?carrier_id=3',
      'https://shop.example/api/delivery_pickups?carrier_id=3',
    ])
  })

  it('asks for the payment methods of a payable, encoded in the query', async () => {
    const methods = {
      payable: 'a.b+c',
      payable_reference: 'S02401',
      amount: 12,
      currency_code: 'EUR',
      amount_formatted: '12,00 €',
      providers: [],
    }
    const { shopServer, fetch } = client(() => Response.json(methods))
    expect(await shopServer.paymentMethods('a.b+c')).toMatchObject({
      ok: true,
      data: { payable_reference: 'S02401', providers: [] },
    })
    expect(String(fetch.mock.calls[0]![0])).toBe('https://shop.example/api/payment/methods?payable=a.b%2Bc')
  })

  it('opens a payment transaction once, even when the answer is a retryable failure', async () => {
    const { shopServer, fetch } = client(
      () => Response.json({ detail: 'Service indisponible.' }, { status: 503 }),
      true,
    )
    const transaction = {
      payable: 'signed',
      flow: 'redirect' as const,
      provider_id: 1,
      frontend_redirect_url: 'https://shop.example/checkout/validated',
    }
    const result = await shopServer.paymentTransaction(transaction)
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } })
    expect(fetch).toHaveBeenCalledOnce()
    expect(request(fetch)).toEqual({
      url: 'https://shop.example/api/payment/transactions',
      method: 'POST',
      body: transaction,
    })
  })
})

describe('createShopServerClient against the demo shop server', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await createTestShop()
    await seedShopServer(shop.ctx)
  })
  afterAll(() => shop.close())

  async function signedIn(customerId: number) {
    const cookie = await shop.signIn(customerId)
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      headers.set('cookie', cookie)
      return shop.app.request(String(input), { ...init, headers })
    }
    return createShopServerClient({ baseUrl: 'http://shop.test/', timeoutMs: 5_000 }, { fetch, hasUser: () => true })
  }

  it('reads the addresses, the relay points and a payment transaction the demo answers', async () => {
    const shopServer = await signedIn(1001)
    const invoicing = await shopServer.addresses('invoicing')
    expect(invoicing.ok && invoicing.data.map((a) => a.main)).toEqual([true])
    const delivery = await shopServer.addresses('delivery')
    expect(delivery.ok && delivery.data.some((a) => a.is_dropoff_site)).toBe(true)

    const pickups = await shopServer.deliveryPickups(3, 'nantes')
    expect(pickups.ok && pickups.data.map((p) => p.city)).toEqual(['Nantes', 'Nantes'])

    const payable = signPayable(
      { kind: 'cart', id: 2401, customerId: 1001, amount: 99.5, currency: 'EUR' },
      shop.ctx.config.dataDir,
    )
    const methods = await shopServer.paymentMethods(payable)
    expect(methods.ok && methods.data.providers.map((p) => p.code)).toEqual(['demo_card', 'demo_transfer'])
    const transaction = await shopServer.paymentTransaction({
      payable,
      flow: 'redirect',
      provider_id: 1,
      frontend_redirect_url: 'http://localhost:3000/checkout/validated',
    })
    expect(transaction).toMatchObject({
      ok: true,
      data: { flow: 'redirect', amount: 99.5, redirect_form_html: expect.stringContaining('<form') },
    })
  })
})

describe('createShopServerClient: account addresses and contacts', () => {
  const sent = (fetch: ReturnType<typeof client>['fetch']) =>
    fetch.mock.calls.map(([url, init]) => [
      init?.method,
      String(url),
      init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    ])

  const ADDRESS = {
    id: 9,
    name: 'Dépôt',
    address_type: 'delivery',
    street: '8 rue Neuve',
    zip: '69100',
    city: 'Villeurbanne',
    country: null,
  }
  const PAYLOAD = {
    name: 'Dépôt',
    street: '8 rue Neuve',
    street2: null,
    zip: '69100',
    city: 'Villeurbanne',
    phone: null,
    mobile: null,
    email: null,
    vat: null,
    state_id: null,
    country_id: 76,
  }

  it('creates, updates and deletes an address of one type', async () => {
    const { shopServer, fetch } = client(() => Response.json(ADDRESS), true)
    expect(await shopServer.addressCreate('delivery', PAYLOAD)).toMatchObject({
      ok: true,
      data: { id: 9, access: { delete: true, update: true } },
    })
    await shopServer.addressUpdate('delivery', 9, PAYLOAD)
    expect(sent(fetch)).toEqual([
      ['POST', 'https://shop.example/api/addresses/delivery', PAYLOAD],
      ['POST', 'https://shop.example/api/addresses/delivery/9', PAYLOAD],
    ])
    const deleted = client(() => new Response(null, { status: 204 }), true)
    expect(await deleted.shopServer.addressDelete('invoicing', 12)).toEqual({ ok: true, data: null, status: 204 })
    expect(sent(deleted.fetch)).toEqual([['DELETE', 'https://shop.example/api/addresses/invoicing/12', undefined]])
  })

  it('leaves null fields out of a contact, and blanks the e-mail of an existing one', async () => {
    const contact = {
      id: 5,
      firstname: 'Amina',
      lastname: 'Diallo',
      email: 'amina.diallo@exemple.fr',
      title: null,
      function: null,
      phone: null,
      mobile: null,
      size_info: null,
      agent_manager: false,
      auth_state: 'none',
    }
    const { shopServer, fetch } = client(() => Response.json(contact), true)
    const draft = {
      firstname: 'Amina',
      lastname: 'Diallo',
      email: 'amina.diallo@exemple.fr',
      title: null,
      phone: '+33 1 99 00 12 12',
    }
    await shopServer.contactCreate(draft)
    await shopServer.contactUpdate(5, draft)
    expect(sent(fetch)).toEqual([
      [
        'POST',
        'https://shop.example/api/contacts',
        { firstname: 'Amina', lastname: 'Diallo', email: 'amina.diallo@exemple.fr', phone: '+33 1 99 00 12 12' },
      ],
      [
        'POST',
        'https://shop.example/api/contacts/5',
        { firstname: 'Amina', lastname: 'Diallo', email: '', phone: '+33 1 99 00 12 12' },
      ],
    ])
  })

  describe('against the demo shop server', () => {
    let shop: TestShop
    beforeAll(async () => {
      shop = await createTestShop()
      await seedShopServer(shop.ctx)
    })
    afterAll(() => shop.close())

    async function signedIn(customerId: number) {
      const cookie = await shop.signIn(customerId)
      const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const headers = new Headers(init.headers)
        headers.set('cookie', cookie)
        return shop.app.request(String(input), { ...init, headers })
      }
      return createShopServerClient({ baseUrl: 'http://shop.test/', timeoutMs: 5_000 }, { fetch, hasUser: () => true })
    }

    it('keeps an address through create, update and delete, and refuses to delete the main one', async () => {
      const shopServer = await signedIn(1001)
      const created = await shopServer.addressCreate('delivery', PAYLOAD)
      if (!created.ok) throw new Error(created.error.message)
      expect(created.data).toMatchObject({ name: 'Dépôt', country: { code: 'FR' } })
      const updated = await shopServer.addressUpdate('delivery', created.data.id, {
        ...PAYLOAD,
        street2: 'Quai 2',
        country_id: 150,
      })
      expect(updated).toMatchObject({ ok: true, data: { street2: 'Quai 2', country: { code: 'MQ' } } })
      expect((await shopServer.addressDelete('delivery', created.data.id)).ok).toBe(true)

      const refused = await shopServer.addressDelete('invoicing', 1001)
      expect(!refused.ok && refused.error.kind === 'http' && refused.error.status).toBe(403)
    })

    it('updates a contact without touching the e-mail that identifies it', async () => {
      const shopServer = await signedIn(1003)
      const listed = await shopServer.contacts()
      if (!listed.ok) throw new Error(listed.error.message)
      const amina = listed.data.find((contact) => contact.lastname === 'Diallo')!
      const updated = await shopServer.contactUpdate(amina.id, {
        ...amina,
        function: 'Cheffe d’équipe',
        email: 'autre@exemple.fr',
      })
      expect(updated).toMatchObject({ ok: true, data: { function: 'Cheffe d’équipe', email: amina.email } })

      const plain = await (await signedIn(1001)).contacts()
      expect(!plain.ok && plain.error.kind === 'http' && plain.error.status).toBe(403)
    })
  })
})
