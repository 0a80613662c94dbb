import { z } from 'zod/mini'
// A price as the search documents carry it, so the shop reads both sources the same way.
import { productPriceSchema } from '../../search/product-price'

/** `GET prices`: the customer's price list keyed by product id (empty for the default role). */
export const priceMapSchema = z.record(z.string().check(z.regex(/^\d+$/)), productPriceSchema)
export type PriceMap = z.output<typeof priceMapSchema>
