import 'server-only'
import { memoizeFor } from '@/lib/cache/memo-for'
import { CmsUnavailableError, listCmsPages } from '@/lib/cms/pages'
import { getConfig } from '@/lib/config'
import { getSearch } from '@/lib/search'
import { MAX_PAGE_SIZE, pageOf } from '@/lib/search/constants'
import type { SitemapEntry } from '@/lib/seo/sitemap'
import { categoryHref, productPagePath } from './paths'
import { allCategories } from './server'

const STATIC_PATHS = ['/', '/univers', '/plan-categories', '/discount', '/contact']

/**
 * One URL per product model, its canonical page (docs/product/catalogue.md#product-links). The search interface pages
 * within the search server's result window, which bounds this list at 10,000 models.
 */
async function productPaths(): Promise<string[]> {
  const paths: string[] = []
  const lastPage = pageOf({ page: Number.MAX_SAFE_INTEGER, pageSize: MAX_PAGE_SIZE }).page
  for (let page = 1; page <= lastPage; page++) {
    const { hits, total } = await getSearch().searchProducts({
      mode: 'listing',
      pageSize: MAX_PAGE_SIZE,
      page,
      sort: 'newest',
    })
    for (const hit of hits) paths.push(productPagePath(hit.product))
    if (hits.length < MAX_PAGE_SIZE || paths.length >= total) break
  }
  return paths
}

/** CMS pages are listed when the CMS answers; an outage (logged by the CMS client) leaves them out. */
async function cmsEntries(): Promise<SitemapEntry[]> {
  try {
    return (await listCmsPages()).map((page) => ({ loc: page.fullpath, lastmod: page.updatedAt }))
  } catch (error) {
    if (error instanceof CmsUnavailableError) return []
    throw error
  }
}

/** Crawlers read the index and its files in a row; the list costs up to ~100 search queries to build. */
const SITEMAP_TTL_MS = 10 * 60_000

/**
 * Every indexable URL: fixed pages, categories, products, CMS pages; absolute and without duplicates.
 * Kept for ten minutes, so the public sitemap URLs cannot be used to load the search server.
 */
export const sitemapEntries = memoizeFor(SITEMAP_TTL_MS, async (): Promise<SitemapEntry[]> => {
  const [categories, products, cms] = await Promise.all([allCategories(), productPaths(), cmsEntries()])
  const site = getConfig().SITE_URL
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ loc: path })),
    ...categories.map((category) => ({ loc: categoryHref(category) })),
    ...products.map((path) => ({ loc: path })),
    ...cms,
  ]
  const seen = new Set<string>()
  return entries.flatMap((entry) => {
    const loc = new URL(entry.loc, site).href
    if (seen.has(loc)) return []
    seen.add(loc)
    return [{ ...entry, loc }]
  })
})
