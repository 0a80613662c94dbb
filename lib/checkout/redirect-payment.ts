import type { HttpError, Result } from '@/lib/http/result'
import type { PaymentTransaction, PaymentTransactionRequest } from '@/lib/shop-server/schemas/payment'
import { readPaymentForm, type HtmlParser, type PaymentForm } from './payment-form'

export type RedirectPayment =
  | { ok: true; form: PaymentForm }
  /** The order system or the shop server refused: its French message is for the buyer. */
  | { ok: false; kind: 'refused'; error: HttpError }
  /** The provider's form did not read as one safe form: the operator is told why, the buyer is not. */
  | { ok: false; kind: 'bad-form'; reason: string; reference: string }

/**
 * One redirect payment (docs/product/checkout.md#payment), for a cart as for a quotation: a fresh payable (what is paid is the
 * document as it is now), a redirect-flow transaction returning to `returnUrl`, and the provider's form
 * read field by field, never inserted as HTML. The caller builds and submits the form.
 */
export async function startRedirectPayment(deps: {
  payable: () => Promise<Result<{ payable: string }>>
  transaction: (request: PaymentTransactionRequest) => Promise<Result<PaymentTransaction>>
  parseHtml: HtmlParser
  providerId: number
  returnUrl: string
}): Promise<RedirectPayment> {
  const payable = await deps.payable()
  if (!payable.ok) return { ok: false, kind: 'refused', error: payable.error }
  const transaction = await deps.transaction({
    payable: payable.data.payable,
    flow: 'redirect',
    provider_id: deps.providerId,
    frontend_redirect_url: deps.returnUrl,
  })
  if (!transaction.ok) return { ok: false, kind: 'refused', error: transaction.error }
  const { redirect_form_html: html, reference } = transaction.data
  const reading = html ? readPaymentForm(html, deps.parseHtml) : { ok: false as const, reason: 'no redirect form' }
  return reading.ok
    ? { ok: true, form: reading.form }
    : { ok: false, kind: 'bad-form', reason: reading.reason, reference }
}
