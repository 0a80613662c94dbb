import { describe, expect, it } from 'vitest'
import { productPriceSchema } from '@/lib/search/product-price'
import {
  breadcrumbJsonLd,
  productPageJsonLd,
  serializeJsonLd,
  structuredPrice,
  webSiteJsonLd,
  type VariantJsonLdInput,
} from './json-ld'

const price = (value: number) => productPriceSchema.parse({ value, value_untaxed: value, value_taxed: value * 1.2 })
const PAGE = 'https://shop.example/gant-nitrile-garonne'

const version = (sku: string, attributes: Record<string, string>, amount: number): VariantJsonLdInput => ({
  name: `Gant nitrile Garonne (${Object.values(attributes).join(', ')})`,
  sku,
  url: `${PAGE}?sku=${sku}`,
  images: [`https://cdn.example/${sku}.webp`],
  mpn: null,
  price: price(amount),
  stock: { state: 'in_stock', qty: 40 },
  attributes,
})

const page = (variants: VariantJsonLdInput[]) => ({
  name: 'Gant nitrile Garonne',
  description: 'Gants jetables.',
  url: PAGE,
  groupId: 'gant-nitrile-garonne',
  images: ['https://cdn.example/gant-large.webp'],
  brand: 'Atelier Roc',
  variants,
})

describe('productPageJsonLd', () => {
  it('describes a product sold in one version as a Product offered at its page, in EUR with two decimals', () => {
    const data = productPageJsonLd(page([version('GN-U', {}, 12.5)]))
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Gant nitrile Garonne',
      url: PAGE,
      sku: 'GN-U',
      brand: { '@type': 'Brand', name: 'Atelier Roc' },
      offers: {
        '@type': 'Offer',
        url: PAGE,
        price: '12.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it.each([
    ['in_limited_stock', 'https://schema.org/LimitedAvailability'],
    ['resupplying', 'https://schema.org/BackOrder'],
    ['out_of_stock', 'https://schema.org/OutOfStock'],
  ] as const)('maps the %s stock state', (state, availability) => {
    const data = productPageJsonLd(page([{ ...version('GN-U', {}, 3), stock: { state, qty: 0 } }]))
    expect(data.offers).toMatchObject({ availability })
  })

  it('groups several versions in a ProductGroup at the page, each version at its own link with its axes', () => {
    const data = productPageJsonLd(
      page([
        version('GN-S', { taille: 'S', couleur: 'Bleu' }, 10),
        version('GN-M', { taille: 'M', couleur: 'Bleu' }, 11),
      ]),
    )
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Gant nitrile Garonne',
      url: PAGE,
      productGroupID: 'gant-nitrile-garonne',
      variesBy: ['https://schema.org/size', 'https://schema.org/color'],
      brand: { '@type': 'Brand', name: 'Atelier Roc' },
    })
    expect(data.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Gant nitrile Garonne (S, Bleu)',
        sku: 'GN-S',
        url: `${PAGE}?sku=GN-S`,
        size: 'S',
        color: 'Bleu',
        offers: expect.objectContaining({ url: `${PAGE}?sku=GN-S`, price: '10.00', priceCurrency: 'EUR' }),
      }),
      expect.objectContaining({ sku: 'GN-M', size: 'M', offers: expect.objectContaining({ price: '11.00' }) }),
    ])
  })

  it('names the size of packs, capacities and formats as a size', () => {
    const data = productPageJsonLd(
      page([
        version('BO-20', { conditionnement: 'Boîte de 20' }, 4),
        version('BO-50', { conditionnement: 'Boîte de 50' }, 8),
      ]),
    )
    expect(data.variesBy).toEqual(['https://schema.org/size'])
    expect(data.hasVariant).toEqual([
      expect.objectContaining({ size: 'Boîte de 20' }),
      expect.objectContaining({ size: 'Boîte de 50' }),
    ])
  })

  it('leaves out of the group the versions whose price is on request', () => {
    const data = productPageJsonLd(
      page([
        version('GN-S', { taille: 'S' }, 10),
        version('GN-XL', { taille: 'XL' }, 0),
        version('GN-M', { taille: 'M' }, 9),
      ]),
    )
    expect((data.hasVariant as Array<{ sku: string }>).map((variant) => variant.sku)).toEqual(['GN-S', 'GN-M'])
  })

  it('describes the page, without any Product, when no version has a price', () => {
    for (const variants of [
      [version('GN-U', {}, 0)],
      [version('GN-S', { taille: 'S' }, 0), { ...version('GN-M', { taille: 'M' }, 0), price: null }],
    ]) {
      const data = productPageJsonLd(page(variants))
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'ItemPage',
        name: 'Gant nitrile Garonne',
        description: 'Gants jetables.',
        url: PAGE,
        primaryImageOfPage: 'https://cdn.example/gant-large.webp',
      })
    }
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
