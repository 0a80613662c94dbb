import { z } from 'zod'
import { addressOfType } from '../../shop-server/schemas/address'
import { cartDiscountSchema, deliveryAmountSchema, saleAmountSchema, sumAmounts } from './amount'
import { carrierSchema, pickupPointSchema } from './carrier'
import { baseLineSchema, lineOptionsSchema, withLineFigures } from './line'
import { odooDateTime, odooText, orEmpty } from './odoo'

/** One local change of the offline cart; `qty` is a delta. The uuid makes replays harmless. */
export const cartTransactionSchema = z.object({
  uuid: z.string().min(1).max(255),
  product_id: z.number().int(),
  qty: z.number().finite(),
  options: lineOptionsSchema.optional(),
})
export type CartTransaction = z.infer<typeof cartTransactionSchema>

/** `uuid` is the cart the client believes current; null or absent before its first sync. */
export const cartSyncInputSchema = z.object({
  uuid: z.string().nullish(),
  transactions: z.array(cartTransactionSchema).max(1000).default([]),
})
export type CartSyncInput = z.input<typeof cartSyncInputSchema>

export const productStateCodeSchema = z.enum(['sellable', 'obsolete'])

export const cartLineSchema = baseLineSchema
  .extend({
    /** Ordered quantity the stock cannot serve right now. */
    qty_unavailable: z.number().finite().default(0),
    /** Change of `qty_unavailable` brought by the last applied sync, so the shop can say what just ran out. */
    qty_unavailable_diff: z.number().finite().default(0),
    /** The unit request line this line was accepted from, for managers. */
    request_id: z.number().int().nullable().default(null),
    product_state: z.object({ code: productStateCodeSchema }).default({ code: 'sellable' }),
    /** False for obsolete products: the line stays visible but cannot be ordered (docs/product/checkout.md#confirmation). */
    confirmable: z.boolean().optional(),
  })
  .transform((line) =>
    withLineFigures({ ...line, confirmable: line.confirmable ?? line.product_state.code !== 'obsolete' }),
  )
export type CartLine = z.output<typeof cartLineSchema>

const NO_FEES = { untaxed: 0, tax: 0, total: 0 }

/** The cart as this storefront's back end sends it; see `cartSchema` for upstream's names. */
const cartFields = z.object({
  id: z.number().int(),
  /** Null until the back end gives the cart one (upstream: a cart made outside the shop). */
  uuid: z.string().nullable().default(null),
  name: z.string(),
  date: odooDateTime,
  lines: z.array(cartLineSchema),
  amount: saleAmountSchema.nullable().default(null),
  discount: cartDiscountSchema.optional(),
  delivery: orEmpty(
    z.object({
      address: addressOfType('delivery').nullable().default(null),
      fees: deliveryAmountSchema.nullish().transform((fees) => fees ?? NO_FEES),
      selected_carrier: carrierSchema.nullable().default(null),
      /** The relay point chosen for a drop-off carrier; the address above is then that site. */
      pickup: pickupPointSchema.nullable().default(null),
    }),
    {},
  ),
  invoicing: orEmpty(z.object({ address: addressOfType('invoicing').nullable().default(null) }), {}),
  note: odooText,
  client_order_ref: z.string().nullable().default(null),
  /** Engagement juridique number a public buyer's accounting requires, carried into the order; absent from back ends without it. */
  ej_number: z.string().nullable().default(null),
  promo_codes: z.array(z.string()).default([]),
})

/**
 * The cart as `carts/sync` and every cart call answer it. Upstream shopinvader answers its `Sale` plus
 * the cart's uuid: the date is `date_order`, the shipping amount `delivery.amount`, and nothing says
 * what was taken off the cart as a whole, so it is added up from the lines.
 */
export const cartSchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return raw
    const cart = raw as { date?: unknown; date_order?: unknown; delivery?: { fees?: unknown; amount?: unknown } | null }
    const delivery = cart.delivery && { ...cart.delivery, fees: cart.delivery.fees ?? cart.delivery.amount }
    return { ...cart, date: cart.date ?? cart.date_order, delivery }
  },
  cartFields.transform(({ amount, discount, ...cart }) => {
    const totals = amount ?? sumAmounts(cart.lines)
    const untaxedOff = cart.lines.reduce((sum, line) => sum + line.discount.value, 0)
    return {
      ...cart,
      amount: totals,
      discount: discount ?? { untaxed: Math.round(untaxedOff * 100) / 100, tax_included: totals.discount_total },
    }
  }),
)
export type Cart = z.output<typeof cartSchema>

const optionalNote = z.string().trim().max(2000).nullish()

/** Only the keys sent are changed. */
export const cartUpdateInputSchema = z.object({
  client_order_ref: z.string().trim().max(64, 'La référence ne doit pas dépasser 64 caractères.').nullish(),
  /** What a public buyer’s accounting asks for; the same limit as on a quotation. */
  ej_number: z.string().trim().max(64, 'Le numéro EJ ne doit pas dépasser 64 caractères.').nullish(),
  delivery: z.object({ address_id: z.number().int() }).optional(),
  invoicing: z.object({ address_id: z.number().int() }).optional(),
  note: optionalNote,
})
export type CartUpdateInput = z.input<typeof cartUpdateInputSchema>

export const couponInputSchema = z.object({ code: z.string().trim().min(1, 'Saisissez un code promo.') })
export type CouponInput = z.input<typeof couponInputSchema>
