import { z } from 'zod'
import { INDEX_PRICELIST_KEY, PRODUCT_STATES } from './document-reads'

/**
 * The search documents, in the shape the shopinvader search engine indexes them: one product
 * document per variant (grouped by `url_key`), one category document per category. Fields the
 * upstream serializer may leave out get a default here, so readers never branch on "missing vs
 * null". Fields beyond upstream (univers, market, picto_usage…) are the storefront's own.
 */

// ---------------------------------------------------------------------------------------------
// Index names

/** `ELASTICSEARCH_INDEX` default: the prefix shared by the product and category indices. */
export const DEFAULT_INDEX_PREFIX = 'shopinvader'
export const PRODUCT_INDEX = `${DEFAULT_INDEX_PREFIX}_product`
/** Readers tell a category hit by its index name containing "category", so keep the word. */
export const CATEGORY_INDEX = `${DEFAULT_INDEX_PREFIX}_category`
/** The shopinvader template suffixes indices with the lower-cased ISO locale (`products_fr_fr`). */
export const SEARCH_LOCALE = 'fr_fr'

export function localizedIndexName(index: string, locale: string = SEARCH_LOCALE): string {
  return `${index}_${locale}`
}

/** The two indices a search back end queries, for a configured prefix. */
export function searchIndexNames(prefix: string = DEFAULT_INDEX_PREFIX, locale: string = SEARCH_LOCALE) {
  return {
    product: localizedIndexName(`${prefix}_product`, locale),
    category: localizedIndexName(`${prefix}_category`, locale),
  }
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const text = () => z.string().nullable().default(null)
const id = () => z.number().int()

export const imageDataSchema = z.object({
  sequence: z.number().int().nullable().default(null),
  src: z.string(),
  alt: text(),
  tag: text(),
})

/** Upstream size keys are configurable; the storefront reads small, medium, large and xlarge. */
export const IMAGE_SIZES = ['small', 'medium', 'large', 'xlarge'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]
export const imageSetSchema = z.record(z.string(), imageDataSchema)

const univers = z.object({ id: id(), name: z.string(), url_key: text() })

/** A category as embedded in a product, or as the parent of another category. */
export interface CategoryRef {
  id: number
  name: string
  level: number
  url_key: string | null
  sequence?: number | null
  parent?: CategoryRef | null
  childs?: CategoryRef[]
}

export const categoryRefSchema: z.ZodType<CategoryRef, unknown> = z.lazy(() =>
  z.object({
    id: id(),
    name: z.string(),
    level: z.number().int().default(0),
    url_key: text(),
    sequence: z.number().int().nullish(),
    parent: categoryRefSchema.nullish(),
    childs: z.array(categoryRefSchema).optional(),
  }),
)

// ---------------------------------------------------------------------------------------------
// Product (variant) document

/**
 * Upstream sends `value` (taxed or not, see `tax_included`); the storefront's own documents also
 * carry both amounts, so its readers never recompute VAT.
 */
export const productPriceSchema = z.object({
  value: z.number().default(0),
  tax_included: z.boolean().default(false),
  original_value: z.number().default(0),
  /** Percentage off `original_value`, as upstream computes it. */
  discount: z.number().default(0),
  value_untaxed: z.number().optional(),
  value_taxed: z.number().optional(),
  original_value_untaxed: z.number().optional(),
  original_value_taxed: z.number().optional(),
})

// Upstream v2 indexes one price per index (its pricelist) as a flat object; older upstream and this
// storefront key prices by role. A flat price is kept under INDEX_PRICELIST_KEY.
const looksLikeFlatPrice = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'number'

export const pricesByRoleSchema = z.preprocess(
  (value) => (looksLikeFlatPrice(value) ? { [INDEX_PRICELIST_KEY]: value } : (value ?? {})),
  z.record(z.string(), productPriceSchema),
)

const stockEntry = z.object({ qty: z.number().nullable().default(null), state: text() })

const productState = z.object({ code: z.string().default(PRODUCT_STATES.sellable), name: z.string().optional() })

const attributeValue = z.union([z.string(), z.number(), z.boolean()])

const variantSelector = z.object({
  name: z.string().nullable(),
  values: z.array(z.object({ name: z.string(), sku: z.string(), available: z.boolean(), selected: z.boolean() })),
})

export const productDocumentSchema = z.preprocess(
  // Upstream 16.0 names the variant label `full_name`; later versions `name`.
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return raw
    const doc = raw as { name?: unknown; full_name?: unknown; model?: { name?: unknown } }
    return doc.name == null ? { ...doc, name: doc.full_name ?? doc.model?.name } : doc
  },
  z.object({
    id: id(),
    model: z.object({ name: z.string() }),
    main: z.boolean().default(false),
    name: z.string(),
    short_name: text(),
    variant_count: z.number().int().default(0),
    sku: text(),
    url_key: z.string(),
    redirect_url_key: z.array(z.string()).default([]),
    sequence: z.number().int().nullable().default(null),
    short_description: text(),
    description: text(),
    seo_title: text(),
    meta_keywords: text(),
    meta_description: text(),
    categories: z.array(categoryRefSchema).default([]),
    univers: z.array(univers).default([]),
    variant_attributes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    /** Built by some front ends from sibling variants; documents usually leave it out. */
    variant_selector: z.array(variantSelector).optional(),
    /** `attributes`: the sizes (`taille` values) the model is offered in, smallest first. */
    size_type: z
      .object({ name: z.string(), attributes: z.array(z.string()).default([]) })
      .nullable()
      .default(null),
    price: pricesByRoleSchema.default({}),
    stock: z.record(z.string(), stockEntry).nullable().default(null),
    product_state: productState.default({ code: PRODUCT_STATES.sellable }),
    images: z.array(imageSetSchema).default([]),
    medias: z
      .array(
        z.object({
          sequence: z.number().int().nullable().default(null),
          name: z.string(),
          url: z.string(),
          type: z.object({ name: z.string(), code: text() }).nullable().default(null),
        }),
      )
      .default([]),
    technical_doc_url: text(),
    /** Keyed by link type code: cross_selling, up_selling, alternative… */
    links: z.record(z.string(), z.array(z.object({ id: id() }))).default({}),
    brand: z
      .object({
        id: id().optional(),
        name: z.string(),
        url_key: z.string().nullish(),
        sequence: z.number().int().nullish(),
      })
      .nullable()
      .default(null),
    tags: z.array(z.object({ id: id().optional(), name: z.string() })).default([]),
    attributes: z.record(z.string(), attributeValue).default({}),
    structured_attributes: z
      .array(
        z.object({
          name: z.string(),
          attributes: z.array(z.object({ code: z.string().optional(), name: z.string(), value: attributeValue })),
        }),
      )
      .default([]),
    picto_usage: z
      .array(z.object({ code: z.string(), name: z.string(), description: text(), image: text() }))
      .default([]),
    /** Care instructions. */
    clean: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
    composition: z.array(z.object({ name: z.string(), percent: z.number().nullable().default(null) })).default([]),
    /** Public-procurement market codes the product is listed in. */
    market: z.array(z.string()).default([]),
    /** Manufacturer's reference. */
    ref_partner_1: text(),
    /** Distributor's or market holder's reference. */
    ref_partner_2: text(),
  }),
)

export type ProductDocument = z.infer<typeof productDocumentSchema>
export type ProductPrice = z.infer<typeof productPriceSchema>
export type ProductImageSet = z.infer<typeof imageSetSchema>

/** The price a role sees, or none: the default role loads no price list. */

// ---------------------------------------------------------------------------------------------
// Category document

export const categoryDocumentSchema = z.object({
  id: id(),
  name: z.string(),
  level: z.number().int().default(0),
  sequence: z.number().int().nullable().default(null),
  url_key: z.string(),
  redirect_url_key: z.array(z.string()).default([]),
  subtitle: text(),
  short_description: text(),
  description: text(),
  seo_title: text(),
  meta_keywords: text(),
  meta_description: text(),
  /** Ancestors, nearest first, each nested in its own `parent`. */
  parent: categoryRefSchema.nullable().default(null),
  /** Descendants as upstream nests them. */
  childs: z.array(categoryRefSchema).default([]),
  /** Ids of the direct children, for flat lookups. */
  children: z.array(id()).default([]),
  images: z.array(imageSetSchema).default([]),
  univers: z.array(univers).default([]),
})

export type CategoryDocument = z.infer<typeof categoryDocumentSchema>
