import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import type { activeFacetValues } from '@/lib/catalogue/facets'
import styles from './catalogue.module.css'
import { facetValueLabeller, type FacetTitle } from './facet-value-label'

/**
 * The ticked filters above the products, each a link back to the listing without it: on a phone the
 * facets are in a dialog, so this is where the buyer sees what narrows the list and undoes it.
 */
export async function ActiveFilters({ values }: { values: ReturnType<typeof activeFacetValues> }) {
  if (values.length === 0) return null
  const [t, valueLabel] = await Promise.all([getTranslations('catalogue.facets'), facetValueLabeller()])
  return (
    <ul className={styles.chips} aria-label={t('active')}>
      {values.map((value) => {
        const label = t('chip', { facet: t(value.facet as FacetTitle), value: valueLabel(value.facet, value.key) })
        return (
          <li key={`${value.facet}:${value.key}`}>
            {/* The name is set whole: built from its parts, browsers would put a space before the comma. */}
            <IntentLink
              href={value.href}
              rel="nofollow"
              scroll={false}
              className={styles.chip}
              aria-label={t('remove', { label })}
            >
              {label}
              <span aria-hidden="true" className={styles.chipRemove}>
                ×
              </span>
            </IntentLink>
          </li>
        )
      })}
    </ul>
  )
}
