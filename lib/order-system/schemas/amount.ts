import { z } from 'zod/mini'

const money = z.number()

/** Totals of a cart, order or quotation (shopinvader `SaleAmount`), untaxed and taxed, in euros. */
export const saleAmountSchema = z.object({
  discount_total: money,
  tax: money,
  total: money,
  untaxed: money,
  total_without_discount: money,
})
export type SaleAmount = z.infer<typeof saleAmountSchema>

/** A line's totals plus its unit price after discount (`price`, untaxed). */
export const lineAmountSchema = z.extend(saleAmountSchema, { price: money })
export type LineAmount = z.infer<typeof lineAmountSchema>

export const unitPriceSchema = z.object({ untaxed: money, untaxed_with_discount: money })
export type UnitPrice = z.infer<typeof unitPriceSchema>

/** `rate` in percent, `value` the untaxed amount taken off the whole line. */
export const lineDiscountSchema = z.object({ rate: money, value: money })
export type LineDiscount = z.infer<typeof lineDiscountSchema>

/** Shipping only. */
export const deliveryAmountSchema = z.object({ untaxed: money, tax: money, total: money })

/** Discount granted on the whole cart (coupons and catalogue reductions), untaxed and tax included. */
export const cartDiscountSchema = z.object({ untaxed: money, tax_included: money })

/** A document's totals added up from its lines', for a back end that leaves the document's own out. */
export function sumAmounts(lines: readonly { amount: SaleAmount }[]): SaleAmount {
  const total = (key: keyof SaleAmount) =>
    Math.round(lines.reduce((sum, line) => sum + line.amount[key], 0) * 100) / 100
  return {
    discount_total: total('discount_total'),
    tax: total('tax'),
    total: total('total'),
    untaxed: total('untaxed'),
    total_without_discount: total('total_without_discount'),
  }
}
