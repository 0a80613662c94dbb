import type { CategoryDocument } from '@/lib/search/documents'
import type { ProductHit, SearchBackend } from '@/lib/search/types'

export interface ProductSource {
  skus: string[]
  categoryUrlKey: string | null
  maxCount: number
}

type Search = Pick<SearchBackend, 'productsBySkus' | 'categoryByUrlKey' | 'searchProducts'>

/**
 * The products a "products" block shows: the hand-picked skus in the editor's order, otherwise the
 * first products of its category as the category page lists them. A sku or category that left the
 * catalogue is skipped, not an error: editors do not follow every catalogue change.
 */
export async function productsForBlock(source: ProductSource, search: Search): Promise<ProductHit[]> {
  if (source.skus.length > 0) {
    const hits = await search.productsBySkus(source.skus)
    const ordered = source.skus.flatMap((sku) =>
      hits.filter((hit) => hit.product.sku === sku || hit.variants.some((variant) => variant.sku === sku)).slice(0, 1),
    )
    return [...new Set(ordered)].slice(0, source.maxCount)
  }
  if (!source.categoryUrlKey) return []
  const category = await search.categoryByUrlKey(source.categoryUrlKey)
  if (category.kind !== 'found') return []
  const result = await search.searchProducts({
    categoryId: category.value.id,
    mode: 'listing',
    pageSize: source.maxCount,
  })
  return result.hits.slice(0, source.maxCount)
}

/** The catalogue categories a "categories list" block names, in its order; missing ones are left out. */
export async function categoriesForBlock<T extends { urlKey: string }>(
  entries: T[],
  search: Pick<SearchBackend, 'categoryByUrlKey'>,
): Promise<Array<T & { category: CategoryDocument }>> {
  const found = await Promise.all(
    entries.map(async (entry) => ({ entry, result: await search.categoryByUrlKey(entry.urlKey) })),
  )
  return found.flatMap(({ entry, result }) => (result.kind === 'found' ? [{ ...entry, category: result.value }] : []))
}
