'use client'

import { useTranslations } from 'next-intl'
import { amountLabel } from '@/components/cart/line-figures'
import { useBuyerCatalogue } from '@/components/product/use-buyer-catalogue'
import type { CatalogueProduct } from '@/lib/ordering/products-request'
import { displayPrice, priceLabel } from '@/lib/price/format'

/** The unit price label for this buyer: their price list once it arrived, else the public untaxed price. */
export function useUnitPriceLabel(): (product: CatalogueProduct) => string {
  const { prices, taxIncluded } = useBuyerCatalogue()
  const onRequest = useTranslations('price')('onRequest')
  return (product) => {
    const own = prices?.[String(product.id)]
    if (own) return priceLabel(displayPrice(own, { taxIncluded }), onRequest)
    return product.price === null ? '' : amountLabel(product.price, onRequest)
  }
}
