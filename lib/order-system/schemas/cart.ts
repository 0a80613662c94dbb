import { z } from 'zod'
import { addressSchema } from '../../shop-server/schemas/address'
import { cartDiscountSchema, deliveryAmountSchema, saleAmountSchema } from './amount'
import { carrierSchema, pickupPointSchema } from './carrier'
import { baseLineSchema, lineOptionsSchema } from './line'

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

export const cartLineSchema = baseLineSchema.extend({
  /** Ordered quantity the stock cannot serve right now. */
  qty_unavailable: z.number().finite(),
  /** Change of `qty_unavailable` brought by the last applied sync, so the shop can say what just ran out. */
  qty_unavailable_diff: z.number().finite(),
  /** The unit request line this line was accepted from, for managers. */
  request_id: z.number().int().nullable(),
  product_state: z.object({ code: productStateCodeSchema }),
  /** False for obsolete products: the line stays visible but cannot be ordered (docs/product/checkout.md#confirmation). */
  confirmable: z.boolean(),
})
export type CartLine = z.infer<typeof cartLineSchema>

export const cartSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  date: z.iso.datetime({ offset: true }),
  lines: z.array(cartLineSchema),
  amount: saleAmountSchema,
  discount: cartDiscountSchema,
  delivery: z.object({
    address: addressSchema.nullable(),
    fees: deliveryAmountSchema,
    selected_carrier: carrierSchema.nullable(),
    /** The relay point chosen for a drop-off carrier; the address above is then that site. */
    pickup: pickupPointSchema.nullable(),
  }),
  invoicing: z.object({ address: addressSchema.nullable() }),
  note: z.string().nullable(),
  client_order_ref: z.string().nullable(),
  /** Engagement juridique number a public buyer's accounting requires, carried into the order; absent from back ends without it. */
  ej_number: z.string().nullable().default(null),
  promo_codes: z.array(z.string()),
})
export type Cart = z.output<typeof cartSchema>
export type CartInput = z.input<typeof cartSchema>

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
