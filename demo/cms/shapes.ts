/**
 * What the demo CMS answers, in Strapi v5's shapes (flat entries, media objects with `formats`,
 * dynamic-zone blocks tagged by `__component`), in its own words: the shop reads them with
 * lib/cms/schemas.ts, which the demo never imports. demo/cms/content.test.ts checks every demo page
 * against the shop's schema.
 */

export const CMS_LOCALE = 'fr'

/** Strapi's default responsive formats and their widths (the thumbnail fits in 245×156). */
export const IMAGE_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const
export const IMAGE_FORMAT_WIDTHS = { thumbnail: 245, small: 500, medium: 750, large: 1000 } as const
export type CmsImageFormatName = (typeof IMAGE_FORMATS)[number]

/** Sizes in kilobytes, as Strapi reports them. */
export interface CmsImageFormat {
  name: string
  url: string
  mime: string
  width: number
  height: number
  size: number
}

export interface CmsImage {
  id: number
  name: string
  alternativeText: string | null
  caption: string | null
  url: string
  mime: string
  size: number
  width: number
  height: number
  formats: Partial<Record<CmsImageFormatName, CmsImageFormat>> | null
}

export interface CmsVideo {
  id: number
  name: string
  alternativeText: string | null
  caption: string | null
  url: string
  mime: string
  size: number
}

export interface CmsFile {
  id: number
  name: string
  url: string
  mime: string
  size: number
}

/** A dynamic-zone component: its type, its id, and the fields an editor filled in. */
export interface CmsBlock {
  __component: string
  id: number
  [field: string]: unknown
}

export interface CmsPage {
  id: number
  documentId: string
  fullpath: string
  handle: string
  locale: typeof CMS_LOCALE
  rank: number
  title: string
  content: CmsBlock[]
  seo: {
    metaTitle: string
    metaDescription: string
    keywords?: string
    metaImage?: CmsImage | null
    canonical?: string | null
    noindex?: boolean
  }
  createdAt: string
  updatedAt: string
  publishedAt: string | null
}

export interface CmsHeaderSlider {
  id: number
  documentId: string
  locale: typeof CMS_LOCALE
  entries: { id: number; text: string; url: string | null; openInNewTab: boolean }[]
}
