import { ProductCard } from '@/components/product/product-card'
import type { BlockProps } from '../block-props'
import { loadProducts } from './products'
import { ProductsSection } from './products-section'
import styles from './products-by-four.module.css'

/** A short selection, four cards to a row on wide screens. */
export async function ProductsByFourBlock({ block, asPageTitle }: BlockProps<'sections.products-by-four'>) {
  const hits = await loadProducts(block)
  return (
    <ProductsSection block={block} hasProducts={hits.length > 0} asPageTitle={asPageTitle}>
      <ul className={styles.four} aria-label={block.title}>
        {hits.map((hit) => (
          <li key={hit.product.url_key}>
            <ProductCard hit={hit} />
          </li>
        ))}
      </ul>
    </ProductsSection>
  )
}
