import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../accounts'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { cartSchema } from '../../lib/order-system/schemas/cart'
import { salePageSchema, saleSchema } from '../../lib/order-system/schemas/sale'
import { ORDER_KINDS, type StoredOrder } from '../order-system/orders'
import { createTestOrderSystem, FIXTURE, priced, request, type TestOrderSystem } from '../order-system/testing'
import { DEMO_NOW } from './history'
import { seedIfEmpty } from './index'

const opened: TestOrderSystem[] = []
afterAll(async () => {
  for (const os of opened) await os.close()
})

async function open(options: Parameters<typeof createTestOrderSystem>[0] = {}) {
  const os = await createTestOrderSystem(options)
  opened.push(os)
  return os
}

/** What must not change from one seed to the next: everything but the random cart uuids. */
async function snapshot(os: TestOrderSystem) {
  const kinds = [
    ORDER_KINDS.sale,
    ORDER_KINDS.quotation,
    ORDER_KINDS.request,
    'invoice',
    'request_line',
    'unit_member',
    'wishlist',
  ]
  return Promise.all(kinds.map((kind) => os.ctx.store.list(kind)))
}

describe('seed', () => {
  it('is deterministic, dated in 2026 before the story’s today, and uses catalogue products', async () => {
    const [a, b] = [await open(), await open()]
    expect(await seedIfEmpty(a.ctx)).toBe(true)
    await seedIfEmpty(b.ctx)
    expect(await snapshot(a)).toEqual(await snapshot(b))

    const orders = await a.ctx.store.list<StoredOrder>(ORDER_KINDS.sale)
    expect(orders).toHaveLength(DEMO_ACCOUNTS.length * 6)
    const known = new Set<number>([...FIXTURE.priced, ...FIXTURE.onRequest, ...FIXTURE.obsolete, FIXTURE.scarce])
    for (const order of orders) {
      saleSchema.parse(order)
      expect(order.date_order.startsWith('2026-')).toBe(true)
      expect(Date.parse(order.date_order)).toBeLessThanOrEqual(DEMO_NOW)
      for (const line of order.lines.filter((l) => !l.is_delivery)) expect(known.has(line.product_id)).toBe(true)
    }
    expect(await seedIfEmpty(a.ctx)).toBe(false)
  })

  it('survives a restart of the store: data, carts and spent transactions are still there', async () => {
    const first = await open({ persistent: true })
    await seedIfEmpty(first.ctx)
    const cookie = await first.signIn(1003)
    const change = { uuid: null, transactions: [{ uuid: randomUUID(), product_id: priced(0), qty: 4 }] }
    const synced: unknown = await (
      await first.app.request(`/${paths.cartSync}`, request('POST', cookie, change))
    ).json()
    // The demo's answers are still the shop's to read.
    cartSchema.parse(synced)
    const sales = await (await first.app.request(`/${paths.sales}`, request('GET', cookie))).json()
    await first.close(true)
    opened.splice(opened.indexOf(first), 1)

    const second = await open({ persistent: true, dataDir: first.dataDir })
    expect(await seedIfEmpty(second.ctx)).toBe(false)
    const again = await second.signIn(1003)
    const salesAgain: unknown = await (await second.app.request(`/${paths.sales}`, request('GET', again))).json()
    expect(salesAgain).toEqual(sales)
    salePageSchema.parse(salesAgain)
    const replay = await second.app.request(`/${paths.cartSync}`, request('POST', again, change))
    expect(await replay.json()).toEqual(synced)
  })
})
