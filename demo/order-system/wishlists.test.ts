import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { errorBodySchema } from '../../lib/order-system/schemas/error'
import { wishlistPageSchema, wishlistSchema, type Wishlist } from '../../lib/order-system/schemas/wishlist'
import { FIXTURE, createTestOrderSystem, priced, request, type TestOrderSystem } from './testing'

let os: TestOrderSystem
const USER = 1001
const AGENT = 1002
const MANAGER = 1003
const cookies = new Map<number, string>()

beforeAll(async () => {
  os = await createTestOrderSystem()
  for (const id of [USER, AGENT, MANAGER]) cookies.set(id, await os.signIn(id))
})
afterAll(() => os.close())

const call = (who: number, method: string, path: string, body?: unknown) =>
  os.app.request(`/${path}`, request(method, cookies.get(who), body))

async function create(who: number, body: unknown): Promise<Wishlist> {
  const res = await call(who, 'POST', paths.wishlists, body)
  expect(res.status).toBe(201)
  return wishlistSchema.parse(await res.json())
}
const lines = (list: Wishlist) => list.lines.map((l) => [l.product_id, l.quantity])

describe('wishlists', () => {
  it('creates a list with its lines, each naming its product and whether it is still sold', async () => {
    const list = await create(USER, {
      name: 'Réassort chantier',
      lines: [
        { product_id: priced(0), quantity: 4 },
        { product_id: FIXTURE.obsolete[0], quantity: 1 },
      ],
    })
    expect(list).toMatchObject({ name: 'Réassort chantier', typology: 'wishlist', partner: { id: USER } })
    expect(list.lines.map((l) => [l.product_id, l.quantity, l.product?.sellable])).toEqual([
      [priced(0), 4, true],
      [FIXTURE.obsolete[0], 1, false],
    ])
    expect(list.access).toEqual({ update: true, delete: true })
  })

  it('adds, sets and deletes lines the upstream way: one line per product', async () => {
    const list = await create(USER, { name: 'Atelier' })
    const add = await call(USER, 'POST', paths.wishlistAddItems(list.id), {
      lines: [
        { product_id: priced(1), quantity: 2 },
        { product_id: priced(2), quantity: 5 },
      ],
    })
    expect(lines(wishlistSchema.parse(await add.json()))).toEqual([
      [priced(1), 2],
      [priced(2), 5],
    ])
    // Adding a product already listed sets its quantity; it does not add up nor make a second line.
    const again = await call(USER, 'POST', paths.wishlistAddItems(list.id), {
      lines: [{ product_id: priced(1), quantity: 7 }],
    })
    expect(lines(wishlistSchema.parse(await again.json()))).toEqual([
      [priced(1), 7],
      [priced(2), 5],
    ])
    const update = await call(USER, 'POST', paths.wishlistUpdateItems(list.id), {
      lines: [{ product_id: priced(2), quantity: 1 }],
    })
    expect(lines(wishlistSchema.parse(await update.json()))).toEqual([
      [priced(1), 7],
      [priced(2), 1],
    ])
    const removed = await call(USER, 'POST', paths.wishlistDeleteItems(list.id), {
      lines: [{ product_id: priced(1) }],
    })
    expect(lines(wishlistSchema.parse(await removed.json()))).toEqual([[priced(2), 1]])
  })

  it('answers 404 for a line or a product that is not there, in French', async () => {
    const list = await create(USER, { name: 'Vide' })
    const update = await call(USER, 'POST', paths.wishlistUpdateItems(list.id), {
      lines: [{ product_id: priced(3), quantity: 2 }],
    })
    expect(update.status).toBe(404)
    expect(errorBodySchema.parse(await update.json()).detail).toMatch(/n’est pas dans la liste « Vide »/)
    const unknown = await call(USER, 'POST', paths.wishlistAddItems(list.id), { lines: [{ product_id: 999 }] })
    expect(unknown.status).toBe(404)
  })

  it('renames and deletes; another buyer cannot see the list at all', async () => {
    const list = await create(USER, { name: 'Ancien nom' })
    const renamed = await call(USER, 'POST', paths.wishlistUpdate(list.id), { name: '  Nouveau nom ' })
    expect(wishlistSchema.parse(await renamed.json()).name).toBe('Nouveau nom')
    expect((await call(AGENT, 'GET', paths.wishlist(list.id))).status).toBe(404)
    expect((await call(AGENT, 'DELETE', paths.wishlist(list.id))).status).toBe(404)
    expect((await call(USER, 'DELETE', paths.wishlist(list.id))).status).toBe(204)
    expect((await call(USER, 'GET', paths.wishlist(list.id))).status).toBe(404)
  })

  it('refuses a list without a name', async () => {
    const res = await call(USER, 'POST', paths.wishlists, { name: '   ' })
    expect(res.status).toBe(422)
    expect(errorBodySchema.parse(await res.json()).detail).toMatch(/nom de la liste est obligatoire/)
  })

  it('lets a manager share a list with the unit: members read it, cannot change it', async () => {
    const list = await create(MANAGER, { name: 'Kit nouvel arrivant', lines: [{ product_id: priced(4), quantity: 1 }] })
    const page = async (who: number) =>
      wishlistPageSchema.parse(await (await call(who, 'GET', paths.wishlists)).json()).items.map((l) => l.id)
    expect(await page(AGENT)).not.toContain(list.id)

    const shared = await call(MANAGER, 'POST', paths.wishlistUpdate(list.id), { shared_with_unit: true })
    expect(wishlistSchema.parse(await shared.json()).shared_with_unit).toBe(true)
    expect(await page(AGENT)).toContain(list.id)
    expect(await page(USER)).not.toContain(list.id)

    const seen = wishlistSchema.parse(await (await call(AGENT, 'GET', paths.wishlist(list.id))).json())
    expect(seen).toMatchObject({ partner: { id: MANAGER }, access: { update: false, delete: false } })
    const refused = await call(AGENT, 'POST', paths.wishlistAddItems(list.id), { lines: [{ product_id: priced(5) }] })
    expect(refused.status).toBe(403)
    expect(errorBodySchema.parse(await refused.json()).detail).toMatch(/partagée par votre responsable/)
  })

  it('keeps sharing to managers', async () => {
    const list = await create(USER, { name: 'Perso' })
    const res = await call(USER, 'POST', paths.wishlistUpdate(list.id), { shared_with_unit: true })
    expect(res.status).toBe(403)
  })
})
