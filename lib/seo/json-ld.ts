import { displayPrice } from '@/lib/price/format'
import type { ProductPrice } from '@/lib/search/documents'
import type { Stock, StockState } from '@/lib/catalogue/stock'

/** Structured data (schema.org, JSON-LD) for search engines; EUR, two decimals (docs/product/catalogue.md#seo). */

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

export interface ProductJsonLdInput {
  name: string
  description: string
  url: string
  sku: string | null
  images: string[]
  brand: string | null
  /** The public, untaxed price every visitor sees. */
  price: ProductPrice | null
  stock: Stock | null
  /** Manufacturer's part number. */
  mpn?: string | null
}

/** A `Product`; its `Offer` only when the price is known — a price "sur demande" is no offer. */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const shown = input.price ? displayPrice(input.price, { taxIncluded: false }) : null
  const availability = availabilityOf(input.stock)
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.mpn ? { mpn: input.mpn } : {}),
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    ...(shown && !shown.onRequest
      ? {
          offers: {
            '@type': 'Offer',
            url: input.url,
            price: structuredPrice(shown.amount),
            priceCurrency: 'EUR',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: structuredPrice(shown.amount),
              priceCurrency: 'EUR',
              valueAddedTaxIncluded: false,
            },
            ...(availability ? { availability } : {}),
          },
        }
      : {}),
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
