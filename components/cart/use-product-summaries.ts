'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fetchProducts } from '@/components/catalogue/fetch-products'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { ProductSummary } from '@/lib/cart/types'
import { PRODUCTS_BATCH_SIZE } from '@/lib/ordering/products-request'

const SUMMARY_STALE_MS = 10 * 60_000

/**
 * Pictures, links and references of the cart's products, read from the public catalogue by id through
 * `GET /api/products` (docs/product/cart.md#product-summaries): the order system's lines carry only a
 * name, and what was noted when adding is gone once a line is synced. A batch that fails leaves its
 * lines without summaries, as when the catalogue is out of reach.
 */
async function productSummaries(ids: readonly number[]): Promise<Record<number, ProductSummary>> {
  const batches: number[][] = []
  for (let start = 0; start < ids.length; start += PRODUCTS_BATCH_SIZE) {
    batches.push(ids.slice(start, start + PRODUCTS_BATCH_SIZE))
  }
  const answers = await Promise.allSettled(batches.map((batch) => fetchProducts({ by: 'id', ids: batch })))
  const summaries: Record<number, ProductSummary> = {}
  for (const answer of answers) {
    if (answer.status === 'fulfilled') for (const product of answer.value) summaries[product.id] = product.summary
  }
  return summaries
}

/** The catalogue's summaries of the given products; empty until they arrive or when the catalogue is out of reach. */
export function useProductSummaries(productIds: readonly number[]): Record<number, ProductSummary> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b)
  const { data } = useQuery({
    queryKey: [...QUERY_KEYS.cart, 'products', ids],
    queryFn: () => productSummaries(ids),
    enabled: ids.length > 0,
    staleTime: SUMMARY_STALE_MS,
    placeholderData: keepPreviousData,
  })
  return data ?? {}
}
