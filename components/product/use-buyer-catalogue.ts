'use client'

import { useCustomer, useRuntimeQuery } from '@/components/auth/session-provider'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { PriceMap } from '@/lib/order-system/schemas/price'
import { DEFAULT_ROLE } from '@/lib/search/document-reads'

export interface BuyerCatalogue {
  /** The buyer's own price list; undefined for guests, the default role, or until it arrives. */
  prices: PriceMap | undefined
  /** `has_tax_included_price` (docs/product/catalogue.md#prices). */
  taxIncluded: boolean
  /** docs/product/catalogue.md#markets: with `has_market`, the market the catalogue is filtered by. */
  market: string | null
}

/**
 * How the signed-in buyer sees the catalogue. Read in the browser only, after hydration: the server
 * pages are public and cached, so nothing of a buyer may be rendered into them. One query (prices load at sign-in,
 * docs/product/sign-in.md#on-sign-in) serves every price on the page.
 */
export function useBuyerCatalogue(): BuyerCatalogue {
  const customer = useCustomer()
  const role = customer?.role ?? DEFAULT_ROLE
  const data = useRuntimeQuery({
    queryKey: [...QUERY_KEYS.prices, role],
    queryFn: async ({ orderSystem }): Promise<PriceMap> => {
      const result = await orderSystem.prices()
      if (!result.ok) throw new Error(result.error.message)
      return result.data
    },
    enabled: customer !== null && role !== DEFAULT_ROLE,
    staleTime: 5 * 60_000,
  })
  return {
    prices: customer ? data : undefined,
    taxIncluded: customer?.has_tax_included_price ?? false,
    market: customer?.has_market ? customer.market : null,
  }
}
