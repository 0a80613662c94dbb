import type { MetadataRoute } from 'next'
import { REFINEMENT_PARAMS } from '@/lib/catalogue/search-params'
import { getConfig } from '@/lib/config'

export default function robots(): MetadataRoute.Robots {
  // Filtered and sorted listings are endless variants of the same pages; plain pages and their
  // pagination stay crawlable.
  const refinements = REFINEMENT_PARAMS.map((param) => `/*?*${param}=`)
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/account', '/cart', '/checkout', '/search', ...refinements] }],
    sitemap: new URL('/sitemap.xml', getConfig().SITE_URL).href,
  }
}
