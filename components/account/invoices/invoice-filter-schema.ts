import { z } from 'zod/mini'
import { invoiceQuerySchema } from '@/lib/order-system/schemas/invoice'

/** The filters `GET invoices` takes besides the page (the order system applies them all). */
export const invoiceFilterSchema = z.pick(invoiceQuerySchema, {
  name: true,
  ref: true,
  request_partner_id: true,
  state: true,
  payment_state: true,
  date_from: true,
  date_to: true,
})
export type InvoiceFilters = Partial<z.output<typeof invoiceFilterSchema>>
