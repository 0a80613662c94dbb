import type { Metadata } from 'next'
import { openGraphOf, type SiteIdentity } from '@/lib/seo/page-metadata'
import { metaDescriptionOf } from '@/lib/seo/meta-description'
import type { CategoryDocument, ProductDocument } from '@/lib/search/documents'
import { productPictures } from './images'
import { listingSeo } from './listing'
import { productPagePath } from './paths'
import type { ListingState } from './search-params'

type SeoFields = Pick<
  CategoryDocument,
  'name' | 'seo_title' | 'meta_description' | 'short_description' | 'description' | 'meta_keywords'
>

/** Title from `seo_title` or the name, the default description, keywords, canonical and Open Graph. */
function documentMetadata(
  doc: SeoFields,
  options: { site: SiteIdentity; canonical: string; image?: string; product?: boolean },
): Metadata {
  const title = doc.seo_title?.trim() || doc.name
  const description = metaDescriptionOf(doc)
  const { site, canonical, image, product } = options
  return {
    title,
    description,
    ...(doc.meta_keywords ? { keywords: doc.meta_keywords } : {}),
    alternates: { canonical },
    openGraph: openGraphOf(site, {
      title,
      description,
      url: canonical,
      product,
      ...(image ? { images: [{ url: image }] } : {}),
    }),
  }
}

/** A universe's or category's page metadata; refined listings are `noindex,follow`. */
export function categoryMetadata(
  category: CategoryDocument,
  options: { path: string; state: ListingState; site: SiteIdentity; pageLabel?: string },
): Metadata {
  const { path, state, site, pageLabel } = options
  const seo = listingSeo(path, state)
  const canonical = new URL(String(seo.alternates?.canonical ?? path), site.siteUrl).href
  const image = productPictures(category)[0]?.sources.at(-1)?.src
  const base = documentMetadata(category, { site, canonical, image })
  return {
    ...base,
    ...(pageLabel ? { title: `${String(base.title)} – ${pageLabel}` } : {}),
    ...(seo.robots ? { robots: seo.robots } : {}),
  }
}

/**
 * A product page's metadata. Whichever variant the address opens (`?sku=`, the axis values or none),
 * the canonical link is the model's page (docs/product/catalogue.md#product-links).
 */
export function productMetadata(selected: ProductDocument, site: SiteIdentity): Metadata {
  const canonical = new URL(productPagePath(selected), site.siteUrl).href
  const image = productPictures(selected)[0]?.sources.at(-1)?.src
  return documentMetadata({ ...selected, name: selected.model.name }, { site, canonical, image, product: true })
}
