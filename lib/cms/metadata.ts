import type { Metadata } from 'next'
import { openGraphOf, type SiteIdentity } from '@/lib/seo/page-metadata'
import type { CmsPage } from './schemas'

/**
 * Metadata of a CMS page from its SEO fields. The meta title already carries the shop's name, so it
 * replaces the site's title template; the canonical link is the page's own path unless the editor
 * set another one.
 */
export function buildCmsPageMetadata(page: CmsPage, site: SiteIdentity): Metadata {
  const { seo } = page
  const canonical = new URL(seo.canonical ?? page.fullpath, site.siteUrl).href
  const keywords = seo.keywords
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
  const image = seo.metaImage
  return {
    title: { absolute: seo.metaTitle },
    description: seo.metaDescription,
    keywords: keywords.length > 0 ? keywords : undefined,
    alternates: { canonical },
    robots: seo.noindex ? { index: false, follow: false } : undefined,
    openGraph: openGraphOf(site, {
      url: canonical,
      title: seo.metaTitle,
      description: seo.metaDescription,
      images: image
        ? [
            {
              url: image.url,
              width: image.width,
              height: image.height,
              alt: image.alternativeText ?? undefined,
              type: image.mime,
            },
          ]
        : undefined,
    }),
  }
}
