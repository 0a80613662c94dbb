import { z } from 'zod/mini'
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
export const saleStateSchema = z.string().check(z.minLength(1)) as z.ZodMiniType<SaleState, string>

/** What the shop needs to link a line to its product page and to know whether it can be ordered again. */
export const lineProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  sku: z.nullable(z.string()),
  url_key: z.nullable(z.string()),
  /** False once the product is withdrawn (obsolete): the line cannot be ordered again. */
  sellable: z._default(z.boolean(), true),
})

const orderLineFields = z.extend(baseLineSchema, {
  qty_delivered: z._default(z.number(), 0),
  qty_unavailable: z._default(z.number(), 0),
  qty_canceled: z._default(z.number(), 0),
  /** Null for the shipping line, for a product gone from the catalogue, or when the back end does not say. */
  product: z._default(z.nullable(lineProductSchema), null),
})

export const orderLineSchema = z.pipe(orderLineFields, z.transform(withLineFigures))
export type OrderLine = z.output<typeof orderLineSchema>

const deliverySchema = orEmpty(
  z.object({
    address: z._default(z.nullable(addressOfType('delivery')), null),
    /** Shipping only; null when the back end does not say. */
    amount: z._default(z.nullable(deliveryAmountSchema), null),
    selected_carrier: z._default(z.nullable(carrierSchema), null),
    pickings: z._default(z.array(pickingSchema), []),
  }),
  {},
)

/**
 * An order, or a quotation (same shape, quotation states). Upstream shopinvader's `Sale` is the base;
 * the rest is this storefront's back end's and defaults to "none". Keys nobody reads are dropped.
 */
export const saleSchema = z.pipe(
  z.object({
    id: z.int(),
    name: z.string(),
    date_order: odooDateTime,
    state: saleStateSchema,
    note: odooText,
    client_order_ref: z._default(z.nullable(z.string()), null),
    /** Engagement juridique number public buyers put on their orders. */
    ej_number: z._default(z.nullable(z.string()), null),
    suite_name: z._default(z.nullable(z.string()), null),
    invoicing: orEmpty(z.object({ address: z._default(z.nullable(addressOfType('invoicing')), null) }), {}),
    invoices: z._default(z.array(invoiceRefSchema), []),
    lines: z.array(orderLineSchema),
    amount: z._default(z.nullable(saleAmountSchema), null),
    delivery: deliverySchema,
    payment: z._default(z.nullable(z.object({ mode: z.string() })), null),
    /** The purchase order a public buyer attached when confirming a quotation. */
    receipt_file: z._default(z.nullable(z.object({ name: z.string(), size: z.int().check(z.gte(0)) })), null),
  }),
  z.transform(({ amount, ...sale }) => ({ ...sale, amount: amount ?? sumAmounts(sale.lines) })),
)
export type Sale = z.output<typeof saleSchema>
export type SaleInput = z.input<typeof saleSchema>

export const salePageSchema = pagedSchema(saleSchema)

const search = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))

/**
 * What every order list can be narrowed by, all sent to the order system as query parameters: the
 * buyer's own reference (contains), the order's state, the order date (French calendar days, both
 * ends included) and, for a manager, the unit member whose requests the orders took over.
 */
const orderFilterShape = {
  client_order_ref: search,
  state: z.optional(saleStateSchema),
  date_from: z.optional(z.iso.date()),
  date_to: z.optional(z.iso.date()),
  request_partner_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
}

/** `GET sales` / `GET quotations`: paging, the order number (contains) and the order filters. */
export const saleQuerySchema = z.extend(pageQuerySchema, { name: search, ...orderFilterShape })
export type SaleQuery = z.infer<typeof saleQuerySchema>

export const orderSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  state: saleStateSchema,
  date_order: odooDateTime,
})

/** `GET sale_lines` item: an order line with the order it belongs to. */
export const saleLineWithOrderFields = z.extend(orderLineFields, { order: orderSummarySchema })
export const saleLineWithOrderSchema = z.pipe(saleLineWithOrderFields, z.transform(withLineFigures))
export type SaleLineWithOrder = z.output<typeof saleLineWithOrderSchema>

export const saleLinePageSchema = pagedSchema(saleLineWithOrderSchema)

/** `GET sale_lines`: the order number and product name (contains), and the filters of the line's order. */
export const saleLineQuerySchema = z.extend(pageQuerySchema, {
  order_name: search,
  product_name: search,
  ...orderFilterShape,
})
export type SaleLineQuery = z.infer<typeof saleLineQuerySchema>
