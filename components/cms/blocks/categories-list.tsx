import { categoriesForBlock } from '@/lib/cms/block-products'
import { getSearch } from '@/lib/search'
import type { BlockProps } from '../block-props'
import { CategoryTiles, type CategoryTile } from './category-tiles'
import { logger } from '@/lib/log/logger'

const log = logger('cms')

/** Catalogue categories chosen by the editor; names and links come from the catalogue. */
export async function CategoriesListBlock({ block, asPageTitle }: BlockProps<'sections.categories-list'>) {
  let tiles: CategoryTile[] = []
  try {
    const found = await categoriesForBlock(block.categories, getSearch())
    tiles = found.map(({ label, image, category }) => ({ label: label ?? category.name, image, category }))
  } catch (error) {
    log.error('Categories of a CMS block unavailable', { block: block.__component, id: block.id, error })
  }
  return <CategoryTiles block={block} tiles={tiles} asPageTitle={asPageTitle} />
}
