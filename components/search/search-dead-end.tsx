import { IntentLink } from '@/components/navigation/intent-link'
import { getTranslations } from 'next-intl/server'
import { categoryHref } from '@/lib/catalogue/paths'
import type { CategoryDocument } from '@/lib/search/documents'

interface Props {
  text: string
  categories: readonly Pick<CategoryDocument, 'id' | 'name' | 'url_key' | 'level'>[]
  /** The categories are the universes, not ones close to the search. */
  topLevel: boolean
}

/** A search that found nothing, even corrected: say so, and offer the closest categories to go on. */
export async function SearchDeadEnd({ text, categories, topLevel }: Props) {
  const t = await getTranslations('catalogue')
  const heading = topLevel ? t('browseUniverses') : t('closestCategories')
  return (
    <>
      <p>{t('emptySearch', { query: text })}</p>
      {categories.length > 0 ? (
        <nav aria-label={heading}>
          <h2>{heading}</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <IntentLink href={categoryHref(category)}>{category.name}</IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  )
}
