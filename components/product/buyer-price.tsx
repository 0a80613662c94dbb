'use client'

import { useTranslations } from 'next-intl'
import { priceText, type PriceText } from '@/lib/price/format'
import type { ProductPrice } from '@/lib/search/product-price'
import styles from './price.module.css'
import { useBuyerCatalogue } from './use-buyer-catalogue'

export interface BuyerPriceProps {
  productId: number
  /** The public (default role) price the server rendered; null when the document has none. */
  price: ProductPrice | null
  /** The same, formatted by the server (`priceText`, untaxed); null when on request or missing. */
  publicText: PriceText | null
  /** Public-procurement markets the product is listed in. */
  markets: string[]
  size?: 'card' | 'page'
}

/**
 * A price as the server rendered it for everyone (the public list, untaxed), then, after hydration,
 * as the signed-in buyer sees it: their own price list, taxed or not. Customer prices never reach
 * server HTML, which stays cacheable. What the server formatted is printed as it came: a visitor's page
 * formats no number in the browser (docs/adr/0032-the-server-formats-what-it-rendered.md).
 */
export function BuyerPrice({ productId, price, publicText, markets, size = 'card' }: BuyerPriceProps) {
  const t = useTranslations('price')
  const buyer = useBuyerCatalogue()
  const own = buyer.prices?.[String(productId)]
  const className = `${styles.price} ${size === 'page' ? styles.large : ''}`
  const source = own ? 'customer' : 'public'

  if (buyer.market !== null && !markets.includes(buyer.market)) {
    return (
      <p className={className} data-testid="price" data-price-source={source}>
        <span className={styles.outside}>{t('outsideMarket')}</span>
      </p>
    )
  }
  const text =
    own === undefined && !buyer.taxIncluded ? publicText : priceText(own ?? price, { taxIncluded: buyer.taxIncluded })
  if (!text) {
    return (
      <p className={className} data-testid="price" data-price-source={source}>
        <span className={styles.onRequest}>{t('onRequest')}</span>
      </p>
    )
  }
  return (
    <p className={className} data-testid="price" data-price-source={source}>
      <span className={styles.amount}>{text.amount}</span>
      <span className={styles.tax}>{text.taxed ? t('taxed') : t('untaxed')}</span>
      {text.original !== undefined && (
        <del className={styles.original}>
          <span className="sr-only">{t('originalLabel')}</span>
          {text.original}
        </del>
      )}
    </p>
  )
}
