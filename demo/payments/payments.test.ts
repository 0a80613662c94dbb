import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { shopServerPaths } from '../../lib/shop-server/paths'
import { errorBodySchema } from '../../lib/shop-server/schemas/common'
import { paymentMethodsSchema, paymentTransactionSchema } from '../../lib/shop-server/schemas/payment'
import { confirmPaidCart } from '../order-system/carts'
import { confirmPaidQuotation } from '../order-system/quotations'
import { signPayable, type PayablePayload } from '../payable'
import { createTestShop, jsonRequest, type TestShop } from '../shop-server/data/testing'
import { findTransaction } from './transactions'

vi.mock('../order-system/products', () => ({ productIndex: async () => new Map() }))
// The order system's checkout is tested on its side; here only the call matters.
vi.mock('../order-system/carts', () => ({ confirmPaidCart: vi.fn(async () => ({ id: 2401 })) }))
vi.mock('../order-system/quotations', () => ({ confirmPaidQuotation: vi.fn(async () => ({ id: 2402 })) }))

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(() => shop.close())
beforeEach(() => {
  vi.mocked(confirmPaidCart).mockClear()
  vi.mocked(confirmPaidQuotation).mockClear()
})

const CART: PayablePayload = { kind: 'cart', id: 2401, customerId: 1001, amount: 1234.5, currency: 'EUR' }
const payable = () => signPayable(CART, shop.ctx.config.dataDir)
const RETURN = 'http://localhost:3000/checkout/validated'

async function startTransaction(providerId = 1) {
  const res = await shop.app.request(
    `/${shopServerPaths.paymentTransactions}`,
    jsonRequest('POST', {
      payable: payable(),
      flow: 'redirect',
      provider_id: providerId,
      frontend_redirect_url: RETURN,
    }),
  )
  expect(res.status).toBe(200)
  return paymentTransactionSchema.parse(await res.json())
}

function choose(reference: string, outcome: string) {
  return shop.app.request(`/demo-payment/${encodeURIComponent(reference)}/outcome`, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
  })
}

describe('GET payment/methods', () => {
  it('answers the payable and the two demo providers for a valid payable', async () => {
    const res = await shop.app.request(`/${shopServerPaths.paymentMethods}?payable=${payable()}`)
    expect(res.status).toBe(200)
    const methods = paymentMethodsSchema.parse(await res.json())
    expect(methods).toMatchObject({ payable_reference: 'S02401', amount: 1234.5, currency_code: 'EUR' })
    expect(methods.amount_formatted.replace(/\s/g, ' ')).toBe('1 234,50 €')
    expect(methods.providers.map((p) => p.code)).toEqual(['demo_card', 'demo_transfer'])
  })

  it('refuses a missing (422), forged or tampered payable (403)', async () => {
    expect((await shop.app.request(`/${shopServerPaths.paymentMethods}`)).status).toBe(422)
    const [header, , signature] = payable().split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...CART, amount: 1, exp: 9e9 })).toString('base64url')}.${signature}`
    const res = await shop.app.request(`/${shopServerPaths.paymentMethods}?payable=${forged}`)
    expect(res.status).toBe(403)
    expect(errorBodySchema.parse(await res.json()).detail).toContain('plus valide')
  })
})

describe('POST payment/transactions', () => {
  it('answers a redirect form to the demo payment page', async () => {
    const tx = await startTransaction()
    expect(tx).toMatchObject({
      flow: 'redirect',
      provider_code: 'demo_card',
      amount: 1234.5,
      currency_code: 'EUR',
      partner_id: 1001,
    })
    expect(tx.reference).toMatch(/^S02401-[\w-]{12}$/)
    expect(tx.redirect_form_html).toContain(`action="${shop.ctx.config.urls.shopServer}/demo-payment/${tx.reference}"`)
    expect(tx.redirect_form_html).toContain('method="post"')
    expect(tx.redirect_form_html).not.toContain('<script')
  })

  it.each([
    'https://evil.example/checkout',
    'http://localhost:3001/checkout',
    'http://user@localhost:3000/checkout',
    'javascript:alert(1)',
    '//evil.example/',
  ])('refuses the return address %s (no open redirect)', async (url) => {
    const res = await shop.app.request(
      `/${shopServerPaths.paymentTransactions}`,
      jsonRequest('POST', { payable: payable(), flow: 'redirect', provider_id: 1, frontend_redirect_url: url }),
    )
    expect([400, 422]).toContain(res.status)
  })

  it('refuses an off-site return address with 400 and a French detail', async () => {
    const res = await shop.app.request(
      `/${shopServerPaths.paymentTransactions}`,
      jsonRequest('POST', {
        payable: payable(),
        flow: 'redirect',
        provider_id: 1,
        frontend_redirect_url: 'https://evil.example/',
      }),
    )
    expect(res.status).toBe(400)
    expect(errorBodySchema.parse(await res.json()).detail).toBe(
      'L’adresse de retour doit être une page de la boutique.',
    )
  })

  it('refuses an unknown provider, another flow and a bad payable', async () => {
    const post = (body: object) =>
      shop.app.request(`/${shopServerPaths.paymentTransactions}`, jsonRequest('POST', body))
    const base = { payable: payable(), flow: 'redirect', provider_id: 1, frontend_redirect_url: RETURN }
    expect((await post({ ...base, provider_id: 99 })).status).toBe(422)
    expect((await post({ ...base, flow: 'direct' })).status).toBe(422)
    expect((await post({ ...base, payable: 'x.y.z' })).status).toBe(403)
  })
})

describe('demo payment page', () => {
  it('shows the amount in French with the three choices', async () => {
    const tx = await startTransaction(2)
    const res = await shop.app.request(`/demo-payment/${tx.reference}`, { method: 'POST' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Security-Policy')).toContain("form-action 'self' http://localhost:3000")
    const html = await res.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toMatch(/1\s234,50\s€/)
    expect(html).toContain('Virement / mandat administratif (démo)')
    for (const label of ['>Payer<', '>Laisser en attente<', '>Refuser le paiement<']) expect(html).toContain(label)
  })

  it.each([
    ['success', 'success', 'done'],
    ['pending', 'pending', 'pending'],
    ['error', 'error', 'error'],
  ] as const)('"%s" sends the customer back with status=%s', async (outcome, status, state) => {
    const tx = await startTransaction()
    const res = await choose(tx.reference, outcome)
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('Location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(RETURN)
    expect(location.searchParams.get('status')).toBe(status)
    expect(location.searchParams.get('reference')).toBe(tx.reference)
    expect((await findTransaction(shop.ctx, tx.reference))?.state).toBe(state)
    if (outcome === 'error') expect(confirmPaidCart).not.toHaveBeenCalled()
    else expect(confirmPaidCart).toHaveBeenCalledWith(shop.ctx, 1001, 2401)
  })

  it('confirms a paid quotation through the order system', async () => {
    const token = signPayable({ ...CART, kind: 'quotation', id: 2402 }, shop.ctx.config.dataDir)
    const res = await shop.app.request(
      `/${shopServerPaths.paymentTransactions}`,
      jsonRequest('POST', { payable: token, flow: 'redirect', provider_id: 1, frontend_redirect_url: RETURN }),
    )
    const tx = paymentTransactionSchema.parse(await res.json())
    const location = new URL((await choose(tx.reference, 'success')).headers.get('Location') ?? '')
    expect(location.searchParams.get('status')).toBe('success')
    expect(confirmPaidQuotation).toHaveBeenCalledWith(shop.ctx, 1001, 2402)
    expect(confirmPaidCart).not.toHaveBeenCalled()
  })

  it('answers error when the order system cannot confirm the cart', async () => {
    vi.mocked(confirmPaidCart).mockResolvedValueOnce(null)
    const tx = await startTransaction()
    const location = new URL((await choose(tx.reference, 'success')).headers.get('Location') ?? '')
    expect(location.searchParams.get('status')).toBe('error')
  })

  it('keeps the first answer on a second click and confirms only once', async () => {
    const tx = await startTransaction()
    const [first, second] = await Promise.all([choose(tx.reference, 'success'), choose(tx.reference, 'error')])
    expect(new URL(first.headers.get('Location')!).searchParams.get('status')).toBe('success')
    expect(new URL(second.headers.get('Location')!).searchParams.get('status')).toBe('success')
    expect(confirmPaidCart).toHaveBeenCalledTimes(1)
    expect((await shop.app.request(`/demo-payment/${tx.reference}`)).status).toBe(409)
  })

  it('answers 404 for an unknown reference and refuses an unknown outcome', async () => {
    expect((await shop.app.request('/demo-payment/S09999-inconnu')).status).toBe(404)
    expect((await choose('S09999-inconnu', 'success')).status).toBe(404)
    const tx = await startTransaction()
    expect((await choose(tx.reference, 'steal')).status).toBe(400)
  })
})
