import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ProductGrid } from '@/components/product/product-grid'
import { activeFacetValues, listingFacets } from '@/lib/catalogue/facets'
import { LISTING_PAGE_SIZE, listingPageCount } from '@/lib/catalogue/listing'
import { clearRefinements, isRefined, listingHref, type ListingState } from '@/lib/catalogue/search-params'
import type { ProductHit, ProductSort, SearchResult } from '@/lib/search/types'
import { ActiveFilters } from './active-filters'
import styles from './catalogue.module.css'
import { Facets } from './facets'
import { FiltersButton, FiltersPanel } from './filters-panel'
import { MarketFilter } from './market-filter'
import { Pagination } from './pagination'
import { SortLinks } from './sort-links'

const LISTING_SORTS: ProductSort[] = ['relevance', 'name', 'price-asc', 'price-desc', 'newest']

interface Props {
  basePath: string
  state: ListingState
  result: SearchResult<ProductHit>
  /** Search results appear with the search stagger (docs/product/content.md#animations). */
  kind: 'search' | 'listing'
  /** Shown instead of the grid when nothing matches. */
  empty?: ReactNode
}

/** Facets, count, sort, products and pagination of any product listing; all state in the URL. */
export async function Listing({ basePath, state, result, kind, empty }: Props) {
  const t = await getTranslations('catalogue')
  const facets = listingFacets(result.aggregations, state, basePath)
  const active = activeFacetValues(facets)
  return (
    <div className={styles.listing}>
      <FiltersPanel
        titleId="facets-title"
        closeLabel={t('facets.close')}
        showLabel={t('facets.show', { count: result.total })}
        clear={
          isRefined(state)
            ? { href: listingHref(basePath, clearRefinements(state)), label: t('facets.clearShort') }
            : null
        }
      >
        <Facets facets={facets} state={state} basePath={basePath} />
      </FiltersPanel>
      <section aria-labelledby="listing-count">
        <MarketFilter state={state} basePath={basePath} />
        <div className={styles.toolbar}>
          {/* The heading of the results, so the product names (h3) follow an h2 also where the facets
              panel, and its own h2, is closed away on a phone. */}
          <h2 id="listing-count" className={styles.count}>
            {t('results', { count: result.total })}
          </h2>
          <FiltersButton label={t('facets.open', { count: active.length })} />
          <SortLinks state={state} basePath={basePath} sorts={LISTING_SORTS} />
        </div>
        <ActiveFilters values={active} />
        {result.hits.length > 0 ? (
          <ProductGrid
            hits={result.hits}
            label={t('products')}
            preloadFirst
            stagger={kind === 'search' ? 'result' : 'item'}
          />
        ) : (
          (empty ?? <p>{t('empty')}</p>)
        )}
        <Pagination state={state} basePath={basePath} pageCount={listingPageCount(result.total, LISTING_PAGE_SIZE)} />
      </section>
    </div>
  )
}
