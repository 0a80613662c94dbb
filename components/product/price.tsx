'use client'

import { useTranslations } from 'next-intl'
import { displayPrice, formatPrice, showsTaxIncluded } from '@/lib/price/format'
import type { ProductPrice } from '@/lib/search/product-price'
import styles from './price.module.css'
import { useBuyerCatalogue } from './use-buyer-catalogue'

interface Props {
  productId: number
  /** The public (default role) price the server rendered; null when the document has none. */
  price: ProductPrice | null
  /** Public-procurement markets the product is listed in. */
  markets: string[]
  size?: 'card' | 'page'
}

/**
 * A price as the server renders it for everyone (the public list, untaxed), then, after hydration,
 * as the signed-in buyer sees it: their own price list, taxed or not. Customer prices never reach
 * server HTML, which stays cacheable.
 */
export function Price({ productId, price, markets, size = 'card' }: Props) {
  const t = useTranslations('price')
  const buyer = useBuyerCatalogue()
  const own = buyer.prices?.[String(productId)]
  const shown = own ?? price
  const className = `${styles.price} ${size === 'page' ? styles.large : ''}`
  const source = own ? 'customer' : 'public'

  if (buyer.market !== null && !markets.includes(buyer.market)) {
    return (
      <p className={className} data-testid="price" data-price-source={source}>
        <span className={styles.outside}>{t('outsideMarket')}</span>
      </p>
    )
  }
  const displayed = shown ? displayPrice(shown, { taxIncluded: buyer.taxIncluded }) : null
  if (!shown || !displayed || displayed.onRequest) {
    return (
      <p className={className} data-testid="price" data-price-source={source}>
        <span className={styles.onRequest}>{t('onRequest')}</span>
      </p>
    )
  }
  const taxLabel = showsTaxIncluded(shown, buyer.taxIncluded) ? t('taxed') : t('untaxed')
  return (
    <p className={className} data-testid="price" data-price-source={source}>
      <span className={styles.amount}>{formatPrice(displayed.amount)}</span>
      <span className={styles.tax}>{taxLabel}</span>
      {displayed.original !== undefined && (
        <del className={styles.original}>
          <span className="sr-only">{t('originalLabel')}</span>
          {formatPrice(displayed.original)}
        </del>
      )}
    </p>
  )
}
