import { describe, expect, it } from 'vitest'
import { categoryDocumentSchema, productDocumentSchema } from '@/lib/search/documents'
import { ndjsonFixture } from './fixtures'

describe('search documents contract: what the shopinvader search engine indexes', () => {
  it('reads product variants: one flat price per index, stock by warehouse, images by size, unknown fields', () => {
    const [main, variant, plain] = ndjsonFixture('search/products.ndjson').map((doc) =>
      productDocumentSchema.parse(doc),
    )
    expect(main).toMatchObject({ id: 311, main: true, url_key: 'gants-nitrile-nordik', sku: 'GN-0042-L' })
    expect(Object.values(main?.price ?? {})[0]).toMatchObject({ value: 4.9, tax_included: false })
    expect(main?.images[0]?.medium?.src).toBe('https://media.example.fr/gn-0042-medium.webp')
    expect(main?.links).toEqual({ cross_selling: [{ id: 5402 }] })
    expect(variant?.stock?.global?.state).toBe('out_of_stock')
    expect(plain).toMatchObject({ sku: null, stock: null, categories: [], brand: null })
  })

  it('reads categories with their parents and children nested', () => {
    const [root, child] = ndjsonFixture('search/categories.ndjson').map((doc) => categoryDocumentSchema.parse(doc))
    expect(root?.childs[0]).toMatchObject({ id: 12, url_key: 'equipement/gants-de-protection' })
    expect(child?.parent).toMatchObject({ id: 3, name: 'Équipement', level: 0 })
  })
})
