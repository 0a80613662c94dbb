import type { CategoryDocument } from '@/lib/search/documents'
import type { ProductHit, SearchBackend } from '@/lib/search/types'

/** What a `/:handle` path names, in the order of docs/product/catalogue.md#handle-lookup. */
export type HandleTarget<Page> =
  | { kind: 'product'; hit: ProductHit }
  | { kind: 'category'; category: CategoryDocument }
  /** An old url_key (`redirect_url_key`): answered with a permanent redirect to the current path. */
  | { kind: 'redirect'; path: string }
  | { kind: 'cms'; page: Page }
  | { kind: 'missing' }

export interface HandleSources<Page> {
  search: Pick<SearchBackend, 'productByUrlKey' | 'categoryByUrlKey'>
  /** Throws on a CMS outage: an unreachable CMS must not turn a real page into a 404. */
  findCmsPage: (handle: string) => Promise<Page | null>
}

/**
 * A product by url_key, else a category, else an old key of either (redirect), else a CMS page,
 * else nothing. Products and categories are looked up together; the CMS only when both miss.
 */
export async function resolveHandle<Page>(handle: string, sources: HandleSources<Page>): Promise<HandleTarget<Page>> {
  const [product, category] = await Promise.all([
    sources.search.productByUrlKey(handle),
    sources.search.categoryByUrlKey(handle),
  ])
  if (product.kind === 'found') return { kind: 'product', hit: product.value }
  if (category.kind === 'found') return { kind: 'category', category: category.value }
  const moved = product.kind === 'redirect' ? product : category.kind === 'redirect' ? category : null
  if (moved && moved.urlKey !== handle) return { kind: 'redirect', path: `/${encodeURIComponent(moved.urlKey)}` }
  const page = await sources.findCmsPage(handle)
  return page ? { kind: 'cms', page } : { kind: 'missing' }
}
