import { z } from 'zod/mini'
import { addressOfType } from '../../shop-server/schemas/address'
import { cartDiscountSchema, deliveryAmountSchema, saleAmountSchema, sumAmounts } from './amount'
import { carrierSchema, pickupPointSchema } from './carrier'
import { baseLineSchema, lineOptionsSchema, withLineFigures } from './line'
import { odooDateTime, odooText, orEmpty } from './odoo'

/** One local change of the offline cart; `qty` is a delta. The uuid makes replays harmless. */
export const cartTransactionSchema = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(255)),
  product_id: z.int(),
  qty: z.number(),
  options: z.optional(lineOptionsSchema),
})
export type CartTransaction = z.infer<typeof cartTransactionSchema>

/** `uuid` is the cart the client believes current; null or absent before its first sync. */
export const cartSyncInputSchema = z.object({
  uuid: z.nullish(z.string()),
  transactions: z._default(z.array(cartTransactionSchema).check(z.maxLength(1000)), []),
})
export type CartSyncInput = z.input<typeof cartSyncInputSchema>

export const productStateCodeSchema = z.enum(['sellable', 'obsolete'])

export const cartLineSchema = z.pipe(
  z.extend(baseLineSchema, {
    /** Ordered quantity the stock cannot serve right now. */
    qty_unavailable: z._default(z.number(), 0),
    /** Change of `qty_unavailable` brought by the last applied sync, so the shop can say what just ran out. */
    qty_unavailable_diff: z._default(z.number(), 0),
    /** The unit request line this line was accepted from, for managers. */
    request_id: z._default(z.nullable(z.int()), null),
    product_state: z._default(z.object({ code: productStateCodeSchema }), { code: 'sellable' }),
    /** False for obsolete products: the line stays visible but cannot be ordered (docs/product/checkout.md#confirmation). */
    confirmable: z.optional(z.boolean()),
  }),
  z.transform((line) =>
    withLineFigures({ ...line, confirmable: line.confirmable ?? line.product_state.code !== 'obsolete' }),
  ),
)
export type CartLine = z.output<typeof cartLineSchema>

const NO_FEES = { untaxed: 0, tax: 0, total: 0 }

/** The cart as this storefront's back end sends it; see `cartSchema` for upstream's names. */
const cartFields = z.object({
  id: z.int(),
  /** Null until the back end gives the cart one (upstream: a cart made outside the shop). */
  uuid: z._default(z.nullable(z.string()), null),
  name: z.string(),
  date: odooDateTime,
  lines: z.array(cartLineSchema),
  amount: z._default(z.nullable(saleAmountSchema), null),
  discount: z.optional(cartDiscountSchema),
  delivery: orEmpty(
    z.object({
      address: z._default(z.nullable(addressOfType('delivery')), null),
      fees: z.pipe(
        z.nullish(deliveryAmountSchema),
        z.transform((fees) => fees ?? NO_FEES),
      ),
      selected_carrier: z._default(z.nullable(carrierSchema), null),
      /** The relay point chosen for a drop-off carrier; the address above is then that site. */
      pickup: z._default(z.nullable(pickupPointSchema), null),
    }),
    {},
  ),
  invoicing: orEmpty(z.object({ address: z._default(z.nullable(addressOfType('invoicing')), null) }), {}),
  note: odooText,
  client_order_ref: z._default(z.nullable(z.string()), null),
  /** Engagement juridique number a public buyer's accounting requires, carried into the order; absent from back ends without it. */
  ej_number: z._default(z.nullable(z.string()), null),
  promo_codes: z._default(z.array(z.string()), []),
})

/**
 * The cart as `carts/sync` and every cart call answer it. Upstream shopinvader answers its `Sale` plus
 * the cart's uuid: the date is `date_order`, the shipping amount `delivery.amount`, and nothing says
 * what was taken off the cart as a whole, so it is added up from the lines.
 */
export const cartSchema = z.pipe(
  z.transform((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw
    const cart = raw as { date?: unknown; date_order?: unknown; delivery?: { fees?: unknown; amount?: unknown } | null }
    const delivery = cart.delivery && { ...cart.delivery, fees: cart.delivery.fees ?? cart.delivery.amount }
    return { ...cart, date: cart.date ?? cart.date_order, delivery }
  }),
  z.pipe(
    cartFields,
    z.transform(({ amount, discount, ...cart }) => {
      const totals = amount ?? sumAmounts(cart.lines)
      const untaxedOff = cart.lines.reduce((sum, line) => sum + line.discount.value, 0)
      return {
        ...cart,
        amount: totals,
        discount: discount ?? { untaxed: Math.round(untaxedOff * 100) / 100, tax_included: totals.discount_total },
      }
    }),
  ),
)
export type Cart = z.output<typeof cartSchema>

const optionalNote = z.nullish(z.string().check(z.trim(), z.maxLength(2000)))

/** Only the keys sent are changed. */
export const cartUpdateInputSchema = z.object({
  client_order_ref: z.nullish(
    z.string().check(z.trim(), z.maxLength(64, 'La référence ne doit pas dépasser 64 caractères.')),
  ),
  /** What a public buyer’s accounting asks for; the same limit as on a quotation. */
  ej_number: z.nullish(z.string().check(z.trim(), z.maxLength(64, 'Le numéro EJ ne doit pas dépasser 64 caractères.'))),
  delivery: z.optional(z.object({ address_id: z.int() })),
  invoicing: z.optional(z.object({ address_id: z.int() })),
  note: optionalNote,
})
export type CartUpdateInput = z.input<typeof cartUpdateInputSchema>

export const couponInputSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'Saisissez un code promo.')),
})
export type CouponInput = z.input<typeof couponInputSchema>
