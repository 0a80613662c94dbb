import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../seed'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { invoicePageSchema } from '../../lib/order-system/schemas/invoice'
import { saleLinePageSchema, salePageSchema } from '../../lib/order-system/schemas/sale'
import { quotationPageSchema } from '../../lib/order-system/schemas/quotation'
import { createTestOrderSystem, request, type TestOrderSystem } from './testing'
import { dayOf } from './order-filters'

let os: TestOrderSystem
const USER = 1001
const AGENT = 1002
const MANAGER = 1003
const cookies = new Map<number, string>()

beforeAll(async () => {
  os = await createTestOrderSystem()
  await seedIfEmpty(os.ctx)
  for (const id of [USER, MANAGER]) cookies.set(id, await os.signIn(id))
})
afterAll(() => os.close())

async function get(customerId: number, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return os.app.request(`/${path}?${search}`, request('GET', cookies.get(customerId)))
}
const sales = async (customerId: number, query: Record<string, string | number> = {}) =>
  salePageSchema.parse(await (await get(customerId, paths.sales, query)).json())

describe('order lists filtered by the order system', () => {
  it('finds orders by number, own reference and state', async () => {
    const all = await sales(USER)
    const target = all.items.find((s) => s.client_order_ref !== null)!
    expect((await sales(USER, { name: target.name.slice(-3) })).items.map((s) => s.id)).toContain(target.id)
    const byRef = await sales(USER, { client_order_ref: target.client_order_ref!.toLowerCase() })
    expect(byRef.items.map((s) => s.id)).toEqual([target.id])
    const byState = await sales(USER, { state: 'delivery_full' })
    expect(byState.count).toBeGreaterThan(0)
    expect(byState.items.every((s) => s.state === 'delivery_full')).toBe(true)
    expect(byState.count).toBeLessThan(all.count)
  })

  it('bounds the order date on French calendar days, both ends included', async () => {
    const all = await sales(USER, { page_size: 100 })
    const day = dayOf(all.items[2]!.date_order)
    const sameDay = await sales(USER, { date_from: day, date_to: day })
    expect(sameDay.items.map((s) => s.id)).toEqual(
      all.items.filter((s) => dayOf(s.date_order) === day).map((s) => s.id),
    )
    const since = await sales(USER, { date_from: day })
    expect(since.items.every((s) => dayOf(s.date_order) >= day)).toBe(true)
    expect(dayOf('2026-03-31T22:30:00.000Z')).toBe('2026-04-01')
  })

  it('refuses a malformed date with a French message', async () => {
    const res = await get(USER, paths.sales, { date_from: '31/03/2026' })
    expect(res.status).toBe(422)
    expect((await res.json()).detail).toMatch(/AAAA-MM-JJ/)
  })

  it('gives a manager the orders, lines and invoices that took over one member’s requests', async () => {
    const byMember = await sales(MANAGER, { request_partner_id: AGENT })
    expect(byMember.items.map((s) => s.state)).toEqual(['processing'])
    const lines = saleLinePageSchema.parse(
      await (await get(MANAGER, paths.saleLines, { request_partner_id: AGENT })).json(),
    )
    expect(lines.count).toBe(1)
    expect(lines.items[0]!.order.id).toBe(byMember.items[0]!.id)
    // Someone else's member, or a member with nothing accepted: nothing.
    expect((await sales(MANAGER, { request_partner_id: 1102 })).count).toBe(0)
    expect((await sales(USER, { request_partner_id: AGENT })).count).toBe(0)
  })

  it('filters quotations by state and invoices by number and reference', async () => {
    const quotations = quotationPageSchema.parse(
      await (await get(USER, paths.quotations, { state: 'estimating' })).json(),
    )
    expect(quotations.items.map((q) => q.state)).toEqual(['estimating'])
    const invoices = invoicePageSchema.parse(await (await get(USER, paths.invoices, {})).json())
    const invoice = invoices.items.find((i) => i.ref !== '')!
    const byName = invoicePageSchema.parse(
      await (await get(USER, paths.invoices, { name: invoice.name.slice(-5) })).json(),
    )
    expect(byName.items.map((i) => i.id)).toEqual([invoice.id])
    const byRef = invoicePageSchema.parse(await (await get(USER, paths.invoices, { ref: invoice.ref })).json())
    expect(byRef.items.map((i) => i.id)).toContain(invoice.id)
    expect(byRef.items.every((i) => i.ref.includes(invoice.ref))).toBe(true)
  })
})
