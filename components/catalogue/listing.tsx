import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ProductGrid } from '@/components/product/product-grid'
import { LISTING_PAGE_SIZE, listingPageCount } from '@/lib/catalogue/listing'
import type { ListingState } from '@/lib/catalogue/search-params'
import type { ProductHit, ProductSort, SearchResult } from '@/lib/search/types'
import styles from './catalogue.module.css'
import { Facets } from './facets'
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
  return (
    <div className={styles.listing}>
      <Facets aggregations={result.aggregations} state={state} basePath={basePath} />
      <section aria-labelledby="listing-count">
        <MarketFilter state={state} basePath={basePath} />
        <div className={styles.toolbar}>
          <p id="listing-count">{t('results', { count: result.total })}</p>
          <SortLinks state={state} basePath={basePath} sorts={LISTING_SORTS} />
        </div>
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
