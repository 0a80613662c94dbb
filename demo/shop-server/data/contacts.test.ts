import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { toContactPayload } from '../../../lib/shop-server/contact-payload'
import { shopServerPaths } from '../../../lib/shop-server/paths'
import { contactListSchema, contactSchema } from '../../../lib/shop-server/schemas/contact'
import { DEMO_ACCOUNTS } from '../../accounts'
import { seedShopServer } from '../seed'
import { createTestShop, jsonRequest, type TestShop } from './testing'

vi.mock('../../order-system/products', () => ({ productIndex: async () => new Map() }))

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
  await seedShopServer(shop.ctx)
})
afterAll(() => shop.close())

const MANAGER = 1003
const COLLECTIVITY = 1004

async function list(customerId: number) {
  const res = await shop.app.request(`/${shopServerPaths.contacts}`, {
    headers: { Cookie: await shop.signIn(customerId) },
  })
  return res
}

describe('contacts (our extension)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.kind, a.customerId] as const))('for the %s account', async (kind, id) => {
    const res = await list(id)
    if (kind === 'manager' || kind === 'collectivity') {
      expect(res.status).toBe(200)
      expect(contactListSchema.parse(await res.json()).length).toBeGreaterThanOrEqual(3)
    } else {
      expect(res.status).toBe(403)
    }
  })

  it('creates, updates (e-mail kept) and deletes a contact', async () => {
    const cookie = await shop.signIn(COLLECTIVITY)
    const draft = {
      firstname: 'Paul',
      lastname: 'Garnier',
      email: 'paul.garnier@exemple.fr',
      title: 'M.',
      function: 'Agent de voirie',
      phone: null,
      mobile: null,
      size_info: 'Veste M',
      agent_manager: false,
    }
    const created = await shop.app.request(
      `/${shopServerPaths.contacts}`,
      jsonRequest('POST', toContactPayload(draft, false), cookie),
    )
    expect(created.status).toBe(201)
    const contact = contactSchema.parse(await created.json())
    expect(contact).toMatchObject({ email: 'paul.garnier@exemple.fr', auth_state: 'none', phone: null })

    const updated = await shop.app.request(
      `/${shopServerPaths.contact(contact.id)}`,
      jsonRequest('POST', toContactPayload({ ...draft, size_info: 'Veste L' }, true), cookie),
    )
    expect(updated.status).toBe(200)
    expect(contactSchema.parse(await updated.json())).toMatchObject({
      size_info: 'Veste L',
      email: 'paul.garnier@exemple.fr',
    })

    const removed = await shop.app.request(`/${shopServerPaths.contact(contact.id)}`, {
      method: 'DELETE',
      headers: { Cookie: cookie },
    })
    expect(removed.status).toBe(204)
    const after = contactListSchema.parse(await (await list(COLLECTIVITY)).json())
    expect(after.some((c) => c.id === contact.id)).toBe(false)
  })

  it('refuses a contact without e-mail (422) and another customer’s contact (404)', async () => {
    const cookie = await shop.signIn(MANAGER)
    const missing = await shop.app.request(
      `/${shopServerPaths.contacts}`,
      jsonRequest('POST', { firstname: 'A', lastname: 'B' }, cookie),
    )
    expect(missing.status).toBe(422)
    const [theirs] = contactListSchema.parse(await (await list(COLLECTIVITY)).json())
    const res = await shop.app.request(`/${shopServerPaths.contact(theirs!.id)}`, {
      method: 'DELETE',
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(404)
  })
})
