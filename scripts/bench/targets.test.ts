import { describe, expect, it } from 'vitest'
import { categoryDocumentSchema, productDocumentSchema } from '../../lib/search/documents'
import { AUTOCOMPLETE_QUERIES, CART_PRODUCTS, pickTargets } from './targets'

const category = (id: number, url_key: string, level: number) => ({ id, name: url_key, level, url_key })

const product = (id: number, fields: { model?: string; state?: string; pro?: number; sku?: string | null } = {}) =>
  productDocumentSchema.parse({
    id,
    model: { name: fields.model ?? `Gants de manutention ${id}` },
    name: `Article ${id}`,
    sku: fields.sku === undefined ? `SKU-${id}` : fields.sku,
    url_key: `article-${id}`,
    categories: [category(1, 'protection', 0), category(7, 'gants-de-manutention', 2), category(3, 'gants', 1)],
    price: { pro: { value: fields.pro ?? 12.5, tax_included: false } },
    product_state: { code: fields.state ?? 'sellable' },
  })

const categories = [category(1, 'protection', 0), category(3, 'gants', 1), category(7, 'gants-de-manutention', 2)].map(
  (c) => categoryDocumentSchema.parse(c),
)

const cmsPages = [
  { handle: 'home', fullpath: '/', seo: { noindex: false } },
  { handle: 'test-assainissement', fullpath: '/test-assainissement', seo: { noindex: true } },
  { handle: 'rubrique', fullpath: '/aide/rubrique', seo: { noindex: false } },
  { handle: 'qui-sommes-nous', fullpath: '/qui-sommes-nous', seo: { noindex: false } },
]

describe('pickTargets', () => {
  it('takes the first sellable product with its sku, its deepest known category, a word of its name and a content page', () => {
    const targets = pickTargets({
      products: [
        product(1, { state: 'obsolete' }),
        product(2, { sku: null }),
        product(3, { model: 'Blouson d’hiver Périgord' }),
      ],
      categories,
      cmsPages,
      role: 'pro',
    })
    expect(targets.pages).toEqual([
      { name: 'home', path: '/' },
      { name: 'category', path: '/gants-de-manutention' },
      { name: 'product', path: '/article-3?sku=SKU-3' },
      { name: 'search', path: '/search?q=blouson' },
      { name: 'cms', path: '/qui-sommes-nous' },
    ])
  })

  it('skips categories the catalogue does not list', () => {
    const targets = pickTargets({ products: [product(3)], categories: categories.slice(0, 2), cmsPages, role: 'pro' })
    expect(targets.pages[1]?.path).toBe('/gants')
  })

  it('offers distinct four-letter prefixes of product names to the autocomplete, at most AUTOCOMPLETE_QUERIES', () => {
    const names = ['Gants nitrile', 'Gants latex', 'Casque antibruit', 'Chaussures montantes']
    const few = pickTargets({
      products: names.map((model, i) => product(i + 1, { model })),
      categories,
      cmsPages,
      role: 'pro',
    })
    expect(few.autocomplete).toEqual(['gant', 'nitr', 'late', 'casq', 'anti', 'chau', 'mont'])

    const many = Array.from({ length: 40 }, (_, i) =>
      product(i + 1, { model: String.fromCharCode(97 + (i % 26)).repeat(5) }),
    )
    expect(pickTargets({ products: many, categories, cmsPages, role: 'pro' }).autocomplete).toHaveLength(
      AUTOCOMPLETE_QUERIES,
    )
  })

  it('fills the cart with sellable products priced for the buyer, at most CART_PRODUCTS', () => {
    const products = [product(1, { pro: 0 }), product(2, { state: 'obsolete' }), product(3), product(4)]
    expect(pickTargets({ products, categories, cmsPages, role: 'pro' }).cartProducts).toEqual([3, 4])
    const plenty = Array.from({ length: CART_PRODUCTS + 20 }, (_, i) => product(i + 1))
    expect(pickTargets({ products: plenty, categories, cmsPages, role: 'pro' }).cartProducts).toHaveLength(
      CART_PRODUCTS,
    )
  })

  it('says what is missing rather than inventing a URL', () => {
    expect(() =>
      pickTargets({ products: [product(1, { state: 'obsolete' })], categories, cmsPages, role: 'pro' }),
    ).toThrow('aucun produit vendable')
    expect(() =>
      pickTargets({ products: [product(3)], categories, cmsPages: cmsPages.slice(0, 3), role: 'pro' }),
    ).toThrow('aucune page de contenu')
  })
})
