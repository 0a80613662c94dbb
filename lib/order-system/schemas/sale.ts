import { z } from 'zod'
import { addressOfType } from '../../shop-server/schemas/address'
import { deliveryAmountSchema, saleAmountSchema, sumAmounts } from './amount'
import { carrierSchema } from './carrier'
import { invoiceRefSchema } from './invoice'
import { baseLineSchema, withLineFigures } from './line'
import { odooDateTime, odooText, orEmpty } from './odoo'
import { pageQuerySchema, pagedSchema } from './paging'
import { pickingSchema } from './picking'

/**
 * The states the storefront knows: shopinvader_state's order flow (cancel, pending, processing,
 * delivery_partial, delivery_full) and the quotation's (estimating, estimated). A back end without
 * shopinvader_state sends Odoo's own (draft, sent, sale, done, cancel), and a module may add more:
 * any state is read, and the ones outside these lists show their name with no progress
 * (docs/product/account.md#orders, docs/product/constants.md#order-progress).
 */
export const ORDER_STATES = ['cancel', 'pending', 'processing', 'delivery_partial', 'delivery_full'] as const
export const QUOTATION_STATES = ['estimating', 'estimated'] as const
export type KnownSaleState = (typeof ORDER_STATES)[number] | (typeof QUOTATION_STATES)[number]
/** Any state a back end sends; compare with the known ones above. */
export type SaleState = KnownSaleState | (string & {})
export const saleStateSchema = z.string().min(1) as z.ZodType<SaleState, string>

/** What the shop needs to link a line to its product page and to know whether it can be ordered again. */
export const lineProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  url_key: z.string().nullable(),
  /** False once the product is withdrawn (obsolete): the line cannot be ordered again. */
  sellable: z.boolean().default(true),
})

const orderLineFields = baseLineSchema.extend({
  qty_delivered: z.number().finite().default(0),
  qty_unavailable: z.number().finite().default(0),
  qty_canceled: z.number().finite().default(0),
  /** Null for the shipping line, for a product gone from the catalogue, or when the back end does not say. */
  product: lineProductSchema.nullable().default(null),
})

export const orderLineSchema = orderLineFields.transform(withLineFigures)
export type OrderLine = z.output<typeof orderLineSchema>

const deliverySchema = orEmpty(
  z.object({
    address: addressOfType('delivery').nullable().default(null),
    /** Shipping only; null when the back end does not say. */
    amount: deliveryAmountSchema.nullable().default(null),
    selected_carrier: carrierSchema.nullable().default(null),
    pickings: z.array(pickingSchema).default([]),
  }),
  {},
)

/**
 * An order, or a quotation (same shape, quotation states). Upstream shopinvader's `Sale` is the base;
 * the rest is this storefront's back end's and defaults to "none". Keys nobody reads are dropped.
 */
export const saleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    date_order: odooDateTime,
    state: saleStateSchema,
    note: odooText,
    client_order_ref: z.string().nullable().default(null),
    /** Engagement juridique number public buyers put on their orders. */
    ej_number: z.string().nullable().default(null),
    suite_name: z.string().nullable().default(null),
    invoicing: orEmpty(z.object({ address: addressOfType('invoicing').nullable().default(null) }), {}),
    invoices: z.array(invoiceRefSchema).default([]),
    lines: z.array(orderLineSchema),
    amount: saleAmountSchema.nullable().default(null),
    delivery: deliverySchema,
    payment: z.object({ mode: z.string() }).nullable().default(null),
    /** The purchase order a public buyer attached when confirming a quotation. */
    receipt_file: z
      .object({ name: z.string(), size: z.number().int().min(0) })
      .nullable()
      .default(null),
  })
  .transform(({ amount, ...sale }) => ({ ...sale, amount: amount ?? sumAmounts(sale.lines) }))
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
  date_order: odooDateTime,
})

/** `GET sale_lines` item: an order line with the order it belongs to. */
export const saleLineWithOrderFields = orderLineFields.extend({ order: orderSummarySchema })
export const saleLineWithOrderSchema = saleLineWithOrderFields.transform(withLineFigures)
export type SaleLineWithOrder = z.output<typeof saleLineWithOrderSchema>

export const saleLinePageSchema = pagedSchema(saleLineWithOrderSchema)

/** `GET sale_lines`: the order number and product name (contains), and the filters of the line's order. */
export const saleLineQuerySchema = pageQuerySchema.extend({
  order_name: search,
  product_name: search,
  ...orderFilterShape,
})
export type SaleLineQuery = z.infer<typeof saleLineQuerySchema>
