import type { Metadata } from 'next'
import { metaDescriptionOf } from '@/lib/seo/meta-description'
import type { CategoryDocument, ProductDocument } from '@/lib/search/documents'
import { productPictures } from './images'
import { listingSeo } from './listing'
import { productHref } from './paths'
import type { ListingState } from './search-params'

type SeoFields = Pick<
  CategoryDocument,
  'name' | 'seo_title' | 'meta_description' | 'short_description' | 'description' | 'meta_keywords'
>

/** Title from `seo_title` or the name, the default description (docs/product/catalogue.md#seo), keywords and Open Graph. */
export function documentMetadata(doc: SeoFields, url: string, image?: string): Metadata {
  const title = doc.seo_title?.trim() || doc.name
  const description = metaDescriptionOf(doc)
  return {
    title,
    description,
    ...(doc.meta_keywords ? { keywords: doc.meta_keywords } : {}),
    openGraph: {
      type: 'website',
      title,
      description,
      url,
      locale: 'fr_FR',
      ...(image ? { images: [{ url: image }] } : {}),
    },
  }
}

/** A universe's or category's page metadata; refined listings are `noindex,follow`. */
export function categoryMetadata(
  category: CategoryDocument,
  options: { path: string; state: ListingState; siteUrl: string; pageLabel?: string },
): Metadata {
  const { path, state, siteUrl, pageLabel } = options
  const seo = listingSeo(path, state)
  const canonical = new URL(String(seo.alternates?.canonical ?? path), siteUrl).href
  const image = productPictures(category)[0]?.sources.at(-1)?.src
  const base = documentMetadata(category, canonical, image)
  return {
    ...base,
    ...(pageLabel ? { title: `${String(base.title)} – ${pageLabel}` } : {}),
    alternates: { canonical },
    ...(seo.robots ? { robots: seo.robots } : {}),
  }
}

/**
 * A product page's metadata (docs/product/catalogue.md#product-links): the canonical link follows the current path, so a variant
 * addressed with `?sku=` is its own canonical page and the bare url_key names the main variant.
 */
export function productMetadata(selected: ProductDocument, options: { siteUrl: string; withSku: boolean }): Metadata {
  const path = options.withSku ? productHref(selected) : productHref({ url_key: selected.url_key, sku: null })
  const canonical = new URL(path, options.siteUrl).href
  const image = productPictures(selected)[0]?.sources.at(-1)?.src
  return {
    ...documentMetadata({ ...selected, name: selected.model.name }, canonical, image),
    alternates: { canonical },
  }
}
