import { z } from 'zod/mini'
import {
  lineAmountSchema,
  lineDiscountSchema,
  unitPriceSchema,
  type LineAmount,
  type LineDiscount,
  type UnitPrice,
} from './amount'

/** Free options of a line (size, marking...), passed through untouched. */
export const lineOptionsSchema = z.nullable(z.record(z.string(), z.unknown()))
export type LineOptions = z.infer<typeof lineOptionsSchema>

const NO_AMOUNT: LineAmount = {
  price: 0,
  discount_total: 0,
  tax: 0,
  total: 0,
  untaxed: 0,
  total_without_discount: 0,
}

/**
 * What cart lines and order lines share. Upstream shopinvader sends only id, product, name, quantity and
 * `amount` (with the unit price in `price`); the rest is this storefront's and defaults to what a plain
 * line means: no options, not the shipping line, for nobody in particular. A line without an amount
 * reads as priced at zero, which the shop shows as "Prix sur demande".
 */
export const baseLineSchema = z.object({
  /** The ERP line id. */
  id: z.int(),
  product_id: z.int(),
  name: z.string(),
  qty: z.number(),
  amount: z.pipe(
    z.nullable(lineAmountSchema),
    z.transform((amount) => amount ?? NO_AMOUNT),
  ),
  unit_price: z.optional(unitPriceSchema),
  discount: z.optional(lineDiscountSchema),
  options: z._default(lineOptionsSchema, null),
  /** The shipping line; the storefront lists it apart from the products. */
  is_delivery: z._default(z.boolean(), false),
  /** The contact person the line is for (manager and collectivity carts). */
  contact_id: z._default(z.nullable(z.int()), null),
})

const cents = (value: number) => Math.round(value * 100) / 100

/**
 * Upstream gives the unit price before discount (`amount.price`) and the line's untaxed total; the unit
 * price after discount, the rate and the amount taken off follow from them when the back end does not
 * send them itself.
 */
export function withLineFigures<
  T extends { qty: number; amount: LineAmount; unit_price?: UnitPrice; discount?: LineDiscount },
>(line: T): T & { unit_price: UnitPrice; discount: LineDiscount } {
  const { price, untaxed } = line.amount
  const gross = price * line.qty
  const net = line.qty === 0 ? price : cents(untaxed / line.qty)
  const unit_price = line.unit_price ?? { untaxed: price, untaxed_with_discount: net }
  const discounted = price > 0 && line.qty > 0 && untaxed < gross
  const discount = line.discount ?? {
    rate: discounted ? cents((1 - untaxed / gross) * 100) : 0,
    value: discounted ? cents(gross - untaxed) : 0,
  }
  return { ...line, unit_price, discount }
}
