import { ProductGrid } from '@/components/product/product-grid'
import { productsForBlock } from '@/lib/cms/block-products'
import { getSearch } from '@/lib/search'
import type { ProductHit } from '@/lib/search/types'
import type { BlockProps } from '../block-props'
import { ProductsSection } from './products-section'
import { logger } from '@/lib/log/logger'

const log = logger('cms')

/** Products picked by sku or taken from a category, as catalogue product cards. */
export async function ProductsBlock({ block, asPageTitle }: BlockProps<'sections.products'>) {
  const hits = await loadProducts(block)
  return (
    <ProductsSection block={block} hasProducts={hits.length > 0} asPageTitle={asPageTitle}>
      <ProductGrid hits={hits} label={block.title} />
    </ProductsSection>
  )
}

/** A catalogue outage costs the block its cards, not the whole page. */
export async function loadProducts(
  block: BlockProps<'sections.products' | 'sections.products-by-four'>['block'],
): Promise<ProductHit[]> {
  try {
    return await productsForBlock(block, getSearch())
  } catch (error) {
    log.error('Products of a CMS block unavailable', { block: block.__component, id: block.id, error })
    return []
  }
}
