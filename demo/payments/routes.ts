import type { Env, Hono } from 'hono'
import { shopServerPaths } from '../../lib/shop-server/paths'
import type { DemoContext } from '../context'
import { orderName } from '../order-system/sequences'
import { verifyPayable, type PayablePayload } from '../payable'
import { parseJson, problem, respond } from '../shop-server/data/respond'
import { paymentPageUrl } from './page'
import { formatAmount, renderRedirectForm } from './page-html'
import { DEMO_PROVIDERS, findProvider, toPaymentProvider } from './providers'
import { newReference, saveTransaction } from './transactions'
import { paymentTransactionRequest } from '../shop-server/inputs'
import type { Payable } from '../order-system/shapes'

const EXPIRED = 'Ce lien de paiement n’est plus valide. Revenez à votre panier pour recommencer.'

function payableOf(token: string, payload: PayablePayload): Payable {
  return {
    payable: token,
    payable_reference: orderName(payload.id),
    amount: payload.amount,
    currency_code: payload.currency,
    amount_formatted: formatAmount(payload.amount, payload.currency),
  }
}

/**
 * Only the shop may be the return address: the provider redirects the customer there with the outcome,
 * so any other origin would make the payment flow an open redirect.
 */
function isShopUrl(url: string, siteUrl: string): boolean {
  try {
    const target = new URL(url)
    return target.origin === new URL(siteUrl).origin && target.username === '' && target.password === ''
  } catch {
    return false
  }
}

/** Public, like upstream: the signed payable is the authorisation, so anonymous payment links work. */
export function registerPaymentRoutes<E extends Env>(app: Hono<E>, ctx: DemoContext) {
  app.get(`/${shopServerPaths.paymentMethods}`, (c) => {
    const token = c.req.query('payable') ?? ''
    if (token === '')
      return problem(c, 422, 'Le paiement demandé est introuvable.', { payable: 'Paramètre obligatoire.' })
    const payload = verifyPayable(token, ctx.config.dataDir)
    if (!payload) return problem(c, 403, EXPIRED)
    const payable = payableOf(token, payload)
    return respond(c, {
      ...payable,
      providers: DEMO_PROVIDERS.map((p) => toPaymentProvider(p, payable.payable_reference)),
    })
  })

  app.post(`/${shopServerPaths.paymentTransactions}`, async (c) => {
    const body = await parseJson(c, paymentTransactionRequest)
    if (!body.ok) return body.response
    const request = body.data
    if (!isShopUrl(request.frontend_redirect_url, ctx.config.siteUrl)) {
      return problem(c, 400, 'L’adresse de retour doit être une page de la boutique.', {
        frontend_redirect_url: 'Adresse hors de la boutique.',
      })
    }
    const payload = verifyPayable(request.payable, ctx.config.dataDir)
    if (!payload) return problem(c, 403, EXPIRED)
    const provider = findProvider(request.provider_id)
    if (!provider)
      return problem(c, 422, 'Ce moyen de paiement n’est pas proposé.', { provider_id: 'Moyen de paiement inconnu.' })

    const payableReference = orderName(payload.id)
    const now = new Date().toISOString()
    const reference = newReference(payableReference)
    await saveTransaction(ctx, {
      reference,
      provider_id: provider.id,
      provider_code: provider.code,
      payable: payload,
      payable_reference: payableReference,
      frontend_redirect_url: request.frontend_redirect_url,
      state: 'draft',
      created_at: now,
      updated_at: now,
    })
    return respond(c, {
      flow: 'redirect',
      provider_id: provider.id,
      provider_code: provider.code,
      reference,
      amount: payload.amount,
      currency_code: payload.currency,
      partner_id: payload.customerId,
      redirect_form_html: renderRedirectForm(paymentPageUrl(ctx, reference)),
      session_id: null,
      publishable_key: null,
      client_secret: null,
    })
  })
}
