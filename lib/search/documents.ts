import { z } from 'zod/mini'
import { INDEX_PRICELIST_KEY, PRODUCT_STATES } from './document-reads'
import { productPriceSchema } from './product-price'

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

const text = () => z._default(z.nullable(z.string()), null)
const id = () => z.int()

export const imageDataSchema = z.object({
  sequence: z._default(z.nullable(z.int()), null),
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

export const categoryRefSchema: z.ZodMiniType<CategoryRef, unknown> = z.lazy(() =>
  z.object({
    id: id(),
    name: z.string(),
    level: z._default(z.int(), 0),
    url_key: text(),
    sequence: z.nullish(z.int()),
    parent: z.nullish(categoryRefSchema),
    childs: z.optional(z.array(categoryRefSchema)),
  }),
)

// ---------------------------------------------------------------------------------------------
// Product (variant) document

// Upstream v2 indexes one price per index (its pricelist) as a flat object; older upstream and this
// storefront key prices by role. A flat price is kept under INDEX_PRICELIST_KEY.
const looksLikeFlatPrice = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'number'

export const pricesByRoleSchema = z.pipe(
  z.transform((value) => (looksLikeFlatPrice(value) ? { [INDEX_PRICELIST_KEY]: value } : (value ?? {}))),
  z.record(z.string(), productPriceSchema),
)

const stockEntry = z.object({ qty: z._default(z.nullable(z.number()), null), state: text() })

const productState = z.object({ code: z._default(z.string(), PRODUCT_STATES.sellable), name: z.optional(z.string()) })

const attributeValue = z.union([z.string(), z.number(), z.boolean()])

const variantSelector = z.object({
  name: z.nullable(z.string()),
  values: z.array(z.object({ name: z.string(), sku: z.string(), available: z.boolean(), selected: z.boolean() })),
})

export const productDocumentSchema = z.pipe(
  z.transform((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw
    const doc = raw as { name?: unknown; full_name?: unknown; model?: { name?: unknown } }
    return doc.name == null ? { ...doc, name: doc.full_name ?? doc.model?.name } : doc
  }),
  z.object({
    id: id(),
    model: z.object({ name: z.string() }),
    main: z._default(z.boolean(), false),
    name: z.string(),
    short_name: text(),
    variant_count: z._default(z.int(), 0),
    sku: text(),
    url_key: z.string(),
    redirect_url_key: z._default(z.array(z.string()), []),
    sequence: z._default(z.nullable(z.int()), null),
    short_description: text(),
    description: text(),
    seo_title: text(),
    meta_keywords: text(),
    meta_description: text(),
    categories: z._default(z.array(categoryRefSchema), []),
    univers: z._default(z.array(univers), []),
    variant_attributes: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
    /** Built by some front ends from sibling variants; documents usually leave it out. */
    variant_selector: z.optional(z.array(variantSelector)),
    /** `attributes`: the sizes (`taille` values) the model is offered in, smallest first. */
    size_type: z._default(
      z.nullable(z.object({ name: z.string(), attributes: z._default(z.array(z.string()), []) })),
      null,
    ),
    price: z._default(pricesByRoleSchema, {}),
    stock: z._default(z.nullable(z.record(z.string(), stockEntry)), null),
    product_state: z._default(productState, { code: PRODUCT_STATES.sellable }),
    images: z._default(z.array(imageSetSchema), []),
    medias: z._default(
      z.array(
        z.object({
          sequence: z._default(z.nullable(z.int()), null),
          name: z.string(),
          url: z.string(),
          type: z._default(z.nullable(z.object({ name: z.string(), code: text() })), null),
        }),
      ),
      [],
    ),
    technical_doc_url: text(),
    /** Keyed by link type code: cross_selling, up_selling, alternative… */
    links: z._default(z.record(z.string(), z.array(z.object({ id: id() }))), {}),
    brand: z._default(
      z.nullable(
        z.object({
          id: z.optional(id()),
          name: z.string(),
          url_key: z.nullish(z.string()),
          sequence: z.nullish(z.int()),
        }),
      ),
      null,
    ),
    tags: z._default(z.array(z.object({ id: z.optional(id()), name: z.string() })), []),
    attributes: z._default(z.record(z.string(), attributeValue), {}),
    structured_attributes: z._default(
      z.array(
        z.object({
          name: z.string(),
          attributes: z.array(z.object({ code: z.optional(z.string()), name: z.string(), value: attributeValue })),
        }),
      ),
      [],
    ),
    picto_usage: z._default(
      z.array(z.object({ code: z.string(), name: z.string(), description: text(), image: text() })),
      [],
    ),
    /** Care instructions. */
    clean: z._default(z.array(z.object({ code: z.string(), name: z.string() })), []),
    composition: z._default(
      z.array(z.object({ name: z.string(), percent: z._default(z.nullable(z.number()), null) })),
      [],
    ),
    /** Public-procurement market codes the product is listed in. */
    market: z._default(z.array(z.string()), []),
    /** Manufacturer's reference. */
    ref_partner_1: text(),
    /** Distributor's or market holder's reference. */
    ref_partner_2: text(),
  }),
)

export type ProductDocument = z.infer<typeof productDocumentSchema>
export type ProductImageSet = z.infer<typeof imageSetSchema>

/** The price a role sees, or none: the default role loads no price list. */

// ---------------------------------------------------------------------------------------------
// Category document

export const categoryDocumentSchema = z.object({
  id: id(),
  name: z.string(),
  level: z._default(z.int(), 0),
  sequence: z._default(z.nullable(z.int()), null),
  url_key: z.string(),
  redirect_url_key: z._default(z.array(z.string()), []),
  subtitle: text(),
  short_description: text(),
  description: text(),
  seo_title: text(),
  meta_keywords: text(),
  meta_description: text(),
  /** Ancestors, nearest first, each nested in its own `parent`. */
  parent: z._default(z.nullable(categoryRefSchema), null),
  /** Descendants as upstream nests them. */
  childs: z._default(z.array(categoryRefSchema), []),
  /** Ids of the direct children, for flat lookups. */
  children: z._default(z.array(id()), []),
  images: z._default(z.array(imageSetSchema), []),
  univers: z._default(z.array(univers), []),
})

export type CategoryDocument = z.infer<typeof categoryDocumentSchema>
