import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../seed'
import { verifyPayable } from '../payable'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { errorBodySchema } from '../../lib/order-system/schemas/error'
import { payableSchema } from '../../lib/order-system/schemas/payable'
import { quotationPageSchema, quotationSchema, type Quotation } from '../../lib/order-system/schemas/quotation'
import { saleSchema } from '../../lib/order-system/schemas/sale'
import { confirmPaidQuotation } from './quotations'
import { createTestOrderSystem, request, type TestOrderSystem } from './testing'

let os: TestOrderSystem
let cookie: string
const COLLECTIVITY = 1004

beforeAll(async () => {
  os = await createTestOrderSystem()
  await seedIfEmpty(os.ctx)
  cookie = await os.signIn(COLLECTIVITY)
})
afterAll(() => os.close())

const call = (method: string, path: string, body?: unknown) => os.app.request(`/${path}`, request(method, cookie, body))

async function quotation(state: Quotation['state']): Promise<Quotation> {
  const list = quotationPageSchema.parse(await (await call('GET', paths.quotations)).json())
  const found = list.items.find((q) => q.state === state)
  if (!found) throw new Error(`aucun devis ${state}`)
  return found
}

describe('quotations', () => {
  it('updates the customer reference and the EJ number', async () => {
    const q = await quotation('estimating')
    const res = await call('POST', paths.quotation(q.id), {
      client_order_ref: 'BC-2026-0999',
      ej_number: '2026EJ009999',
    })
    expect(quotationSchema.parse(await res.json())).toMatchObject({
      client_order_ref: 'BC-2026-0999',
      ej_number: '2026EJ009999',
    })
  })

  it('cannot be confirmed or paid while being priced', async () => {
    const q = await quotation('estimating')
    for (const res of [
      await call('POST', paths.quotationConfirm(q.id), {}),
      await call('GET', paths.quotationPayable(q.id)),
    ]) {
      expect(res.status).toBe(400)
      expect(errorBodySchema.parse(await res.json()).detail).toMatch(/chiffrage/)
    }
  })

  it('signs a payable once priced', async () => {
    const q = await quotation('estimated')
    const payable = payableSchema.parse(await (await call('GET', paths.quotationPayable(q.id))).json())
    expect(payable).toMatchObject({ payable_reference: q.name, amount: q.amount.total })
    expect(verifyPayable(payable.payable, os.dataDir)?.kind).toBe('quotation')
  })

  it('confirms with a purchase order sent as multipart, becoming an order of the same id', async () => {
    const q = await quotation('estimated')
    const form = new FormData()
    form.set('client_order_ref', 'BC-2026-0200')
    form.set('ej_number', '2026EJ004600')
    form.set(
      'receipt_file',
      new File([new Uint8Array([37, 80, 68, 70, 45])], 'bon-de-commande.pdf', { type: 'application/pdf' }),
    )
    const res = await os.app.request(`/${paths.quotationConfirm(q.id)}`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const sale = saleSchema.parse(await res.json())
    expect(sale).toMatchObject({
      id: q.id,
      name: q.name,
      state: 'pending',
      client_order_ref: 'BC-2026-0200',
      ej_number: '2026EJ004600',
      receipt_file: { name: 'bon-de-commande.pdf', size: 5 },
      payment: { mode: 'Mandat administratif' },
    })
    expect((await call('GET', paths.quotation(q.id))).status).toBe(404)
    expect(saleSchema.parse(await (await call('GET', paths.sale(q.id))).json()).state).toBe('pending')
  })

  it('confirms with a JSON base64 file too, and when paid online', async () => {
    const owner = await os.signIn(1001)
    const list = quotationPageSchema.parse(
      await (await os.app.request(`/${paths.quotations}`, request('GET', owner))).json(),
    )
    const q = list.items.find((x) => x.state === 'estimated')!
    const bad = await os.app.request(
      `/${paths.quotationConfirm(q.id)}`,
      request('POST', owner, { receipt_file: { name: 'x.pdf', content_base64: '%%%' } }),
    )
    expect(bad.status).toBe(422)
    const paid = await confirmPaidQuotation(os.ctx, 1001, q.id)
    expect(paid).toMatchObject({ id: q.id, state: 'processing', payment: { mode: 'Carte bancaire' } })
    expect(await confirmPaidQuotation(os.ctx, 1001, q.id)).toEqual(paid)
    expect(await confirmPaidQuotation(os.ctx, 1004, q.id)).toBeNull()

    const other = await os.signIn(1002)
    const theirs = quotationPageSchema.parse(
      await (await os.app.request(`/${paths.quotations}`, request('GET', other))).json(),
    )
    const estimated = theirs.items.find((x) => x.state === 'estimated')!
    const res = await os.app.request(
      `/${paths.quotationConfirm(estimated.id)}`,
      request('POST', other, {
        client_order_ref: 'HEX-77',
        receipt_file: { name: 'bc.pdf', content_base64: 'JVBERi0=' },
      }),
    )
    expect(saleSchema.parse(await res.json())).toMatchObject({
      receipt_file: { name: 'bc.pdf', size: 5 },
      client_order_ref: 'HEX-77',
    })
  })
})
