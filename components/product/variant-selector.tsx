'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useOptimistic, useTransition } from 'react'
import { productHref } from '@/lib/catalogue/paths'
import type { VariantAxis } from '@/lib/catalogue/variants'
import { axisLabel } from './axis-label'
import styles from './product-view.module.css'

/**
 * One radio group per axis (taille, couleur…). Choosing a value puts the variant's sku in the URL
 * (`router.replace`, no scroll) and the server renders its price and stock. Without JavaScript the
 * groups are a GET form, sent by a button that only such a browser shows: the page picks the variant
 * matching the submitted values.
 */
export function VariantSelector({ urlKey, axes }: { urlKey: string; axes: VariantAxis[] }) {
  const t = useTranslations('product')
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [chosen, choose] = useOptimistic<Record<string, string>, [string, string]>(
    Object.fromEntries(axes.flatMap((axis) => axis.options.filter((o) => o.selected).map((o) => [axis.name, o.value]))),
    (current, [axis, value]) => ({ ...current, [axis]: value }),
  )

  const select = (axis: string, value: string, sku: string | null) => {
    if (!sku) return
    startTransition(() => {
      choose([axis, value])
      router.replace(productHref({ url_key: urlKey, sku }), { scroll: false })
    })
  }

  return (
    <form method="get" action={`/${encodeURIComponent(urlKey)}`} className={styles.variants} aria-busy={pending}>
      {axes.map((axis) => (
        <fieldset key={axis.name} className={styles.axis}>
          <legend>{axisLabel(t, axis.name)}</legend>
          <div className={styles.options}>
            {axis.options.map((option) => (
              <label key={option.value} className={styles.option} data-disabled={!option.available}>
                <input
                  type="radio"
                  name={axis.name}
                  value={option.value}
                  checked={chosen[axis.name] === option.value}
                  disabled={!option.available}
                  onChange={() => select(axis.name, option.value, option.sku)}
                />
                <span>{option.value}</span>
                {!option.available && <span className="sr-only"> {t('unavailableOption')}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {/* Only where no script runs (product-view.module.css): removed at hydration, it moved the
          add-to-cart form up under the buyer's thumb (docs/product/catalogue.md#product-page-on-a-phone). */}
      <button type="submit" className={`button button--secondary ${styles.withoutScript}`}>
        {t('showVariant')}
      </button>
    </form>
  )
}
