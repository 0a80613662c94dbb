import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { listingHref, type ListingState } from '@/lib/catalogue/search-params'
import type { ProductSort } from '@/lib/search/types'
import styles from './catalogue.module.css'

/** Sorting by links, like the facets: works without JavaScript, kept out of the index. */
export async function SortLinks({
  state,
  basePath,
  sorts,
}: {
  state: ListingState
  basePath: string
  sorts: ProductSort[]
}) {
  const t = await getTranslations('catalogue.sort')
  const current = state.sort ?? sorts[0]
  return (
    <nav className={styles.sort} aria-label={t('label')}>
      <span aria-hidden="true">{t('label')} :</span>
      <ul>
        {sorts.map((sort, index) => (
          <li key={sort}>
            <IntentLink
              href={listingHref(basePath, { ...state, sort: index === 0 ? null : sort, page: 1 })}
              rel="nofollow"
              aria-current={sort === current ? 'true' : undefined}
              scroll={false}
            >
              {t(sort)}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
