import { z } from 'zod/mini'

// Apart from the search documents: the order system's price list (lib/order-system/schemas/price.ts) reads
// prices with it in the browser, which must not bring the whole document schemas with it
// (docs/adr/0021-validation-and-identity-code-in-the-browser.md).

/**
 * Upstream sends `value` (taxed or not, see `tax_included`); the storefront's own documents also
 * carry both amounts, so its readers never recompute VAT.
 */
export const productPriceSchema = z.object({
  value: z._default(z.number(), 0),
  tax_included: z._default(z.boolean(), false),
  original_value: z._default(z.number(), 0),
  /** Percentage off `original_value`, as upstream computes it. */
  discount: z._default(z.number(), 0),
  value_untaxed: z.optional(z.number()),
  value_taxed: z.optional(z.number()),
  original_value_untaxed: z.optional(z.number()),
  original_value_taxed: z.optional(z.number()),
})
export type ProductPrice = z.infer<typeof productPriceSchema>
