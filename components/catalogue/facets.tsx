import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { listingFacets, priceBand } from '@/lib/catalogue/facets'
import { clearRefinements, isRefined, listingHref, type ListingState } from '@/lib/catalogue/search-params'
import { formatPrice } from '@/lib/price/format'
import { FACETS, type VariantAxis } from '@/lib/search/queries'
import type { Bucket } from '@/lib/search/types'
import styles from './catalogue.module.css'
import { MyMarketLink } from './my-market-link'
import { PriceFacetFor } from './price-facet-for'

/** The facets' titles in catalogue.facets: one per facet a listing shows. */
type FacetTitle = 'brand' | VariantAxis | 'price' | 'priceTaxed' | 'availability' | 'market'

interface Props {
  aggregations: Record<string, Bucket[]>
  state: ListingState
  basePath: string
}

/**
 * Facets as links: each value leads to the listing with it toggled, so filtering works without
 * JavaScript and the browser history follows. `nofollow` and robots.txt keep crawlers off them.
 */
export async function Facets({ aggregations, state, basePath }: Props) {
  const t = await getTranslations('catalogue.facets')
  const facets = listingFacets(aggregations, state, basePath)
  const withTaxedBands = facets.some((facet) => facet.key === FACETS.priceTaxed)

  const valueLabel = (facet: string, key: string) => {
    if (facet === 'availability') return t('inStock')
    if (facet !== FACETS.price && facet !== FACETS.priceTaxed) return key
    const { from, to } = priceBand(key)
    if (from === undefined && to !== undefined) return t('priceBelow', { to: formatPrice(to) })
    if (to === undefined && from !== undefined) return t('priceAbove', { from: formatPrice(from) })
    return t('priceBetween', { from: formatPrice(from ?? 0), to: formatPrice(to ?? 0) })
  }

  return (
    <aside className={styles.facets} aria-labelledby="facets-title">
      <h2 id="facets-title">{t('title')}</h2>
      <MyMarketLink state={state} basePath={basePath} />
      {isRefined(state) && (
        <p>
          <Link href={listingHref(basePath, clearRefinements(state))} rel="nofollow">
            {t('clear')}
          </Link>
        </p>
      )}
      {facets.map((facet) => {
        const section = (
          <section key={facet.key} className={styles.facet} aria-labelledby={`facet-${facet.key}`}>
            <h3 id={`facet-${facet.key}`}>{t(facet.key as FacetTitle)}</h3>
            <ul>
              {facet.values.map((value) => (
                <li key={value.key}>
                  <Link href={value.href} rel="nofollow" data-active={value.active} scroll={false}>
                    <span className={styles.box} aria-hidden="true" />
                    <span>
                      {valueLabel(facet.key, value.key)}
                      {value.active && <span className="sr-only"> ({t('selected')})</span>}
                    </span>
                    <span className={styles.count}>
                      <span aria-hidden="true">({value.count})</span>
                      <span className="sr-only">{t('count', { count: value.count })}</span>
                    </span>
                  </Link>
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
