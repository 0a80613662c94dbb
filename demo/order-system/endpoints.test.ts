import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { DEMO_ACCOUNTS } from '../accounts'
import { seedIfEmpty } from '../seed'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { cartSchema } from '../../lib/order-system/schemas/cart'
import { errorBodySchema } from '../../lib/order-system/schemas/error'
import { invoicePageSchema } from '../../lib/order-system/schemas/invoice'
import { priceMapSchema } from '../../lib/order-system/schemas/price'
import { userProfileSchema } from '../../lib/order-system/schemas/profile'
import { quotationPageSchema, quotationSchema } from '../../lib/order-system/schemas/quotation'
import { requestLinePageSchema } from '../../lib/order-system/schemas/request-line'
import { saleLinePageSchema, salePageSchema, saleSchema } from '../../lib/order-system/schemas/sale'
import { unitMemberListSchema } from '../../lib/order-system/schemas/unit-member'
import { carrierSchema } from '../../lib/order-system/schemas/carrier'
import { createTestOrderSystem, request, type TestOrderSystem } from './testing'

let os: TestOrderSystem
const cookies = new Map<number, string>()

beforeAll(async () => {
  os = await createTestOrderSystem()
  await seedIfEmpty(os.ctx)
  for (const account of DEMO_ACCOUNTS) cookies.set(account.customerId, await os.signIn(account.customerId))
})
afterAll(() => os.close())

async function get<S extends z.ZodMiniType>(customerId: number, path: string, schema: S): Promise<z.output<S>> {
  const res = await os.app.request(`/${path}`, request('GET', cookies.get(customerId)))
  expect(res.status, `${path} → ${res.status} ${res.status >= 400 ? await res.clone().text() : ''}`).toBe(200)
  return schema.parse(await res.json())
}

async function pdf(customerId: number, path: string) {
  const res = await os.app.request(`/${path}`, request('GET', cookies.get(customerId)))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+\.pdf"$/)
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
}

describe.each(DEMO_ACCOUNTS.map((a) => [`${a.kind} ${a.customerId}`, a] as const))(
  'seeded data for %s',
  (_label, account) => {
    const id = account.customerId

    it('lists orders in every state, with deliveries, invoices and downloadable PDFs', async () => {
      const sales = await get(id, `${paths.sales}?page_size=100`, salePageSchema)
      expect(new Set(sales.items.map((s) => s.state))).toEqual(
        new Set(['cancel', 'pending', 'processing', 'delivery_partial', 'delivery_full']),
      )
      expect(sales.count).toBe(sales.items.length)
      const partial = sales.items.find((s) => s.state === 'delivery_partial')!
      expect(partial.delivery.pickings.map((p) => p.state)).toEqual(['done', 'assigned'])
      expect(partial.delivery.pickings[0]?.tracking_reference).toMatch(/^\w+$/)
      expect(partial.lines.some((l) => l.qty_delivered > 0 && l.qty_delivered < l.qty)).toBe(true)
      if (account.collectivity) expect(sales.items.every((s) => s.ej_number && s.client_order_ref)).toBe(true)

      const detail = await get(id, paths.sale(partial.id), saleSchema)
      expect(detail).toEqual(partial)
      await pdf(id, paths.saleDownload(partial.id))
    })

    it('pages with the default of 10 and honours page and page_size', async () => {
      const first = await get(id, paths.sales, salePageSchema)
      expect(first.items.length).toBe(Math.min(10, first.count))
      const second = await get(id, `${paths.sales}?page=2&page_size=4`, salePageSchema)
      const all = await get(id, `${paths.sales}?page_size=100`, salePageSchema)
      expect(second.items.map((s) => s.id)).toEqual(all.items.slice(4, 8).map((s) => s.id))
      const lines = await get(id, `${paths.saleLines}?page_size=3`, saleLinePageSchema)
      expect(lines.items).toHaveLength(3)
      expect(lines.count).toBeGreaterThan(6)
      expect(lines.items.every((l) => !l.is_delivery && l.order.name.startsWith('S'))).toBe(true)
    })

    it('has quotations being priced and priced, downloadable', async () => {
      const quotations = await get(id, paths.quotations, quotationPageSchema)
      expect(quotations.items.map((q) => q.state).sort()).toEqual(['estimated', 'estimating'])
      const estimated = quotations.items.find((q) => q.state === 'estimated')!
      expect(await get(id, paths.quotation(estimated.id), quotationSchema)).toEqual(estimated)
      await pdf(id, paths.quotationDownload(estimated.id))
    })

    it('has invoices paid, not paid and partly paid, filterable and downloadable at both paths', async () => {
      const invoices = await get(id, paths.invoices, invoicePageSchema)
      expect(invoices.items.map((i) => i.payment_state).sort()).toEqual(['not_paid', 'paid', 'partial'])
      const partial = invoices.items.find((i) => i.payment_state === 'partial')!
      expect(partial.amount.amount_due).toBeGreaterThan(0)
      expect(partial.amount.amount_due).toBeLessThan(partial.amount.amount_total ?? 0)
      const paid = await get(id, `${paths.invoices}?payment_state=paid`, invoicePageSchema)
      expect(paid.items.map((i) => i.payment_state)).toEqual(['paid'])
      const from = invoices.items.map((i) => i.date_invoice).sort()[1]!
      const recent = await get(id, `${paths.invoices}?date_from=${from}`, invoicePageSchema)
      expect(recent.count).toBe(2)
      const old = await get(id, `${paths.invoices}?date_to=${from}&state=posted`, invoicePageSchema)
      expect(old.count).toBe(2)
      await pdf(id, paths.invoiceDownload(partial.id))
      await pdf(id, paths.invoiceDownloadSingular(partial.id))
    })

    it('answers the price list of the role and the profile', async () => {
      const prices = await get(id, paths.prices, priceMapSchema)
      expect(Object.keys(prices)).toContain('10001')
      expect(prices['10001']?.value).toBeGreaterThan(0)
      const profile = await get(id, paths.authProfile, userProfileSchema)
      expect(profile).toMatchObject({ id, login: account.login, role: account.role, kind: account.kind })
    })

    it('answers the open cart, or 204 when there is none', async () => {
      const res = await os.app.request(
        `/${paths.cartSync}`,
        request('POST', cookies.get(id), { uuid: null, transactions: [] }),
      )
      if (account.kind === 'user' || account.collectivity) {
        expect(res.status).toBe(200)
        const cart = cartSchema.parse(await res.json())
        expect(cart.lines.length).toBeGreaterThanOrEqual(2)
        expect(cart.invoicing.address?.main).toBe(true)
        if (account.kind === 'user') expect(cart.lines.some((l) => !l.confirmable)).toBe(true)
        const carriers = await get(id, paths.cartDeliveryCarriers, z.array(carrierSchema))
        expect(carriers.length).toBeGreaterThan(1)
      } else {
        expect(res.status).toBe(204)
      }
    })

    it('lets only the manager see the unit', async () => {
      const cookie = cookies.get(id)
      if (account.isManager) {
        const members = await get(id, paths.unitMembers, unitMemberListSchema)
        expect(members.map((m) => m.auth_state).sort()).toEqual(['accepted', 'invited', 'none'])
        const lines = await get(id, paths.unitRequestLines, requestLinePageSchema)
        expect(lines.count).toBe(4)
        const rejected = lines.items.find((l) => l.request_rejected)!
        expect(rejected.request_rejection_reason).toBeTruthy()
        expect(lines.items.filter((l) => l.request_order_id !== null)).toHaveLength(1)
        const pending = await get(id, `${paths.unitRequestLines}?state=pending`, requestLinePageSchema)
        expect(pending.count).toBe(2)
        const oneMember = await get(id, `${paths.unitRequestLines}?request_partner_id=1002`, requestLinePageSchema)
        expect(oneMember.items.every((l) => l.request_partner_id === 1002)).toBe(true)
      } else {
        const members = await os.app.request(`/${paths.unitMembers}`, request('GET', cookie))
        expect(members.status).toBe(403)
        expect(errorBodySchema.parse(await members.json()).detail).toMatch(/responsables/)
        // A member reads the lines they raised, and only those; anyone else has none.
        const lines = await get(id, `${paths.unitRequestLines}?request_partner_id=1003`, requestLinePageSchema)
        expect(lines.items.every((l) => l.request_partner_id === id)).toBe(true)
        expect(lines.count).toBe(account.managerId === null ? 0 : 3)
        const res = await os.app.request(`/${paths.unitMemberInvite(1101)}`, request('POST', cookie))
        expect(res.status).toBe(403)
      }
    })
  },
)

describe('ownership and authentication', () => {
  it('answers 404 for another customer’s order, quotation, invoice and files', async () => {
    const other = await get(1004, `${paths.sales}?page_size=1`, salePageSchema)
    const otherQuotation = (await get(1004, paths.quotations, quotationPageSchema)).items[0]!
    const otherInvoice = (await get(1004, paths.invoices, invoicePageSchema)).items[0]!
    const saleId = other.items[0]!.id
    for (const path of [
      paths.sale(saleId),
      paths.saleDownload(saleId),
      paths.quotation(otherQuotation.id),
      paths.quotationDownload(otherQuotation.id),
      paths.quotationPayable(otherQuotation.id),
      paths.invoiceDownload(otherInvoice.id),
      paths.invoiceDownloadSingular(otherInvoice.id),
    ]) {
      const res = await os.app.request(`/${path}`, request('GET', cookies.get(1001)))
      expect(res.status, path).toBe(404)
      expect(errorBodySchema.parse(await res.json()).detail).toMatch(/introuvable/)
    }
    const update = await os.app.request(
      `/${paths.quotation(otherQuotation.id)}`,
      request('POST', cookies.get(1001), { ej_number: 'X' }),
    )
    expect(update.status).toBe(404)
  })

  it('refuses a body that is not declared as JSON (a cross-site form post)', async () => {
    const res = await os.app.request(`/${paths.cartUpdate}`, {
      method: 'POST',
      headers: { Cookie: cookies.get(1001)!, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ note: 'x' }),
    })
    expect(res.status).toBe(415)
  })

  it('answers 404 for a non-numeric id', async () => {
    const res = await os.app.request(`/${paths.sale('abc')}`, request('GET', cookies.get(1001)))
    expect(res.status).toBe(404)
  })

  it('answers 401 without a session on every customer call', async () => {
    for (const [method, path] of [
      ['POST', paths.cartSync],
      ['GET', paths.sales],
      ['GET', paths.prices],
      ['GET', paths.invoices],
      ['GET', paths.authProfile],
      ['GET', paths.unitMembers],
    ] as const) {
      const res = await os.app.request(`/${path}`, request(method, undefined, method === 'POST' ? {} : undefined))
      expect(res.status, path).toBe(401)
    }
  })
})

describe('path table', () => {
  it('serves every entry for at least one method (none falls to the not-found handler)', async () => {
    for (const [name, entry] of Object.entries(paths)) {
      const path = typeof entry === 'string' ? entry : entry(999999)
      const served = []
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await os.app.request(`/${path}`, request(method, undefined))
        if (!(res.status === 404 && (await res.text()).includes('Aucune ressource'))) served.push(method)
      }
      expect(served, `${name} (${path})`).not.toEqual([])
    }
  })
})
