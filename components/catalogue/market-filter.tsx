'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { withDefaultMarket, withoutMarket } from '@/lib/catalogue/market-filter'
import { listingHref, type ListingState } from '@/lib/catalogue/search-params'
import styles from './catalogue.module.css'
import { setMarketChoice, useMarketFilter } from './use-market-filter'

/**
 * A market buyer's listings open on her market (docs/product/catalogue.md#markets). The page is
 * the same cached HTML for everyone (ADR 0007): once the browser knows the buyer, it moves to the URL
 * with `marche=`, which renders (and caches) that filtered listing like any facet. The filter is said
 * above the products, with the way back to the whole catalogue, a choice kept for the session.
 */
export function MarketFilter({ state, basePath }: { state: ListingState; basePath: string }) {
  const t = useTranslations('catalogue.market')
  const router = useRouter()
  const { market, active } = useMarketFilter()
  const target = withDefaultMarket(state, market, active ? 'market' : 'whole-catalogue')
  const targetHref = target ? listingHref(basePath, target) : null

  useEffect(() => {
    if (targetHref) router.replace(targetHref, { scroll: false })
  }, [router, targetHref])

  if (market === null || !state.market.includes(market)) return null
  return (
    <p className={styles.marketFilter} data-testid="market-filter">
      <span>{t('filtered', { market })}</span>{' '}
      <IntentLink
        href={listingHref(basePath, withoutMarket(state, market))}
        rel="nofollow"
        scroll={false}
        onClick={() => setMarketChoice('whole-catalogue')}
      >
        {t('wholeCatalogue')}
      </IntentLink>
    </p>
  )
}
