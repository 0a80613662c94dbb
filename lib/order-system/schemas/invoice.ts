import { z } from 'zod'
import { pageQuerySchema, pagedSchema } from './paging'

export const invoiceStateSchema = z.enum(['draft', 'posted', 'cancel'])
export const paymentStateSchema = z.enum(['not_paid', 'in_payment', 'paid', 'partial', 'reversed', 'invoicing_legacy'])
export type PaymentState = z.infer<typeof paymentStateSchema>
export type InvoiceState = z.infer<typeof invoiceStateSchema>

/** Upstream declares every amount optional; an unknown amount is shown as such, never as zero. */
const money = z.number().finite().nullable().default(null)
const NO_AMOUNT = { amount_untaxed: null, amount_tax: null, amount_total: null, amount_due: null }

/**
 * An invoice as upstream shopinvader sends it. States outside the lists above (a later Odoo adds some)
 * are read and shown by name; the filters only offer the known ones.
 */
export const invoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ref: z
    .string()
    .nullable()
    .default(null)
    .transform((ref) => ref ?? ''),
  date_invoice: z.iso.date(),
  date_due: z.iso.date().nullable().default(null),
  state: z.string() as z.ZodType<InvoiceState | (string & {}), string>,
  payment_state: z.string() as z.ZodType<PaymentState | (string & {}), string>,
  payment_reference: z
    .string()
    .nullable()
    .default(null)
    .transform((ref) => ref ?? ''),
  amount: z
    .object({ amount_untaxed: money, amount_tax: money, amount_total: money, amount_due: money })
    .nullable()
    .transform((amount) => amount ?? NO_AMOUNT),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const invoicePageSchema = pagedSchema(invoiceSchema)

/** How an order lists its invoices. */
export const invoiceRefSchema = invoiceSchema.pick({ id: true, name: true, date_invoice: true, payment_state: true })

const search = z.string().trim().min(1).max(64).optional()

/**
 * `GET invoices` query: paging plus filters; `name` and `ref` (the buyer's reference) match what
 * they contain, dates bound `date_invoice`, both ends included; `request_partner_id` keeps, for a
 * manager, the invoices of orders that took over that unit member's requests.
 */
export const invoiceQuerySchema = pageQuerySchema.extend({
  name: search,
  ref: search,
  state: invoiceStateSchema.optional(),
  payment_state: paymentStateSchema.optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  request_partner_id: z.coerce.number().int().positive().optional(),
})
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>
