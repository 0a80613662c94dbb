import { z } from 'zod'
import { allowedEmbedUrl } from './embeds'

/**
 * What the CMS answers, in the shape of a Strapi v5 REST API (flat entries, `documentId`, media
 * objects with `formats`, dynamic-zone components tagged by `__component`). The demo CMS and any
 * real Strapi configured with the same content types both satisfy these schemas.
 *
 * Objects strip unknown keys rather than refusing them: Strapi adds bookkeeping fields
 * (`createdAt`, `provider`, `hash`…) that the shop does not use.
 */

export const CMS_LOCALE = 'fr'

// ---------------------------------------------------------------------------------------------
// Shared pieces

/**
 * Links typed by editors end up in `href`. Only site paths, http(s), mailto:, tel: and fragments are
 * accepted, so a `javascript:` URL fails here instead of reaching the page.
 */
export const cmsHrefSchema = z
  .string()
  .trim()
  .min(1)
  .refine((href) => /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(href), {
    error: 'lien refusé : seuls un chemin du site, http(s), mailto:, tel: ou #ancre sont acceptés',
  })

export const cmsLinkSchema = z.object({
  label: z.string().trim().min(1),
  url: cmsHrefSchema,
  openInNewTab: z.boolean().default(false),
})

export const cmsButtonSchema = cmsLinkSchema.extend({
  variant: z.enum(['primary', 'secondary', 'outline']).default('primary'),
})

const dimension = z.number().int().positive()
/** Strapi reports media sizes in kilobytes (decimal, 1 kB = 1000 bytes), not bytes. */
const kilobytes = z.number().nonnegative()

export const IMAGE_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const

export const cmsImageFormatSchema = z.object({
  name: z.string(),
  url: z.string().min(1),
  mime: z.string().startsWith('image/'),
  width: dimension,
  height: dimension,
  size: kilobytes,
})

/**
 * An uploaded image. `url` is absolute in the demo; a Strapi with the local upload provider answers
 * paths such as `/uploads/x.webp`, so clients resolve it with `new URL(url, CMS_URL)`.
 * `formats` only lists the sizes smaller than the original, and is null for tiny images.
 */
export const cmsImageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alternativeText: z.string().nullable().default(null),
  caption: z.string().nullable().default(null),
  url: z.string().min(1),
  mime: z.string().startsWith('image/'),
  size: kilobytes,
  width: dimension,
  height: dimension,
  formats: z
    .object({
      thumbnail: cmsImageFormatSchema.optional(),
      small: cmsImageFormatSchema.optional(),
      medium: cmsImageFormatSchema.optional(),
      large: cmsImageFormatSchema.optional(),
    })
    .nullable()
    .default(null),
})

/** An uploaded video; Strapi leaves width, height and formats empty for videos. */
export const cmsVideoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alternativeText: z.string().nullable().default(null),
  caption: z.string().nullable().default(null),
  url: z.string().min(1),
  mime: z.string().startsWith('video/'),
  size: kilobytes,
})

/** Uploaded documents (PDF) linked from pages. */
export const cmsFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().min(1),
  mime: z.string(),
  size: kilobytes,
})

export const cmsSeoSchema = z.object({
  metaTitle: z.string().trim().min(1),
  metaDescription: z.string().trim().min(1),
  /** Comma-separated, as the Strapi SEO plugin stores them. */
  keywords: z.string().default(''),
  metaImage: cmsImageSchema.nullable().default(null),
  /** Absolute URL or site path; the page's own URL when absent. */
  canonical: z.string().nullable().default(null),
  /** Pages kept out of search engines, the sitemap and the site's menus. */
  noindex: z.boolean().default(false),
})

// ---------------------------------------------------------------------------------------------
// Section blocks (Strapi "dynamic zone" components)

export const BLOCK_TYPES = [
  'sections.banner-image-text',
  'sections.banner-text',
  'sections.banner-two-images',
  'sections.banner-video',
  'sections.banner-video-text-button',
  'sections.cards',
  'sections.categories-list',
  'sections.embed',
  'sections.hero',
  'sections.image-banner',
  'sections.products',
  'sections.products-by-four',
  'sections.slider-grid-three-images-text',
  'sections.slider-image-text',
  'sections.slider-three-images',
  'sections.slider-two-images',
  'sections.text',
  'sections.text-image',
  'sections.title-text',
] as const

export type BlockType = (typeof BLOCK_TYPES)[number]

/** Type name of blocks the shop cannot render as such (unknown type, or invalid fields). */
export const GENERIC_BLOCK_TYPE = 'generic'

const block = <T extends BlockType, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ __component: z.literal(type), id: z.number().int(), ...shape })

const title = z.string().trim().min(1)
const optionalText = z.string().trim().nullable().default(null)
/** Rich text written in the CMS editor; the shop sanitises it before rendering. */
const richHtml = z.string()
const slides = <S extends z.ZodType>(slide: S) => z.array(slide).min(1)
const slider = {
  autoplay: z.boolean().default(false),
  /** Time each slide stays when autoplay is on. */
  intervalMs: z.number().int().min(2000).max(30_000).default(6000),
}
const sourceOfProducts = {
  title,
  subtitle: optionalText,
  /** Hand-picked products, in this order; when empty, the category below is used. */
  skus: z.array(z.string().trim().min(1)).default([]),
  /** `url_key` of a catalogue category. */
  categoryUrlKey: z.string().trim().min(1).nullable().default(null),
  link: cmsLinkSchema.nullable().default(null),
}
const needsASource = (b: { skus: string[]; categoryUrlKey: string | null }) =>
  b.skus.length > 0 || b.categoryUrlKey !== null
const sourceMessage = { error: 'indiquez des références (skus) ou une catégorie (categoryUrlKey)' }

const videoFields = {
  desktopVideo: cmsVideoSchema,
  /** Portrait cut for small screens; the desktop video is used when absent. */
  mobileVideo: cmsVideoSchema.nullable().default(null),
  /** Shown before the video plays, and instead of it when it cannot play or motion is reduced. */
  poster: cmsImageSchema,
  /**
   * Wide screens: the video plays by itself, without the player's controls (a pause button is always
   * there). Phones: it waits for a tap, with the controls — a buyer on the move pays for the data and
   * expects nothing to start on its own (docs/product/content.md#videos).
   */
  autoplay: z.boolean().default(true),
  controls: z.boolean().default(false),
  mobileAutoplay: z.boolean().default(false),
  mobileControls: z.boolean().default(true),
  loop: z.boolean().default(true),
  /** Browsers only autoplay muted videos. */
  muted: z.boolean().default(true),
}

export const bannerImageTextBlockSchema = block('sections.banner-image-text', {
  title,
  text: z.string().trim().min(1),
  image: cmsImageSchema,
  button: cmsButtonSchema.nullable().default(null),
  imagePosition: z.enum(['left', 'right']).default('left'),
})

export const bannerTextBlockSchema = block('sections.banner-text', {
  title: optionalText,
  text: z.string().trim().min(1),
  button: cmsButtonSchema.nullable().default(null),
  tone: z.enum(['neutral', 'info', 'promo']).default('neutral'),
})

const imageTile = z.object({
  image: cmsImageSchema,
  title: optionalText,
  subtitle: optionalText,
  link: cmsLinkSchema.nullable().default(null),
})

export const bannerTwoImagesBlockSchema = block('sections.banner-two-images', {
  items: z.tuple([imageTile, imageTile]),
})

export const bannerVideoBlockSchema = block('sections.banner-video', {
  ...videoFields,
  /** Accessible name of the video (it has no sound and no text of its own). */
  label: z.string().trim().min(1),
})

export const bannerVideoTextButtonBlockSchema = block('sections.banner-video-text-button', {
  ...videoFields,
  title,
  text: z.string().trim().min(1),
  button: cmsButtonSchema,
})

export const cardsBlockSchema = block('sections.cards', {
  title: optionalText,
  cards: z
    .array(
      z.object({
        title,
        text: z.string().trim().min(1),
        image: cmsImageSchema.nullable().default(null),
        link: cmsLinkSchema.nullable().default(null),
      }),
    )
    .min(1),
})

export const categoriesListBlockSchema = block('sections.categories-list', {
  title,
  subtitle: optionalText,
  categories: z
    .array(
      z.object({
        /** `url_key` of a catalogue category; the shop reads its name and link from the catalogue. */
        urlKey: z.string().trim().min(1),
        /** Overrides the catalogue name. */
        label: optionalText,
        image: cmsImageSchema.nullable().default(null),
      }),
    )
    .min(1),
})

/** A frame from one of the allowed sites (lib/cms/embeds.ts), shown once its cookie category is granted. */
export const embedBlockSchema = block('sections.embed', {
  /** The frame's accessible name. */
  title,
  url: z.string().transform((raw, ctx) => {
    const url = allowedEmbedUrl(raw)
    if (url === null) ctx.addIssue({ code: 'custom', message: 'adresse https d’un site autorisé attendue' })
    return url ?? z.NEVER
  }),
  caption: optionalText,
  /** Together they give the frame's shape, kept by the placeholder so granting consent shifts nothing. */
  width: z.number().int().min(100).max(4000).default(640),
  height: z.number().int().min(100).max(4000).default(360),
})

export const heroBlockSchema = block('sections.hero', {
  title,
  subtitle: optionalText,
  image: cmsImageSchema,
  buttons: z.array(cmsButtonSchema).max(2).default([]),
  align: z.enum(['left', 'center']).default('left'),
})

export const imageBannerBlockSchema = block('sections.image-banner', {
  image: cmsImageSchema,
  /** Cropping for small screens; the main image is used when absent. */
  mobileImage: cmsImageSchema.nullable().default(null),
  ratio: z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, { error: 'ratio attendu sous la forme « largeur/hauteur », par exemple 16/9' })
    .default('16/9'),
  link: cmsLinkSchema.nullable().default(null),
})

export const productsBlockSchema = block('sections.products', {
  ...sourceOfProducts,
  maxCount: z.number().int().min(1).max(24).default(8),
}).refine(needsASource, sourceMessage)

export const productsByFourBlockSchema = block('sections.products-by-four', {
  ...sourceOfProducts,
  maxCount: z.number().int().min(1).max(24).default(4),
}).refine(needsASource, sourceMessage)

export const sliderGridThreeImagesTextBlockSchema = block('sections.slider-grid-three-images-text', {
  ...slider,
  slides: slides(
    z.object({
      title,
      text: z.string().trim().min(1),
      images: z.tuple([cmsImageSchema, cmsImageSchema, cmsImageSchema]),
      button: cmsButtonSchema.nullable().default(null),
    }),
  ),
})

export const sliderImageTextBlockSchema = block('sections.slider-image-text', {
  ...slider,
  slides: slides(
    z.object({
      image: cmsImageSchema,
      title,
      text: z.string().trim().min(1),
      button: cmsButtonSchema.nullable().default(null),
    }),
  ),
})

export const sliderThreeImagesBlockSchema = block('sections.slider-three-images', {
  ...slider,
  title: optionalText,
  /** Shown three at a time; sku, title, subtitle, price and link appear on hover and focus. */
  slides: slides(
    z.object({
      image: cmsImageSchema,
      sku: z.string().trim().min(1),
      title,
      subtitle: optionalText,
      /** Untaxed unit price in euros typed by the editor; null means "Prix sur demande". The shop may show the customer's own price for the sku instead. */
      price: z.number().nonnegative().nullable().default(null),
      link: cmsLinkSchema,
    }),
  ),
})

export const sliderTwoImagesBlockSchema = block('sections.slider-two-images', {
  ...slider,
  slides: slides(z.object({ images: z.tuple([imageTile, imageTile]) })),
})

export const textBlockSchema = block('sections.text', {
  html: richHtml,
})

export const textImageBlockSchema = block('sections.text-image', {
  title: optionalText,
  html: richHtml,
  image: cmsImageSchema,
  /** `reverse` puts the image on the left; `dark` uses the dark background. */
  style: z.enum(['default', 'dark', 'reverse']).default('default'),
  button: cmsButtonSchema.nullable().default(null),
  /** Downloadable document offered under the text (PDF). */
  file: cmsFileSchema.nullable().default(null),
})

export const titleTextBlockSchema = block('sections.title-text', {
  title,
  /** Plain text; line breaks become `<br>`. */
  text: z.string().trim().min(1),
  headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
})

export const knownBlockSchema = z.discriminatedUnion('__component', [
  bannerImageTextBlockSchema,
  bannerTextBlockSchema,
  bannerTwoImagesBlockSchema,
  bannerVideoBlockSchema,
  bannerVideoTextButtonBlockSchema,
  cardsBlockSchema,
  categoriesListBlockSchema,
  embedBlockSchema,
  heroBlockSchema,
  imageBannerBlockSchema,
  productsBlockSchema,
  productsByFourBlockSchema,
  sliderGridThreeImagesTextBlockSchema,
  sliderImageTextBlockSchema,
  sliderThreeImagesBlockSchema,
  sliderTwoImagesBlockSchema,
  textBlockSchema,
  textImageBlockSchema,
  titleTextBlockSchema,
])

const isBlockType = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type)

/**
 * Whatever the known schemas refuse: a type this shop does not know yet (added in the CMS before the
 * shop was deployed) or a known type with invalid fields. It is renamed to `generic` so that TypeScript
 * narrows known blocks cleanly; the original type and the reason are kept for the log.
 */
export const genericBlockSchema = z
  .looseObject({ __component: z.string().min(1), id: z.number().int().optional() })
  .transform(({ __component, id, ...fields }) => {
    const known = isBlockType(__component)
    const problem = known ? knownBlockSchema.safeParse({ __component, id, ...fields }).error : undefined
    return {
      __component: GENERIC_BLOCK_TYPE as typeof GENERIC_BLOCK_TYPE,
      id: id ?? null,
      sourceComponent: __component,
      reason: known ? ('invalid' as const) : ('unknown' as const),
      issues: problem ? z.prettifyError(problem) : null,
      fields: fields as Record<string, unknown>,
    }
  })

/** A page section: one of the known blocks, otherwise a generic block (never a parse failure). */
export const cmsBlockSchema = z.union([knownBlockSchema, genericBlockSchema])

// ---------------------------------------------------------------------------------------------
// Content types

export const cmsPageSchema = z.object({
  id: z.number().int(),
  documentId: z.string().min(1),
  /** Path of the page on the site: `/` for the home page, otherwise `/` followed by the handle. */
  fullpath: z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
    error: 'chemin attendu en minuscules sans accents, par exemple /livraison-et-retours',
  }),
  handle: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  locale: z.literal(CMS_LOCALE),
  /** Display order in menus, ascending. */
  rank: z.number().int(),
  title,
  content: z.array(cmsBlockSchema),
  seo: cmsSeoSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
})

/** Messages scrolling above the header (Strapi single type `header-slider`). */
export const cmsHeaderSliderSchema = z.object({
  id: z.number().int(),
  documentId: z.string().min(1),
  locale: z.literal(CMS_LOCALE),
  entries: z.array(
    z.object({
      id: z.number().int(),
      text: z.string().trim().min(1),
      /** Entries without a link are plain messages. */
      url: cmsHrefSchema.nullable().default(null),
      openInNewTab: z.boolean().default(false),
    }),
  ),
})

// ---------------------------------------------------------------------------------------------
// Responses

export const cmsPaginationSchema = z.object({
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})

/** `GET /api/pages?…`: Strapi answers 200 with an empty list when no page matches. */
export const cmsPageListResponseSchema = z.object({
  data: z.array(cmsPageSchema),
  meta: z.object({ pagination: cmsPaginationSchema }),
})

/** `GET /api/header-slider?locale=fr`: `data` is null when the single type was never filled. */
export const cmsHeaderSliderResponseSchema = z.object({
  data: cmsHeaderSliderSchema.nullable(),
  meta: z.object({}),
})

/** Strapi's error body, for 4xx and 5xx answers. */
export const cmsErrorResponseSchema = z.object({
  data: z.null(),
  error: z.object({
    status: z.number().int(),
    name: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).default({}),
  }),
})

export type CmsLink = z.infer<typeof cmsLinkSchema>
export type CmsButton = z.infer<typeof cmsButtonSchema>
export type CmsImage = z.infer<typeof cmsImageSchema>
export type CmsVideo = z.infer<typeof cmsVideoSchema>
export type KnownBlock = z.infer<typeof knownBlockSchema>
export type GenericBlock = z.infer<typeof genericBlockSchema>
export type CmsBlock = z.infer<typeof cmsBlockSchema>
export type BlockOf<T extends BlockType> = Extract<KnownBlock, { __component: T }>
export type CmsPage = z.infer<typeof cmsPageSchema>
export type CmsHeaderSlider = z.infer<typeof cmsHeaderSliderSchema>
export type CmsHeaderSliderEntry = CmsHeaderSlider['entries'][number]
/** What the demo serves and what a real Strapi must send: the input side, before defaults apply. */
export type CmsPageInput = z.input<typeof cmsPageSchema>
