import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedShopServer } from '../shop-server/seed'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { cartSchema } from '../../lib/order-system/schemas/cart'
import { quotationSchema, type Quotation } from '../../lib/order-system/schemas/quotation'
import { saleSchema } from '../../lib/order-system/schemas/sale'
import { FIXTURE, createTestOrderSystem, priced, request, type TestOrderSystem } from '../order-system/testing'
import { createBackOfficeApp } from './index'

let os: TestOrderSystem
let backOffice: ReturnType<typeof createBackOfficeApp>
let cookie: string
const ORIGIN = 'http://localhost:4005'

beforeAll(async () => {
  os = await createTestOrderSystem()
  await seedShopServer(os.ctx)
  backOffice = createBackOfficeApp(os.ctx)
  cookie = await os.signIn(1001)
})
afterAll(() => os.close())

const shop = (method: string, path: string, body?: unknown) => os.app.request(`/${path}`, request(method, cookie, body))
const get = async (path: string) => {
  const res = await backOffice.request(`${ORIGIN}${path}`)
  return { status: res.status, text: await res.text() }
}
/** A form post as the browser sends it from the back office's own page. */
const post = (path: string, fields: Record<string, string>, origin: string | null = ORIGIN) =>
  backOffice.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Host: 'localhost:4005',
      ...(origin ? { Origin: origin } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })
const flash = (res: Response) => Object.fromEntries(new URL(res.headers.get('location')!, ORIGIN).searchParams)

async function requestQuotation(): Promise<Quotation> {
  const transactions = [{ uuid: randomUUID(), product_id: FIXTURE.onRequest[1], qty: 3 }]
  const cart = cartSchema.parse(await (await shop('POST', paths.cartSync, { uuid: null, transactions })).json())
  return quotationSchema.parse(await (await shop('POST', paths.cartRequestQuotation(cart.id))).json())
}

describe('demo back office', () => {
  it('lists the quotation to price and prices it from its form', async () => {
    const quotation = await requestQuotation()
    expect((await get('/devis')).text).toContain(quotation.name)
    const form = await get(`/devis/${quotation.id}`)
    expect(form.text).toContain('Chiffrer le devis')
    expect(form.text).toContain(`name="prix-${quotation.lines[0]!.id}"`)

    const res = await post(`/devis/${quotation.id}/chiffrer`, {
      [`prix-${quotation.lines[0]!.id}`]: '42,50',
      transporteur: '1',
      livraison: '9.90',
      note: 'Livraison sous huit jours.',
    })
    expect(res.status).toBe(303)
    expect(flash(res).ok).toMatch(/^Devis S\d+ chiffré : /)
    const priced = quotationSchema.parse(await (await shop('GET', paths.quotation(quotation.id))).json())
    expect(priced.state).toBe('estimated')
    expect(priced.lines[0]!.amount.price).toBe(42.5)
  })

  it('says in French, on the page, what the order system refused', async () => {
    const quotation = await requestQuotation()
    const res = await post(`/devis/${quotation.id}/chiffrer`, { [`prix-${quotation.lines[0]!.id}`]: '0' })
    expect(flash(res).erreur).toMatch(/prix unitaire HT supérieur à 0/)
    const page = await get(new URL(res.headers.get('location')!, ORIGIN).pathname + '?erreur=test%20%3Cb%3E')
    // The message is shown as text, never as markup.
    expect(page.text).toContain('test &lt;b&gt;')
  })

  it('ships, invoices and records the payment from the order’s page', async () => {
    const quotation = await requestQuotation()
    await post(`/devis/${quotation.id}/chiffrer`, { [`prix-${quotation.lines[0]!.id}`]: '10' })
    await shop('POST', paths.quotationConfirm(quotation.id), {})
    const line = quotation.lines[0]!

    const ship = await post(`/commandes/${quotation.id}/expedier`, {
      [`qte-${line.id}`]: '1',
      transporteur: '13',
      suivi: '',
    })
    expect(flash(ship).ok).toMatch(/^Colis WH\/OUT\/\d+ expédié par DB Schenker, suivi 13\d+\.$/)
    const partial = saleSchema.parse(await (await shop('GET', paths.sale(quotation.id))).json())
    expect(partial.state).toBe('delivery_partial')

    await post(`/commandes/${quotation.id}/expedier`, { [`qte-${line.id}`]: '2', transporteur: '1', suivi: '6A999' })
    const invoiced = await post(`/commandes/${quotation.id}/facturer`, {})
    expect(flash(invoiced).ok).toMatch(/^Facture FAC\/\d{4}\/\d+ émise/)
    const sale = saleSchema.parse(await (await shop('GET', paths.sale(quotation.id))).json())
    expect(sale.state).toBe('delivery_full')
    const invoiceId = sale.invoices[0]!.id

    const paid = await post(`/factures/${invoiceId}/payer`, { retour: `/commandes/${quotation.id}` })
    expect(paid.headers.get('location')).toMatch(new RegExp(`^/commandes/${quotation.id}\\?ok=`))
    expect((await get(`/commandes/${quotation.id}`)).text).toContain('Payée')
  })

  it('withdraws a product and puts it back', async () => {
    const product = priced(12)
    const res = await post(`/produits/${product}`, { obsolete: '1', retour: '/produits?q=SKU-10013' })
    expect(res.headers.get('location')).toMatch(/^\/produits\?q=SKU-10013&ok=/)
    expect(flash(res).ok).toBe('Article de test 10013 : retiré de la vente, en stock.')
    expect((await get('/produits')).text).toContain('Remettre en vente SKU-10013')
    await post(`/produits/${product}`, { obsolete: '0', retour: '/produits' })
    expect((await get('/produits')).text).not.toContain('SKU-10013')
  })

  it('refuses a form posted from another site', async () => {
    const res = await post(`/produits/${priced(1)}`, { obsolete: '1' }, 'https://evil.example')
    expect(res.status).toBe(403)
    expect((await post(`/produits/${priced(1)}`, { obsolete: '1' }, null)).status).toBe(403)
  })
})
