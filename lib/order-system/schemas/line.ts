import { z } from 'zod'
import { lineAmountSchema, lineDiscountSchema, unitPriceSchema } from './amount'

/** Free options of a line (size, marking...), passed through untouched. */
export const lineOptionsSchema = z.record(z.string(), z.unknown()).nullable()
export type LineOptions = z.infer<typeof lineOptionsSchema>

/** What cart lines and order lines share. */
export const baseLineSchema = z.object({
  /** The ERP line id. */
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  qty: z.number().finite(),
  amount: lineAmountSchema,
  unit_price: unitPriceSchema,
  discount: lineDiscountSchema,
  options: lineOptionsSchema,
  /** The shipping line; the storefront lists it apart from the products. */
  is_delivery: z.boolean(),
  /** The contact person the line is for (manager and collectivity carts). */
  contact_id: z.number().int().nullable(),
})
export type BaseLine = z.infer<typeof baseLineSchema>
