'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useBuyerCatalogue } from '@/components/product/use-buyer-catalogue'
import { listingHref, toggleFacetValue, type ListingState } from '@/lib/catalogue/search-params'
import styles from './catalogue.module.css'

/**
 * docs/product/catalogue.md#markets: a buyer with a market sees the catalogue filtered by it. The listing HTML is public and
 * cached, so the filter is offered here, in the browser, as one click that adds `marche=` to the URL.
 */
export function MyMarketLink({ state, basePath }: { state: ListingState; basePath: string }) {
  const t = useTranslations('catalogue.facets')
  const { market } = useBuyerCatalogue()
  if (market === null) return null
  const active = state.market.includes(market)
  return (
    <p className={styles.facet}>
      <Link href={listingHref(basePath, toggleFacetValue(state, 'market', market))} rel="nofollow" data-active={active}>
        <span className={styles.box} aria-hidden="true" />
        <span>
          {t('myMarket', { market })}
          {active && <span className="sr-only"> ({t('selected')})</span>}
        </span>
      </Link>
    </p>
  )
}
