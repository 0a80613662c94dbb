'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { listingHref, toggleFacetValue, type ListingState } from '@/lib/catalogue/search-params'
import styles from './catalogue.module.css'
import { setMarketChoice, useMarketFilter } from './use-market-filter'

/**
 * The buyer's own market among the facets (docs/product/catalogue.md#markets), as a checkbox
 * link like the others. The listing HTML is public and cached, so it is rendered here, in the browser;
 * ticking or unticking it is also the buyer's choice for the rest of the session.
 */
export function MyMarketLink({ state, basePath }: { state: ListingState; basePath: string }) {
  const t = useTranslations('catalogue.facets')
  const { market } = useMarketFilter()
  if (market === null) return null
  const active = state.market.includes(market)
  return (
    <p className={styles.facet}>
      <IntentLink
        href={listingHref(basePath, toggleFacetValue(state, 'market', market))}
        rel="nofollow"
        data-active={active}
        onClick={() => setMarketChoice(active ? 'whole-catalogue' : 'market')}
      >
        <span className={styles.box} aria-hidden="true" />
        <span>
          {t('myMarket', { market })}
          {active && <span className="sr-only"> ({t('selected')})</span>}
        </span>
      </IntentLink>
    </p>
  )
}
