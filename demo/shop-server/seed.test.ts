import { z } from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isValidAddress } from '../../lib/shop-server/address-rules'
import { addressSchema } from '../../lib/shop-server/schemas/address'
import { contactListSchema } from '../../lib/shop-server/schemas/contact'
import { DEMO_ACCOUNTS } from '../accounts'
import { listAddresses } from './data/address-store'
import { CONTACT_KIND } from './data/contacts'
import { createTestShop, type TestShop } from './data/testing'
import { seedShopServer } from './seed'

// The order system's catalogue is not needed here.
vi.mock('../order-system/products', () => ({ productIndex: async () => new Map() }))

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
  await seedShopServer(shop.ctx)
})
afterAll(() => shop.close())

describe('seedShopServer', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.kind, a] as const))(
    'gives the %s account a complete address book',
    async (_kind, account) => {
      const addresses = z.array(addressSchema).parse(await listAddresses(shop.ctx, account.customerId))
      const invoicing = addresses.filter((a) => a.address_type === 'invoicing')
      const delivery = addresses.filter((a) => a.address_type === 'delivery')
      expect(invoicing).toHaveLength(1)
      expect(invoicing[0]).toMatchObject({
        id: account.customerId,
        main: true,
        access: { delete: false, update: true },
      })
      expect(delivery.filter((a) => !a.is_dropoff_site).length).toBeGreaterThanOrEqual(2)
      const dropoffs = delivery.filter((a) => a.is_dropoff_site)
      expect(dropoffs).toHaveLength(1)
      expect(dropoffs[0]?.street).toBeNull()
      expect(addresses.every(isValidAddress)).toBe(true)
    },
  )

  it('adds an overseas address and realistic French towns', async () => {
    const all = (await Promise.all(DEMO_ACCOUNTS.map((a) => listAddresses(shop.ctx, a.customerId)))).flat()
    const cities = new Set(all.map((a) => a.city))
    for (const city of ['Lyon', 'Nantes', 'Lille', 'Fort-de-France']) expect(cities).toContain(city)
    expect(all.find((a) => a.city === 'Fort-de-France')?.country).toEqual({ id: 150, code: 'MQ', name: 'Martinique' })
  })

  it('gives contact persons to the manager and the collectivity only', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const contacts = contactListSchema.parse(await shop.ctx.store.list(CONTACT_KIND, String(account.customerId)))
      if (account.kind === 'manager' || account.kind === 'collectivity')
        expect(contacts.length).toBeGreaterThanOrEqual(3)
      else expect(contacts).toEqual([])
    }
  })

  it('changes nothing when run again', async () => {
    const before = await shop.ctx.store.list('address')
    await seedShopServer(shop.ctx)
    expect(await shop.ctx.store.list('address')).toEqual(before)
  })
})
