import { describe, expect, it } from 'vitest'
import {
  CATEGORY_INDEX,
  PRODUCT_INDEX,
  categoryDocumentSchema,
  localizedIndexName,
  productDocumentSchema,
  searchIndexNames,
} from './documents'
import { SIZE_ORDER, compareSizes, INDEX_PRICELIST_KEY, isObsolete, priceForRole } from './document-reads'

describe('index names', () => {
  it('suffixes the index with the lower-cased ISO locale', () => {
    expect(localizedIndexName(PRODUCT_INDEX)).toBe('shopinvader_product_fr_fr')
    expect(localizedIndexName(CATEGORY_INDEX, 'en_us')).toBe('shopinvader_category_en_us')
    expect(searchIndexNames('boutique')).toEqual({
      product: 'boutique_product_fr_fr',
      category: 'boutique_category_fr_fr',
    })
  })
})

describe('sizes', () => {
  it('runs from 4XS to 10XL', () => {
    expect(SIZE_ORDER[0]).toBe('4XS')
    expect(SIZE_ORDER.at(-1)).toBe('10XL')
    expect(SIZE_ORDER).toHaveLength(17)
  })

  it('sorts letter sizes, aliases, numeric sizes, then the rest', () => {
    const shuffled = ['10XL', 'M', '42', 'TU', 'XS', '2XL', '4XS', '38', 'L', '3XL', 'XXS', '9']
    expect([...shuffled].sort(compareSizes)).toEqual([
      '4XS',
      'XXS',
      'XS',
      'M',
      'L',
      '2XL',
      '3XL',
      '10XL',
      '9',
      '38',
      '42',
      'TU',
    ])
  })
})

/** A variant as upstream 16.0 serialises it: `full_name`, one flat price, few optional fields. */
const upstreamVariant = {
  id: 42,
  model: { name: 'Veste de travail' },
  full_name: 'Veste de travail (L)',
  main: true,
  variant_count: 3,
  categories: [{ id: 7, name: 'Vestes', level: 1, parent: null, childs: [] }],
  sku: null,
  variant_attributes: { size: 'L' },
  url_key: 'veste-de-travail',
  price: { value: 39.9, tax_included: false, original_value: 49.9, discount: 20 },
  stock: { global: { qty: 12, state: 'in_stock' } },
  images: [{ small: { sequence: 1, src: 'https://cdn.example/v.webp', alt: 'Veste', tag: '' } }],
  links: { cross_selling: [{ id: 43 }] },
}

describe('product document schema', () => {
  it('accepts an upstream variant and fills what it leaves out', () => {
    const doc = productDocumentSchema.parse(upstreamVariant)
    expect(doc.name).toBe('Veste de travail (L)')
    expect(doc.redirect_url_key).toEqual([])
    expect(doc.product_state.code).toBe('sellable')
    expect(doc.categories[0]?.url_key).toBeNull()
    expect(doc.market).toEqual([])
    expect(isObsolete(doc)).toBe(false)
  })

  it('keeps a flat upstream price for every role, the public default included', () => {
    const doc = productDocumentSchema.parse(upstreamVariant)
    expect(Object.keys(doc.price)).toEqual([INDEX_PRICELIST_KEY])
    expect(priceForRole(doc, 'pro')?.value).toBe(39.9)
    expect(priceForRole(doc, 'default')?.value).toBe(39.9)
  })

  it('reads prices keyed by role', () => {
    const doc = productDocumentSchema.parse({
      ...upstreamVariant,
      price: { pro: { value: 10, tax_included: false, original_value: 10, discount: 0 }, agent: { value: 9 } },
    })
    expect(priceForRole(doc, 'agent')).toMatchObject({ value: 9, original_value: 0, tax_included: false })
    expect(priceForRole(doc, 'manager')).toBeUndefined()
  })

  it('rejects a document without its collapse key', () => {
    expect(productDocumentSchema.safeParse({ ...upstreamVariant, url_key: undefined }).success).toBe(false)
  })
})

describe('category document schema', () => {
  it('accepts an upstream category with nested parents and children', () => {
    const doc = categoryDocumentSchema.parse({
      id: 3,
      name: 'Gants',
      level: 2,
      url_key: 'gants',
      parent: {
        id: 2,
        name: 'EPI',
        level: 1,
        url_key: 'epi',
        parent: { id: 1, name: 'Tout', level: 0, url_key: 'tout' },
      },
      childs: [{ id: 4, name: 'Nitrile', level: 3, url_key: 'nitrile', childs: [] }],
    })
    expect(doc.parent?.parent?.name).toBe('Tout')
    expect(doc.childs[0]?.name).toBe('Nitrile')
    expect(doc.children).toEqual([])
    expect(doc.subtitle).toBeNull()
  })
})
