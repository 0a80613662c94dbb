import { displayPrice } from '@/lib/price/format'
import type { ProductPrice } from '@/lib/search/product-price'
import type { Stock, StockState } from '@/lib/catalogue/stock'

/** Structured data (schema.org, JSON-LD) for search engines: prices in EUR with two decimals. */

export type JsonLd = Record<string, unknown>

const SCHEMA = 'https://schema.org'

const AVAILABILITY: Record<StockState, string> = {
  in_stock: `${SCHEMA}/InStock`,
  in_limited_stock: `${SCHEMA}/LimitedAvailability`,
  resupplying: `${SCHEMA}/BackOrder`,
  out_of_stock: `${SCHEMA}/OutOfStock`,
}

export function availabilityOf(stock: Stock | null): string | undefined {
  return stock ? AVAILABILITY[stock.state] : undefined
}

/** "12.50": a dot and two decimals, whatever the locale. */
export function structuredPrice(value: number): string {
  return value.toFixed(2)
}

/**
 * The schema.org property each variant axis fills. A garment size, a capacity, a sheet format and a
 * pack size are all the product's size; no model varies by two of them at once.
 */
const AXIS_PROPERTIES: Record<string, 'size' | 'color'> = {
  taille: 'size',
  contenance: 'size',
  format: 'size',
  conditionnement: 'size',
  couleur: 'color',
}

/** One variant of a product, as its page links it. */
export interface VariantJsonLdInput {
  /** The variant's own name (the model's name and its axis values). */
  name: string
  sku: string | null
  /** The link that opens the page on this variant. */
  url: string
  images: string[]
  /** Manufacturer's part number. */
  mpn?: string | null
  /** The public, untaxed price every visitor sees. */
  price: ProductPrice | null
  stock: Stock | null
  /** Variant axis → value (`taille` → `M`). */
  attributes: Record<string, string>
}

/** A product page: one model, at its canonical URL, and its variants. */
export interface ProductPageJsonLdInput {
  name: string
  description: string
  /** The page's canonical URL (docs/product/catalogue.md#product-links). */
  url: string
  /** What identifies the model among the shop's products. */
  groupId: string
  images: string[]
  brand: string | null
  variants: VariantJsonLdInput[]
}

function offerOf(variant: VariantJsonLdInput, url: string): JsonLd | null {
  const shown = variant.price ? displayPrice(variant.price, { taxIncluded: false }) : null
  if (!shown || shown.onRequest) return null
  const availability = availabilityOf(variant.stock)
  return {
    '@type': 'Offer',
    url,
    price: structuredPrice(shown.amount),
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: structuredPrice(shown.amount),
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: false,
    },
    ...(availability ? { availability } : {}),
  }
}

const brandOf = (brand: string | null) => (brand ? { brand: { '@type': 'Brand', name: brand } } : {})
const imagesOf = (images: string[]) => (images.length > 0 ? { image: images } : {})
const identifiersOf = (variant: VariantJsonLdInput) => ({
  ...(variant.sku ? { sku: variant.sku } : {}),
  ...(variant.mpn ? { mpn: variant.mpn } : {}),
})

/**
 * A product page's structured data, valid for search engines whatever the prices:
 * - a model sold in one variant is a `Product` with its `Offer`;
 * - a model with several variants is a `ProductGroup` listing, in `hasVariant`, each priced variant
 *   at the link that opens it, with the properties it varies by;
 * - a variant whose price is on request has no offer, and a Product without offer, review or rating
 *   is invalid: such variants are left out, and a page with no priced variant is an `ItemPage`.
 */
export function productPageJsonLd(page: ProductPageJsonLdInput): JsonLd {
  const offered = page.variants.flatMap((variant) => {
    const url = page.variants.length === 1 ? page.url : variant.url
    const offer = offerOf(variant, url)
    return offer ? [{ variant, url, offer }] : []
  })
  const common = {
    '@context': SCHEMA,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    url: page.url,
  }
  if (offered.length === 0) {
    return { ...common, '@type': 'ItemPage', ...(page.images[0] ? { primaryImageOfPage: page.images[0] } : {}) }
  }
  if (page.variants.length === 1) {
    const [{ variant, offer }] = offered as [(typeof offered)[number]]
    return {
      ...common,
      '@type': 'Product',
      ...identifiersOf(variant),
      ...imagesOf(page.images),
      ...brandOf(page.brand),
      offers: offer,
    }
  }
  const axes = [...new Set(page.variants.flatMap((variant) => Object.keys(variant.attributes)))]
  const properties = [...new Set(axes.flatMap((axis) => AXIS_PROPERTIES[axis] ?? []))]
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: page.groupId,
    ...imagesOf(page.images),
    ...brandOf(page.brand),
    variesBy: properties.map((property) => `${SCHEMA}/${property}`),
    hasVariant: offered.map(({ variant, url, offer }) => ({
      '@type': 'Product',
      name: variant.name,
      url,
      ...identifiersOf(variant),
      ...imagesOf(variant.images),
      ...Object.fromEntries(
        Object.entries(variant.attributes).flatMap(([axis, value]) => {
          const property = AXIS_PROPERTIES[axis]
          return property ? [[property, value]] : []
        }),
      ),
      offers: offer,
    })),
  }
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

export function organizationJsonLd({ name, url, logo }: { name: string; url: string; logo: string }): JsonLd {
  return { '@context': SCHEMA, '@type': 'Organization', name, url, logo }
}

/** The site with its search box: a search engine may send searches straight to /search. */
export function webSiteJsonLd({ name, url }: { name: string; url: string }): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${new URL('/search', url).href}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can close it early. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
