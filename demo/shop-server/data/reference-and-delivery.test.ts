import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { shopServerPaths } from '../../../lib/shop-server/paths'
import { carrierListSchema } from '../../../lib/shop-server/schemas/carrier'
import { pickupListSchema } from '../../../lib/shop-server/schemas/pickup'
import { settingsSchema } from '../../../lib/shop-server/schemas/settings'
import { newCart, saveCart } from '../../order-system/cart-store'
import { DEMO_CARRIERS } from '../../order-system/carriers'
import { createTestShop, type TestShop } from './testing'

vi.mock('../../order-system/products', () => ({ productIndex: async () => new Map() }))

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(() => shop.close())

const relay = DEMO_CARRIERS.find((c) => c.withDropoffSite)!
const home = DEMO_CARRIERS.find((c) => !c.withDropoffSite)!

describe('GET settings', () => {
  it('is public and lists exactly the seven configured countries, titles, states and currencies empty', async () => {
    const res = await shop.app.request(`/${shopServerPaths.settings}`)
    expect(res.status).toBe(200)
    const settings = settingsSchema.parse(await res.json())
    expect(settings.countries.map((c) => [c.id, c.code]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [76, 'FR'],
      [80, 'GF'],
      [87, 'GP'],
      [150, 'MQ'],
      [161, 'NC'],
      [176, 'PF'],
      [189, 'RE'],
    ])
    expect(settings.countries.find((c) => c.id === 189)?.name).toBe('La Réunion')
    expect(settings).toMatchObject({ titles: [], states: [], currencies: [] })
    expect(settings.lead_subjects.map((s) => s.name)).toContain('Demande de devis')
  })
})

describe('GET delivery_carriers', () => {
  it('lists the order system’s carriers, unpriced', async () => {
    const carriers = carrierListSchema.parse(
      await (await shop.app.request(`/${shopServerPaths.deliveryCarriers}`)).json(),
    )
    expect(carriers.map((c) => c.id)).toEqual(DEMO_CARRIERS.map((c) => c.id))
    expect(carriers.every((c) => c.price_applied_to_cart === null)).toBe(true)
    expect(carriers.some((c) => c.with_dropoff_site)).toBe(true)
  })

  it('prices them for the customer’s cart, named by uuid or id', async () => {
    const cookie = await shop.signIn(1001)
    const cart = await newCart(shop.ctx, 1001)
    await saveCart(shop.ctx, cart)
    for (const id of [cart.uuid, String(cart.id)]) {
      const res = await shop.app.request(`/${shopServerPaths.cartDeliveryCarriers(id)}`, {
        headers: { Cookie: cookie },
      })
      expect(res.status).toBe(200)
      const carriers = carrierListSchema.parse(await res.json())
      expect(carriers.every((c) => typeof c.price_applied_to_cart === 'number')).toBe(true)
    }
    const notMine = await shop.app.request(`/${shopServerPaths.cartDeliveryCarriers(cart.uuid)}`, {
      headers: { Cookie: await shop.signIn(1003) },
    })
    expect(notMine.status).toBe(404)
    expect((await shop.app.request(`/${shopServerPaths.cartDeliveryCarriers(cart.uuid)}`)).status).toBe(401)
  })
})

describe('GET delivery_pickups', () => {
  const pickups = (query: string) => shop.app.request(`/${shopServerPaths.deliveryPickups}?${query}`)

  it('lists the relay carrier’s points with French addresses and opening hours', async () => {
    const res = await pickups(`carrier_id=${relay.id}`)
    expect(res.status).toBe(200)
    const points = pickupListSchema.parse(await res.json())
    expect(points.length).toBeGreaterThanOrEqual(10)
    expect(points.every((p) => p.carrier_id === relay.id && p.opening_hours.length > 0)).toBe(true)
    expect(points.every((p) => p.country.code === p.country_code)).toBe(true)
  })

  it('filters by name or town, accents and case ignored', async () => {
    const points = pickupListSchema.parse(await (await pickups(`carrier_id=${relay.id}&name=epicerie`)).json())
    expect(points.map((p) => p.name)).toEqual(['Épicerie Talensac'])
    const lyon = pickupListSchema.parse(await (await pickups(`carrier_id=${relay.id}&name=LYON`)).json())
    expect(lyon.length).toBe(2)
  })

  it('answers none for a home-delivery carrier, 404 for an unknown one, 422 without a carrier', async () => {
    expect(await (await pickups(`carrier_id=${home.id}`)).json()).toEqual([])
    expect((await pickups('carrier_id=999')).status).toBe(404)
    expect((await pickups('name=Lyon')).status).toBe(422)
  })
})
