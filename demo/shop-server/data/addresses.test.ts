import { z } from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { shopServerPaths } from '../../../lib/shop-server/paths'
import { addressSchema } from '../../../lib/shop-server/schemas/address'
import { errorBodySchema } from '../../../lib/shop-server/schemas/common'
import { DEMO_ACCOUNTS } from '../../accounts'
import { seedShopServer } from '../seed'
import { createTestShop, jsonRequest, type TestShop } from './testing'

vi.mock('../../order-system/products', () => ({ productIndex: async () => new Map() }))

let shop: TestShop
const cookies = new Map<number, string>()
beforeAll(async () => {
  shop = await createTestShop()
  await seedShopServer(shop.ctx)
  for (const account of DEMO_ACCOUNTS) cookies.set(account.customerId, await shop.signIn(account.customerId))
})
afterAll(() => shop.close())

const USER = 1001
const cookie = (id = USER) => cookies.get(id) ?? ''
const get = (path: string, id = USER) => shop.app.request(`/${path}`, { headers: { Cookie: cookie(id) } })

const newAddress = {
  name: 'Chantier Confluence',
  street: '52 quai Rambaud',
  street2: '',
  zip: '69002',
  city: 'Lyon',
  phone: '+33 4 99 00 10 21',
  mobile: null,
  email: '',
  vat: null,
  state_id: null,
  country_id: 76,
}

async function deliveryList(id = USER) {
  return z.array(addressSchema).parse(await (await get(shopServerPaths.addresses('delivery'), id)).json())
}

describe('GET addresses/{type}', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.kind, a.customerId] as const))(
    'answers the %s account its own addresses',
    async (_kind, id) => {
      const invoicing = await get(shopServerPaths.addresses('invoicing'), id)
      expect(invoicing.status).toBe(200)
      const [main, ...others] = z.array(addressSchema).parse(await invoicing.json())
      expect(main).toMatchObject({ id, main: true, address_type: 'invoicing' })
      expect(others).toEqual([])
      const delivery = await deliveryList(id)
      expect(delivery.length).toBeGreaterThanOrEqual(3)
      expect(delivery.every((a) => a.address_type === 'delivery' && !a.main)).toBe(true)
    },
  )

  it('needs a session', async () => {
    const res = await shop.app.request(`/${shopServerPaths.addresses('delivery')}`)
    expect(res.status).toBe(401)
  })
})

describe('POST addresses/{type}', () => {
  it('creates a delivery address, blanks stored as null, France by default', async () => {
    const res = await shop.app.request(
      `/${shopServerPaths.addresses('delivery')}`,
      jsonRequest('POST', { ...newAddress, country_id: undefined }, cookie()),
    )
    expect(res.status).toBe(201)
    const created = addressSchema.parse(await res.json())
    expect(created).toMatchObject({
      name: 'Chantier Confluence',
      street2: null,
      email: null,
      country: { id: 76, code: 'FR' },
      main: false,
      access: { delete: true, update: true },
    })
    expect((await deliveryList()).map((a) => a.id)).toContain(created.id)
  })

  it('refuses an invalid address with 422 and French messages per field', async () => {
    const res = await shop.app.request(
      `/${shopServerPaths.addresses('delivery')}`,
      jsonRequest('POST', { ...newAddress, street: '  ', zip: 'ABC' }, cookie()),
    )
    expect(res.status).toBe(422)
    const body = errorBodySchema.parse(await res.json())
    expect(body.fields).toMatchObject({
      street: 'L’adresse est obligatoire.',
      zip: 'Le code postal doit comporter 5 chiffres.',
    })
  })

  it('refuses a country that is not configured, or a title the settings do not offer', async () => {
    const country = await shop.app.request(
      `/${shopServerPaths.addresses('delivery')}`,
      jsonRequest('POST', { ...newAddress, country_id: 75 }, cookie()),
    )
    expect(country.status).toBe(422)
    expect(errorBodySchema.parse(await country.json()).fields).toHaveProperty('country_id')
    const title = await shop.app.request(
      `/${shopServerPaths.addresses('delivery')}`,
      jsonRequest('POST', { ...newAddress, title_id: 3 }, cookie()),
    )
    expect(title.status).toBe(422)
  })

  it('creates an overseas address', async () => {
    const res = await shop.app.request(
      `/${shopServerPaths.addresses('delivery')}`,
      jsonRequest('POST', { ...newAddress, zip: '97200', city: 'Fort-de-France', country_id: 150 }, cookie()),
    )
    expect(res.status).toBe(201)
    expect(addressSchema.parse(await res.json()).country).toEqual({ id: 150, code: 'MQ', name: 'Martinique' })
  })
})

describe('POST addresses/{type}/{id}', () => {
  it('updates the fields sent and keeps the rest', async () => {
    const [target] = (await deliveryList()).filter((a) => !a.is_dropoff_site)
    const res = await shop.app.request(
      `/${shopServerPaths.address('delivery', target!.id)}`,
      jsonRequest(
        'POST',
        { name: 'Chantier Croix-Rousse (lot 2)', street: target!.street, zip: target!.zip, city: target!.city },
        cookie(),
      ),
    )
    expect(res.status).toBe(200)
    const updated = addressSchema.parse(await res.json())
    expect(updated).toMatchObject({
      id: target!.id,
      name: 'Chantier Croix-Rousse (lot 2)',
      street2: target!.street2,
      country: target!.country,
    })
  })

  it('updates the main invoicing address', async () => {
    const res = await shop.app.request(
      `/${shopServerPaths.address('invoicing', USER)}`,
      jsonRequest('POST', { ...newAddress, name: 'Atelier Martin Rénovation SARL', vat: 'FR47812345678' }, cookie()),
    )
    expect(res.status).toBe(200)
    expect(addressSchema.parse(await res.json())).toMatchObject({ main: true, vat: 'FR47812345678' })
  })

  it('refuses to edit a drop-off site (403)', async () => {
    const dropoff = (await deliveryList()).find((a) => a.is_dropoff_site)
    const res = await shop.app.request(
      `/${shopServerPaths.address('delivery', dropoff!.id)}`,
      jsonRequest('POST', newAddress, cookie()),
    )
    expect(res.status).toBe(403)
  })

  it('answers 404 for another customer’s address, an unknown id or the wrong type', async () => {
    const [theirs] = await deliveryList(1003)
    const other = await shop.app.request(
      `/${shopServerPaths.address('delivery', theirs!.id)}`,
      jsonRequest('POST', newAddress, cookie()),
    )
    expect(other.status).toBe(404)
    expect(errorBodySchema.parse(await other.json()).detail).toBe('Adresse introuvable.')
    const unknown = await shop.app.request(
      `/${shopServerPaths.address('delivery', 999999)}`,
      jsonRequest('POST', newAddress, cookie()),
    )
    expect(unknown.status).toBe(404)
    const wrongType = await shop.app.request(
      `/${shopServerPaths.address('delivery', USER)}`,
      jsonRequest('POST', newAddress, cookie()),
    )
    expect(wrongType.status).toBe(404)
  })
})

describe('DELETE addresses/{type}/{id}', () => {
  const remove = (type: 'invoicing' | 'delivery', id: number, who = USER) =>
    shop.app.request(`/${shopServerPaths.address(type, id)}`, { method: 'DELETE', headers: { Cookie: cookie(who) } })

  it('refuses to delete the main address (403)', async () => {
    const res = await remove('invoicing', USER)
    expect(res.status).toBe(403)
    expect(errorBodySchema.parse(await res.json()).detail).toBe('L’adresse principale ne peut pas être supprimée.')
  })

  it('deletes a delivery address, drop-off sites included', async () => {
    const dropoff = (await deliveryList()).find((a) => a.is_dropoff_site)
    expect((await remove('delivery', dropoff!.id)).status).toBe(204)
    expect((await deliveryList()).some((a) => a.id === dropoff!.id)).toBe(false)
  })

  it('answers 404 for another customer’s address and leaves it in place', async () => {
    const [theirs] = await deliveryList(1004)
    expect((await remove('delivery', theirs!.id)).status).toBe(404)
    expect((await deliveryList(1004)).some((a) => a.id === theirs!.id)).toBe(true)
  })
})
