import { z } from 'zod'
// The order system signs the payable (carts/current/payable, quotations/{id}/payable); it is shared.
import { payableSchema } from '../../order-system/schemas/payable'

export const paymentIconSchema = z.object({
  name: z.string().nullable(),
  sequence: z.int().nullable(),
  /** A data: URL, or null when the shop shows the name only. */
  image: z.string().nullable(),
})

export const paymentProviderSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  /** Odoo's provider state; "test" providers take no real money. */
  state: z.enum(['enabled', 'test', 'disabled']),
  inline_form_view_rendered: z.string().nullable(),
  express_checkout_form_view_rendered: z.string().nullable(),
  payable_reference: z.string().nullable().default(null),
  payment_icons: z.array(paymentIconSchema).default([]),
})
export type PaymentProvider = z.infer<typeof paymentProviderSchema>

/** `GET payment/methods?payable=`: the payable it was asked for and the providers that can pay it. */
export const paymentMethodsSchema = payableSchema.extend({ providers: z.array(paymentProviderSchema) })
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>

export const paymentFlowSchema = z.literal('redirect')

/** `POST payment/transactions`. The back end only sends the customer back to `frontend_redirect_url`. */
export const paymentTransactionRequestSchema = z.object({
  payable: z.string().min(1, 'Le paiement demandé est introuvable.'),
  flow: paymentFlowSchema,
  provider_id: z.int(),
  frontend_redirect_url: z.url({ protocol: /^https?$/, error: 'L’adresse de retour n’est pas valide.' }),
  /** Provider-specific data typed in an inline form; none for redirect providers. */
  provider_input: z.record(z.string(), z.unknown()).nullable().optional(),
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
  amount: z.number().finite(),
  /** Upstream names the currency by id only. */
  currency_code: z.string().length(3).nullable().default(null),
  partner_id: z.int().nullable(),
  redirect_form_html: z.string().nullable().default(null),
  session_id: z.string().nullable().default(null),
  publishable_key: z.string().nullable().default(null),
  client_secret: z.string().nullable().default(null),
})
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>

/** Where the provider sends the customer back: `frontend_redirect_url?status=…&reference=…`. */
export const paymentReturnStatusSchema = z.enum(['success', 'pending', 'cancelled', 'error', 'unknown'])
export type PaymentReturnStatus = z.infer<typeof paymentReturnStatusSchema>
