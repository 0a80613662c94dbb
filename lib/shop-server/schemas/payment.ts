import { z } from 'zod/mini'
// The order system signs the payable (carts/current/payable, quotations/{id}/payable); it is shared.
import { payableSchema } from '../../order-system/schemas/payable'

export const paymentIconSchema = z.object({
  name: z.nullable(z.string()),
  sequence: z.nullable(z.int()),
  /** A data: URL, or null when the shop shows the name only. */
  image: z.nullable(z.string()),
})

export const paymentProviderSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  /** Odoo's provider state; "test" providers take no real money. */
  state: z.enum(['enabled', 'test', 'disabled']),
  inline_form_view_rendered: z.nullable(z.string()),
  express_checkout_form_view_rendered: z.nullable(z.string()),
  payable_reference: z._default(z.nullable(z.string()), null),
  payment_icons: z._default(z.array(paymentIconSchema), []),
})
export type PaymentProvider = z.infer<typeof paymentProviderSchema>

/** `GET payment/methods?payable=`: the payable it was asked for and the providers that can pay it. */
export const paymentMethodsSchema = z.extend(payableSchema, { providers: z.array(paymentProviderSchema) })
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>

export const paymentFlowSchema = z.literal('redirect')

/** `POST payment/transactions`. The back end only sends the customer back to `frontend_redirect_url`. */
export const paymentTransactionRequestSchema = z.object({
  payable: z.string().check(z.minLength(1, 'Le paiement demandé est introuvable.')),
  flow: paymentFlowSchema,
  provider_id: z.int(),
  frontend_redirect_url: z.url({ protocol: /^https?$/, error: 'L’adresse de retour n’est pas valide.' }),
  /** Provider-specific data typed in an inline form; none for redirect providers. */
  provider_input: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
})
export type PaymentTransactionRequest = z.infer<typeof paymentTransactionRequestSchema>

/**
 * The transaction to process. For the redirect flow the shop inserts `redirect_form_html` (one form,
 * no script) and submits it; `session_id`, `publishable_key` and `client_secret` are Stripe's.
 */
export const paymentTransactionSchema = z.object({
  flow: paymentFlowSchema,
  provider_id: z.int(),
  provider_code: z.string(),
  reference: z.string(),
  amount: z.number(),
  /** Upstream names the currency by id only. */
  currency_code: z._default(z.nullable(z.string().check(z.length(3))), null),
  partner_id: z.nullable(z.int()),
  redirect_form_html: z._default(z.nullable(z.string()), null),
  session_id: z._default(z.nullable(z.string()), null),
  publishable_key: z._default(z.nullable(z.string()), null),
  client_secret: z._default(z.nullable(z.string()), null),
})
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>

/** Where the provider sends the customer back: `frontend_redirect_url?status=…&reference=…`. */
export const paymentReturnStatusSchema = z.enum(['success', 'pending', 'cancelled', 'error', 'unknown'])
export type PaymentReturnStatus = z.infer<typeof paymentReturnStatusSchema>
