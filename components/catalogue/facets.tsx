import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import type { Facet } from '@/lib/catalogue/facets'
import { clearRefinements, isRefined, listingHref, type ListingState } from '@/lib/catalogue/search-params'
import { FACETS } from '@/lib/search/constants'
import styles from './catalogue.module.css'
import { facetValueLabeller, type FacetTitle } from './facet-value-label'
import { MyMarketLink } from './my-market-link'
import { PriceFacetFor } from './price-facet-for'

interface Props {
  facets: Facet[]
  state: ListingState
  basePath: string
}

/**
 * Facets as links: each value leads to the listing with it toggled, so filtering works without
 * JavaScript and the browser history follows. `nofollow` and robots.txt keep crawlers off them.
 */
export async function Facets({ facets, state, basePath }: Props) {
  const [t, valueLabel] = await Promise.all([getTranslations('catalogue.facets'), facetValueLabeller()])
  const withTaxedBands = facets.some((facet) => facet.key === FACETS.priceTaxed)

  return (
    <aside className={styles.facets} aria-labelledby="facets-title">
      <h2 id="facets-title">{t('title')}</h2>
      <MyMarketLink state={state} basePath={basePath} />
      {isRefined(state) && (
        <p>
          <IntentLink href={listingHref(basePath, clearRefinements(state))} rel="nofollow">
            {t('clear')}
          </IntentLink>
        </p>
      )}
      {facets.map((facet) => {
        const section = (
          <section key={facet.key} className={styles.facet} aria-labelledby={`facet-${facet.key}`}>
            <h3 id={`facet-${facet.key}`}>{t(facet.key as FacetTitle)}</h3>
            <ul>
              {facet.values.map((value) => (
                <li key={value.key}>
                  <IntentLink
                    href={value.href}
                    rel="nofollow"
                    data-active={value.active}
                    data-facet-value={`${facet.key}:${value.key}`}
                    scroll={false}
                  >
                    <span className={styles.box} aria-hidden="true" />
                    <span>
                      {valueLabel(facet.key, value.key)}
                      {value.active && <span className="sr-only"> ({t('selected')})</span>}
                    </span>
                    <span className={styles.count}>
                      <span aria-hidden="true">({value.count})</span>
                      <span className="sr-only">{t('count', { count: value.count })}</span>
                    </span>
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        )
        if (facet.key === FACETS.price)
          return (
            <PriceFacetFor key={facet.key} taxIncluded={false} always={!withTaxedBands}>
              {section}
            </PriceFacetFor>
          )
        if (facet.key === FACETS.priceTaxed)
          return (
            <PriceFacetFor key={facet.key} taxIncluded>
              {section}
            </PriceFacetFor>
          )
        return section
      })}
    </aside>
  )
}
