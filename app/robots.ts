import type { MetadataRoute } from 'next'
import { REFINEMENT_PARAMS } from '@/lib/catalogue/search-params'
import { getConfig } from '@/lib/config'

export default function robots(): MetadataRoute.Robots {
  // Filtered and sorted listings are endless variants of the same pages; plain pages and their
  // pagination stay crawlable. /search is not listed: its pages say `noindex` themselves, and a crawler
  // only reads that on a page it may fetch (docs/product/catalogue.md#seo).
  const refinements = REFINEMENT_PARAMS.map((param) => `/*?*${param}=`)
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/account', '/cart', '/checkout', ...refinements] }],
    sitemap: new URL('/sitemap.xml', getConfig().SITE_URL).href,
  }
}
