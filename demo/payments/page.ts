import type { Context, Env, Hono } from 'hono'
import type { DemoContext } from '../context'
import { withLock } from '../order-system/lock'
import { renderMessagePage, renderPaymentPage } from './page-html'
import { findProvider } from './providers'
import { settle } from './settle'
import { findTransaction, saveTransaction, type StoredTransaction } from './transactions'

/** The demo provider's hosted page; it belongs to the provider, not to the shop-server API table. */
const PAGE_PATH = '/demo-payment/:reference'
const OUTCOME_PATH = '/demo-payment/:reference/outcome'

export function paymentPageUrl(ctx: DemoContext, reference: string): string {
  return `${ctx.config.urls.shopServer}/demo-payment/${encodeURIComponent(reference)}`
}

/** What the shop reads on return (docs/product/checkout.md#payment-return): `success` and `pending` mean the order was placed. */
const RETURN_STATUS = { done: 'success', pending: 'pending', error: 'error' } as const

function returnUrl(tx: StoredTransaction): string | null {
  if (tx.state === 'draft') return null
  const url = new URL(tx.frontend_redirect_url)
  url.searchParams.set('status', RETURN_STATUS[tx.state])
  url.searchParams.set('reference', tx.reference)
  return url.toString()
}

/**
 * A provider page may post only back to itself and then send the browser to the shop: the policy says
 * so (form-action also governs the redirect that follows a form post), and nothing else may load.
 */
function html(c: Context, ctx: DemoContext, body: string, status: 200 | 400 | 404 | 409 = 200) {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(ctx.config.siteUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
  )
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(body, status)
}

const NOT_FOUND_TITLE = 'Paiement introuvable'
const NOT_FOUND_TEXT = 'Ce paiement n’existe pas ou a expiré. Revenez à la boutique pour recommencer.'

export function registerPaymentPage<E extends Env>(app: Hono<E>, ctx: DemoContext) {
  // The shop reaches the page by submitting the transaction's redirect form (POST); a reload is a GET.
  const show = async (c: Context<E>) => {
    const tx = await findTransaction(ctx, c.req.param('reference') ?? '')
    const provider = tx && findProvider(tx.provider_id)
    if (!tx || !provider) return html(c, ctx, renderMessagePage(NOT_FOUND_TITLE, NOT_FOUND_TEXT), 404)
    const back = returnUrl(tx)
    if (back) {
      return html(
        c,
        ctx,
        renderMessagePage('Paiement déjà traité', 'Ce paiement a déjà reçu une réponse.', {
          href: back,
          label: 'Revenir à la boutique',
        }),
        409,
      )
    }
    return html(
      c,
      ctx,
      renderPaymentPage({
        reference: tx.reference,
        orderReference: tx.payable_reference,
        amount: tx.payable.amount,
        currency: tx.payable.currency,
        providerName: provider.name,
        providerIntro: provider.pageIntro,
        outcomeAction: `${paymentPageUrl(ctx, tx.reference)}/outcome`,
      }),
    )
  }
  app.get(PAGE_PATH, show)
  app.post(PAGE_PATH, show)

  app.post(OUTCOME_PATH, async (c) => {
    const reference = c.req.param('reference') ?? ''
    const form = await c.req.parseBody()
    const outcome = form.outcome
    if (outcome !== 'success' && outcome !== 'pending' && outcome !== 'error') {
      return html(
        c,
        ctx,
        renderMessagePage('Choix invalide', 'Choisissez « Payer », « Laisser en attente » ou « Refuser le paiement ».'),
        400,
      )
    }
    // Serialised per transaction, so a double click cannot confirm twice or overwrite the first answer.
    const tx = await withLock(ctx, `payment:${reference}`, async () => {
      const found = await findTransaction(ctx, reference)
      if (!found || found.state !== 'draft') return found
      const settled = { ...found, state: await settle(ctx, found, outcome), updated_at: new Date().toISOString() }
      await saveTransaction(ctx, settled)
      return settled
    })
    if (!tx) return html(c, ctx, renderMessagePage(NOT_FOUND_TITLE, NOT_FOUND_TEXT), 404)
    return c.redirect(returnUrl(tx) ?? tx.frontend_redirect_url, 303)
  })
}
