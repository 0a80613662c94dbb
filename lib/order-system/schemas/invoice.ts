import { z } from 'zod/mini'
import { pageQuerySchema, pagedSchema } from './paging'

export const invoiceStateSchema = z.enum(['draft', 'posted', 'cancel'])
export const paymentStateSchema = z.enum(['not_paid', 'in_payment', 'paid', 'partial', 'reversed', 'invoicing_legacy'])
export type PaymentState = z.infer<typeof paymentStateSchema>
export type InvoiceState = z.infer<typeof invoiceStateSchema>

/** Upstream declares every amount optional; an unknown amount is shown as such, never as zero. */
const money = z._default(z.nullable(z.number()), null)
const NO_AMOUNT = { amount_untaxed: null, amount_tax: null, amount_total: null, amount_due: null }

/**
 * An invoice as upstream shopinvader sends it. States outside the lists above (a later Odoo adds some)
 * are read and shown by name; the filters only offer the known ones.
 */
export const invoiceSchema = z.object({
  id: z.int(),
  name: z.string(),
  ref: z.pipe(
    z._default(z.nullable(z.string()), null),
    z.transform((ref) => ref ?? ''),
  ),
  date_invoice: z.iso.date(),
  date_due: z._default(z.nullable(z.iso.date()), null),
  state: z.string() as z.ZodMiniType<InvoiceState | (string & {}), string>,
  payment_state: z.string() as z.ZodMiniType<PaymentState | (string & {}), string>,
  payment_reference: z.pipe(
    z._default(z.nullable(z.string()), null),
    z.transform((ref) => ref ?? ''),
  ),
  amount: z.pipe(
    z.nullable(z.object({ amount_untaxed: money, amount_tax: money, amount_total: money, amount_due: money })),
    z.transform((amount) => amount ?? NO_AMOUNT),
  ),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const invoicePageSchema = pagedSchema(invoiceSchema)

/** How an order lists its invoices. */
export const invoiceRefSchema = z.pick(invoiceSchema, { id: true, name: true, date_invoice: true, payment_state: true })

const search = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))

/**
 * `GET invoices` query: paging plus filters; `name` and `ref` (the buyer's reference) match what
 * they contain, dates bound `date_invoice`, both ends included; `request_partner_id` keeps, for a
 * manager, the invoices of orders that took over that unit member's requests.
 */
export const invoiceQuerySchema = z.extend(pageQuerySchema, {
  name: search,
  ref: search,
  state: z.optional(invoiceStateSchema),
  payment_state: z.optional(paymentStateSchema),
  date_from: z.optional(z.iso.date()),
  date_to: z.optional(z.iso.date()),
  request_partner_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
})
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>
