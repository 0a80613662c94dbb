import type { Metadata } from 'next'

/** The shop as pages name it to search engines and social networks. */
export interface SiteIdentity {
  /** Absolute origin, without a trailing path (`SITE_URL`). */
  siteUrl: string
  /** The shop's name (`meta.siteName`). */
  siteName: string
}

type OpenGraph = NonNullable<Metadata['openGraph']>

/**
 * A page's Open Graph tags, always with the shop's name and locale: a page's `openGraph` replaces its
 * layout's whole, so every page carries them itself. A product page gets no `og:type` here — Next
 * only writes the types it knows, so the product page writes `product` itself (components/product/product-view.tsx).
 */
export function openGraphOf(
  site: SiteIdentity,
  page: { title: string; description?: string; url: string; images?: OpenGraph['images']; product?: boolean },
): OpenGraph {
  const { product, ...fields } = page
  return {
    ...(product ? {} : { type: 'website' as const }),
    siteName: site.siteName,
    locale: 'fr_FR',
    ...fields,
  }
}

/** A fixed page's title, description, canonical link and Open Graph tags. */
export function pageMetadata(
  site: SiteIdentity,
  page: { path: string; title: string; description: string },
): Pick<Metadata, 'title' | 'description' | 'alternates' | 'openGraph'> {
  const url = new URL(page.path, site.siteUrl).href
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: url },
    openGraph: openGraphOf(site, { title: page.title, description: page.description, url }),
  }
}
