'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { ProductSummary } from '@/lib/cart/types'
import { cartProductSummaries } from './product-summaries'

const SUMMARY_STALE_MS = 10 * 60_000

/** The catalogue's summaries of the given products; empty until they arrive or when the catalogue is out of reach. */
export function useProductSummaries(productIds: readonly number[]): Record<number, ProductSummary> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b)
  const { data } = useQuery({
    queryKey: [...QUERY_KEYS.cart, 'products', ids],
    queryFn: () => cartProductSummaries(ids),
    enabled: ids.length > 0,
    staleTime: SUMMARY_STALE_MS,
    placeholderData: keepPreviousData,
  })
  return data ?? {}
}
