import type { ProductHit } from '@/lib/search/types'
import { ProductCard } from './product-card'
import styles from './product-grid.module.css'
import stagger from './stagger.module.css'
import { staggerStyle } from './stagger'

/** How many cards load their picture eagerly: the first row on a wide screen. */
const EAGER_CARDS = 4

interface Props {
  hits: ProductHit[]
  label?: string
  /** At the top of a page: the first row's pictures are the largest paint, so they load first. */
  preloadFirst?: boolean
  /** docs/product/content.md#animations: search results appear 200 ms apart, other product lists 100 ms. */
  stagger?: 'item' | 'result'
}

export function ProductGrid({ hits, label, preloadFirst = false, stagger: delay = 'item' }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {hits.map((hit, index) => (
        <li key={hit.product.url_key} className={stagger[delay]} style={staggerStyle(index)}>
          <ProductCard hit={hit} priority={preloadFirst && index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  )
}
