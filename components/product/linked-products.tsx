import { getTranslations } from 'next-intl/server'
import { getSearch } from '@/lib/search'
import type { ProductDocument } from '@/lib/search/documents'
import { ProductGrid } from './product-grid'
import styles from './product-view.module.css'

/** Product links, in the order they are shown (docs/product/catalogue.md#linked-products). */
const LINK_TYPES = ['cross_selling', 'up_selling', 'alternative'] as const

/** Cross-selling, up-selling and alternatives: one lookup for every linked variant. */
export async function LinkedProducts({ product }: { product: ProductDocument }) {
  const ids = [...new Set(LINK_TYPES.flatMap((type) => (product.links[type] ?? []).map((link) => link.id)))]
  if (ids.length === 0) return null
  const [t, hits] = await Promise.all([getTranslations('product.links'), getSearch().productsByIds(ids)])
  const sections = LINK_TYPES.map((type) => {
    const wanted = new Set((product.links[type] ?? []).map((link) => link.id))
    const found = hits.filter(
      (hit) =>
        hit.product.url_key !== product.url_key &&
        [hit.product, ...hit.variants].some((variant) => wanted.has(variant.id)),
    )
    return { type, hits: found }
  }).filter((section) => section.hits.length > 0)
  return (
    <>
      {sections.map((section) => (
        <section key={section.type} className={styles.linked} aria-labelledby={`links-${section.type}`}>
          <h2 id={`links-${section.type}`}>{t(section.type)}</h2>
          <ProductGrid hits={section.hits} />
        </section>
      ))}
    </>
  )
}
