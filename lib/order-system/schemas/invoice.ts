import { z } from 'zod'
import { pageQuerySchema, pagedSchema } from './paging'

export const invoiceStateSchema = z.enum(['draft', 'posted', 'cancel'])
export const paymentStateSchema = z.enum(['not_paid', 'in_payment', 'paid', 'partial', 'reversed', 'invoicing_legacy'])
export type PaymentState = z.infer<typeof paymentStateSchema>

const money = z.number().finite()

export const invoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ref: z.string(),
  date_invoice: z.iso.date(),
  date_due: z.iso.date().nullable(),
  state: invoiceStateSchema,
  payment_state: paymentStateSchema,
  payment_reference: z.string(),
  amount: z.object({ amount_untaxed: money, amount_tax: money, amount_total: money, amount_due: money }),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const invoicePageSchema = pagedSchema(invoiceSchema)

/** How an order lists its invoices. */
export const invoiceRefSchema = invoiceSchema.pick({ id: true, name: true, date_invoice: true, payment_state: true })

/** `GET invoices` query: paging plus filters; dates bound `date_invoice`, both ends included. */
export const invoiceQuerySchema = pageQuerySchema.extend({
  state: invoiceStateSchema.optional(),
  payment_state: paymentStateSchema.optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
})
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>
