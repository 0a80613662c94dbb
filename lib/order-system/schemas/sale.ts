import { z } from 'zod'
import { addressSchema } from '../../shop-server/schemas/address'
import { deliveryAmountSchema, saleAmountSchema } from './amount'
import { carrierSchema } from './carrier'
import { invoiceRefSchema } from './invoice'
import { baseLineSchema } from './line'
import { pageQuerySchema, pagedSchema } from './paging'
import { pickingSchema } from './picking'

/**
 * shopinvader_state of an order: orders go cancel, pending, processing, delivery_partial,
 * delivery_full; quotation-type orders are estimating then estimated (docs/product/constants.md#order-progress).
 */
export const saleStateSchema = z.enum([
  'cancel',
  'pending',
  'processing',
  'delivery_partial',
  'delivery_full',
  'estimating',
  'estimated',
])
export type SaleState = z.infer<typeof saleStateSchema>

/** What the shop needs to link a line to its product page and to know whether it can be ordered again. */
export const lineProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  url_key: z.string().nullable(),
  /** False once the product is withdrawn (obsolete): the line cannot be ordered again. */
  sellable: z.boolean().default(true),
})

export const orderLineSchema = baseLineSchema.extend({
  qty_delivered: z.number().finite(),
  qty_unavailable: z.number().finite(),
  qty_canceled: z.number().finite(),
  /** Null for the shipping line, and for a product gone from the catalogue. */
  product: lineProductSchema.nullable(),
})
export type OrderLine = z.infer<typeof orderLineSchema>

/** An order, or a quotation (same shape, quotation states). */
export const saleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date_order: z.iso.datetime({ offset: true }),
  state: saleStateSchema,
  note: z.string().nullable(),
  client_order_ref: z.string().nullable(),
  /** Engagement juridique number public buyers put on their orders. */
  ej_number: z.string().nullable(),
  suite_name: z.string().nullable(),
  invoicing: z.object({ address: addressSchema.nullable() }),
  invoices: z.array(invoiceRefSchema),
  lines: z.array(orderLineSchema),
  amount: saleAmountSchema,
  delivery: z.object({
    address: addressSchema.nullable(),
    amount: deliveryAmountSchema,
    selected_carrier: carrierSchema.nullable(),
    pickings: z.array(pickingSchema),
  }),
  payment: z.object({ mode: z.string() }).nullable(),
  /** The purchase order a public buyer attached when confirming a quotation. */
  receipt_file: z.object({ name: z.string(), size: z.number().int().min(0) }).nullable(),
})
export type Sale = z.output<typeof saleSchema>
export type SaleInput = z.input<typeof saleSchema>

export const salePageSchema = pagedSchema(saleSchema)

const search = z.string().trim().min(1).max(64).optional()

/**
 * What every order list can be narrowed by, all sent to the order system as query parameters: the
 * buyer's own reference (contains), the order's state, the order date (French calendar days, both
 * ends included) and, for a manager, the unit member whose requests the orders took over.
 */
const orderFilterShape = {
  client_order_ref: search,
  state: saleStateSchema.optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  request_partner_id: z.coerce.number().int().positive().optional(),
}

/** `GET sales` / `GET quotations`: paging, the order number (contains) and the order filters. */
export const saleQuerySchema = pageQuerySchema.extend({ name: search, ...orderFilterShape })
export type SaleQuery = z.infer<typeof saleQuerySchema>

export const orderSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: saleStateSchema,
  date_order: z.iso.datetime({ offset: true }),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

/** `GET sale_lines` item: an order line with the order it belongs to. */
export const saleLineWithOrderSchema = orderLineSchema.extend({ order: orderSummarySchema })
export type SaleLineWithOrder = z.infer<typeof saleLineWithOrderSchema>

export const saleLinePageSchema = pagedSchema(saleLineWithOrderSchema)

/** `GET sale_lines`: the order number and product name (contains), and the filters of the line's order. */
export const saleLineQuerySchema = pageQuerySchema.extend({
  order_name: search,
  product_name: search,
  ...orderFilterShape,
})
export type SaleLineQuery = z.infer<typeof saleLineQuerySchema>
