import { z } from 'zod'
import type { ProductSummary } from '@/lib/cart/types'
import { MAX_LINES, MAX_REFERENCE_LENGTH } from './parse-lines'

/**
 * What `GET /api/products?sku=A&sku=B…` accepts and answers. A GET route rather than a server action:
 * the answer is public catalogue data, cacheable like the autocomplete's, and the quick order asks it
 * in batches that may run side by side (server actions are queued one at a time by the router).
 */

export const MAX_SKUS = MAX_LINES
/** The quick order's batch: keeps each URL short and lets the first rows show early. */
export const SKU_BATCH_SIZE = 100
/** Public catalogue data: shared caches may keep it a minute, like the autocomplete. */
export const PRODUCTS_CACHE_CONTROL = 'public, max-age=60'

/** Keys of `quickOrder.api` in messages/fr.json. */
export type ProductsRequestError = 'missingSku' | 'invalidSku' | 'tooMany' | 'unexpectedParameter'

const skuSchema = z.string().trim().min(1).max(MAX_REFERENCE_LENGTH)

export function parseProductsRequest(
  params: URLSearchParams,
): { ok: true; skus: string[] } | { ok: false; error: ProductsRequestError } {
  if ([...params.keys()].some((key) => key !== 'sku')) return { ok: false, error: 'unexpectedParameter' }
  const values = params.getAll('sku')
  if (values.length === 0) return { ok: false, error: 'missingSku' }
  if (values.length > MAX_SKUS) return { ok: false, error: 'tooMany' }
  const skus = z.array(skuSchema).safeParse(values)
  return skus.success ? { ok: true, skus: [...new Set(skus.data)] } : { ok: false, error: 'invalidSku' }
}

export const stockStateSchema = z.enum(['in_stock', 'in_limited_stock', 'resupplying', 'out_of_stock'])

/** One catalogue variant as the quick order shows it: public data only. */
export const quickOrderProductSchema = z.object({
  sku: z.string(),
  id: z.number().int(),
  name: z.string(),
  /** The variant's axis values ("Bleu, M"), null for a product without variants. */
  variant: z.string().nullable(),
  /** Public untaxed unit price; 0 is "Prix sur demande", null when the catalogue has none. */
  price: z.number().nullable(),
  stock: stockStateSchema.nullable(),
  sellable: z.boolean(),
  /** What the cart keeps beside the line until the order system answers. */
  summary: z.object({
    name: z.string(),
    sku: z.string().nullish(),
    href: z.string().nullish(),
    image: z.string().nullish(),
    price: z.number().nullish(),
  }) satisfies z.ZodType<ProductSummary>,
})
export type QuickOrderProduct = z.infer<typeof quickOrderProductSchema>

export const productsResponseSchema = z.object({ products: z.array(quickOrderProductSchema) })
