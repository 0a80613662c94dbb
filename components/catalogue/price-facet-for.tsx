'use client'

import type { ReactNode } from 'react'
import { useBuyerCatalogue } from '@/components/product/use-buyer-catalogue'

/**
 * The price facet a buyer reads (docs/product/search.md#facets): the untaxed bands for guests and most
 * buyers, the tax-included ones for a buyer who sees prices with tax. The listing HTML is public and
 * cached, so both are rendered and the browser keeps the one for the buyer; without the tax-included
 * bands (the index does not give those prices) everyone gets the untaxed ones.
 */
export function PriceFacetFor({
  taxIncluded,
  always = false,
  children,
}: {
  taxIncluded: boolean
  always?: boolean
  children: ReactNode
}) {
  const buyer = useBuyerCatalogue()
  return always || buyer.taxIncluded === taxIncluded ? children : null
}
