import { z } from 'zod/mini'
import type { ProductSummary } from '@/lib/cart/types'
import { MAX_LINES, MAX_REFERENCE_LENGTH } from './limits'

/**
 * What `GET /api/products` accepts and answers: catalogue variants by reference (`?sku=A&sku=B…`, the
 * quick order) or by id (`?id=1&id=2…`, the cart's lines), public data only. One read path for both,
 * and a GET route rather than a server action: the answer is public catalogue data, cacheable like the
 * autocomplete's, and callers ask it in batches that may run side by side (server actions are queued
 * one at a time by the router, and a read does not need their Origin check).
 */

export const MAX_PRODUCTS = MAX_LINES
/** One request of a batched read: keeps each URL short and lets the first answers show early. */
export const PRODUCTS_BATCH_SIZE = 100
/** Public catalogue data: shared caches may keep it a minute, like the autocomplete. */
export const PRODUCTS_CACHE_CONTROL = 'public, max-age=60'

export type ProductsQuery = { by: 'sku'; skus: string[] } | { by: 'id'; ids: number[] }

/** Keys of `productsApi` in messages/fr.json. */
export type ProductsRequestError = 'missingKey' | 'invalidSku' | 'invalidId' | 'tooMany' | 'unexpectedParameter'

const skuSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_REFERENCE_LENGTH))
/** Catalogue ids are positive integers; nine digits are more than any catalogue has. */
const idSchema = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number))

export function parseProductsRequest(
  params: URLSearchParams,
): { ok: true; query: ProductsQuery } | { ok: false; error: ProductsRequestError } {
  const keys = new Set(params.keys())
  if (keys.size === 0) return { ok: false, error: 'missingKey' }
  const [key] = keys
  if (keys.size > 1 || (key !== 'sku' && key !== 'id')) return { ok: false, error: 'unexpectedParameter' }
  const values = params.getAll(key)
  if (values.length > MAX_PRODUCTS) return { ok: false, error: 'tooMany' }
  if (key === 'sku') {
    const skus = z.array(skuSchema).safeParse(values)
    return skus.success
      ? { ok: true, query: { by: 'sku', skus: [...new Set(skus.data)] } }
      : { ok: false, error: 'invalidSku' }
  }
  const ids = z.array(idSchema).safeParse(values)
  return ids.success
    ? { ok: true, query: { by: 'id', ids: [...new Set(ids.data)] } }
    : { ok: false, error: 'invalidId' }
}

/** The query string of a request, the inverse of parseProductsRequest. */
export function productsSearchParams(query: ProductsQuery): URLSearchParams {
  return query.by === 'sku'
    ? new URLSearchParams(query.skus.map((sku) => ['sku', sku]))
    : new URLSearchParams(query.ids.map((id) => ['id', String(id)]))
}

export const stockStateSchema = z.enum(['in_stock', 'in_limited_stock', 'resupplying', 'out_of_stock'])

/** One catalogue variant as the shop shows it outside the product page: public data only. */
export const catalogueProductSchema = z.object({
  /** Null only for a variant without a reference, which a look-up by id may find. */
  sku: z.nullable(z.string()),
  id: z.int(),
  name: z.string(),
  /** The variant's axis values ("Bleu, M"), null for a product without variants. */
  variant: z.nullable(z.string()),
  /** Public untaxed unit price; 0 is "Prix sur demande", null when the catalogue has none. */
  price: z.nullable(z.number()),
  stock: z.nullable(stockStateSchema),
  sellable: z.boolean(),
  /** What a cart line shows of the product (the cart keeps it beside a line the order system has not seen). */
  summary: z.object({
    name: z.string(),
    sku: z.nullish(z.string()),
    href: z.nullish(z.string()),
    image: z.nullish(z.string()),
    price: z.nullish(z.number()),
  }) satisfies z.ZodMiniType<ProductSummary>,
})
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>

export const productsResponseSchema = z.object({ products: z.array(catalogueProductSchema) })
