import { describe, expect, it } from 'vitest'
import { productPriceSchema } from '@/lib/search/documents'
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd, structuredPrice, webSiteJsonLd } from './json-ld'

const base = {
  name: 'Gant nitrile Garonne',
  description: 'Gants jetables.',
  url: 'https://shop.example/gant-nitrile-garonne?sku=GN-M',
  sku: 'GN-M',
  images: ['https://cdn.example/gant-large.webp'],
  brand: 'Atelier Roc',
}

describe('productJsonLd', () => {
  it('offers the public untaxed price in EUR with a dot and two decimals', () => {
    const data = productJsonLd({
      ...base,
      price: productPriceSchema.parse({ value: 12.5, value_untaxed: 12.5, value_taxed: 15 }),
      stock: { state: 'in_stock', qty: 40 },
    })
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Gant nitrile Garonne',
      sku: 'GN-M',
      brand: { '@type': 'Brand', name: 'Atelier Roc' },
      offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    })
  })

  it.each([
    ['in_limited_stock', 'https://schema.org/LimitedAvailability'],
    ['resupplying', 'https://schema.org/BackOrder'],
    ['out_of_stock', 'https://schema.org/OutOfStock'],
  ] as const)('maps the %s stock state', (state, availability) => {
    const data = productJsonLd({ ...base, price: productPriceSchema.parse({ value: 3 }), stock: { state, qty: 0 } })
    expect(data.offers).toMatchObject({ availability })
  })

  it('has no Offer when the price is on request or unknown', () => {
    const onRequest = productJsonLd({ ...base, price: productPriceSchema.parse({ value: 0 }), stock: null })
    expect(onRequest).not.toHaveProperty('offers')
    expect(productJsonLd({ ...base, price: null, stock: null })).not.toHaveProperty('offers')
  })

  it('rounds to cents', () => {
    expect(structuredPrice(36.1)).toBe('36.10')
    expect(structuredPrice(1234)).toBe('1234.00')
  })
})

describe('other structured data', () => {
  it('numbers breadcrumb items from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Accueil', url: 'https://shop.example/' },
      { name: 'Gants', url: 'https://shop.example/gants' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Gants', item: 'https://shop.example/gants' },
    ])
  })

  it('declares the search action on /search', () => {
    const data = webSiteJsonLd({ name: 'Équipro', url: 'https://shop.example' })
    expect(data.potentialAction).toMatchObject({
      target: { urlTemplate: 'https://shop.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    })
  })

  it('cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
