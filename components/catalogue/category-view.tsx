import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { RichText } from '@/components/cms/blocks/rich-text'
import { NotFoundPage } from '@/components/error/not-found-page'
import { categoryTrail } from '@/lib/catalogue/breadcrumbs'
import { listingQuery } from '@/lib/catalogue/listing'
import { categoryHref } from '@/lib/catalogue/paths'
import type { ListingState } from '@/lib/catalogue/search-params'
import { listingResult } from '@/lib/catalogue/server'
import type { CategoryDocument } from '@/lib/search/documents'
import { Breadcrumb } from './breadcrumb'
import { CollapsibleText } from './collapsible-text'
import styles from './catalogue.module.css'
import { Listing } from './listing'

/** A universe or a category: its trail, text, sub-categories and its products with facets. */
export async function CategoryView({
  category,
  state,
  basePath,
}: {
  category: CategoryDocument
  state: ListingState
  basePath: string
}) {
  const [t, result] = await Promise.all([
    getTranslations('catalogue'),
    listingResult(listingQuery(state, { categoryId: category.id })),
  ])
  if (!result) return <NotFoundPage />
  const children = category.childs.filter((child) => child.url_key)
  return (
    <>
      <Breadcrumb items={categoryTrail(category)} />
      <header className={styles.header}>
        <h1>{category.name}</h1>
        {category.subtitle && <p className={styles.subtitle}>{category.subtitle}</p>}
        {state.page === 1 && category.description && (
          <CollapsibleText more={t('readMore')} less={t('readLess')}>
            <RichText html={category.description} />
          </CollapsibleText>
        )}
      </header>
      {children.length > 0 && (
        <nav aria-label={t('subcategories')}>
          <ul className={styles.tiles}>
            {children.map((child) => (
              <li key={child.id}>
                <IntentLink href={categoryHref(child)} className={styles.tile}>
                  <strong>{child.name}</strong>
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Listing basePath={basePath} state={state} result={result} kind="listing" />
    </>
  )
}
