'use client'

import { untaxedLabel } from '@/components/cart/line-figures'
import { useBuyerCatalogue } from '@/components/product/use-buyer-catalogue'
import type { CatalogueProduct } from '@/lib/ordering/products-request'
import { displayPrice } from '@/lib/price/format'

/** The unit price label for this buyer: their price list once it arrived, else the public untaxed price. */
export function useUnitPriceLabel(): (product: CatalogueProduct) => string {
  const { prices, taxIncluded } = useBuyerCatalogue()
  return (product) => {
    const own = prices?.[String(product.id)]
    if (own) return displayPrice(own, { taxIncluded }).label
    return product.price === null ? '' : untaxedLabel(product.price)
  }
}
