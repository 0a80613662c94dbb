// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { renderRedirectForm } from '@/demo/payments/page-html'
import { httpError, type Result } from '@/lib/http/result'
import type { PaymentTransaction } from '@/lib/shop-server/schemas/payment'
import { parseHtmlWithDomParser } from './payment-form'
import { startRedirectPayment } from './redirect-payment'

const PROVIDER_PAGE = 'https://paiement.example/page/TX-1'

const transaction = (html: string | null): Result<PaymentTransaction> => ({
  ok: true,
  status: 200,
  data: {
    flow: 'redirect',
    provider_id: 2,
    provider_code: 'demo',
    reference: 'S00042-1',
    amount: 120,
    currency_code: 'EUR',
    partner_id: 1001,
    redirect_form_html: html,
    session_id: null,
    publishable_key: null,
    client_secret: null,
  },
})

function start(
  answer: Result<PaymentTransaction>,
  payable: Result<{ payable: string }> = { ok: true, status: 200, data: { payable: 'signed' } },
) {
  const send = vi.fn(async () => answer)
  const outcome = startRedirectPayment({
    payable: async () => payable,
    transaction: send,
    parseHtml: parseHtmlWithDomParser,
    providerId: 2,
    returnUrl: 'https://boutique.example/checkout/validated',
  })
  return { outcome, send }
}

describe('startRedirectPayment', () => {
  it('asks for a redirect transaction on the fresh payable and reads the provider’s form', async () => {
    const { outcome, send } = start(transaction(renderRedirectForm(PROVIDER_PAGE)))
    expect(await outcome).toEqual({ ok: true, form: { action: PROVIDER_PAGE, method: 'POST', fields: [] } })
    expect(send).toHaveBeenCalledWith({
      payable: 'signed',
      flow: 'redirect',
      provider_id: 2,
      frontend_redirect_url: 'https://boutique.example/checkout/validated',
    })
  })

  it('stops at a refused payable without asking for a transaction', async () => {
    const refusal = httpError(403, { detail: 'Ce devis ne peut plus être payé.' })
    const { outcome, send } = start(transaction(null), { ok: false, error: refusal })
    expect(await outcome).toEqual({ ok: false, kind: 'refused', error: refusal })
    expect(send).not.toHaveBeenCalled()
  })

  it('refuses a provider answer that is not one safe form, naming the transaction for the operator', async () => {
    for (const html of [null, `<form action="${PROVIDER_PAGE}"></form><script>alert(1)</script>`]) {
      const { outcome } = start(transaction(html))
      expect(await outcome).toMatchObject({ ok: false, kind: 'bad-form', reference: 'S00042-1' })
    }
  })
})
