import { describe, expect, it, vi } from 'vitest'
import type { CategoryDocument, ProductDocument } from '@/lib/search/documents'
import type { Found, ProductHit, SearchBackend } from '@/lib/search/types'
import { categoriesForBlock, productsForBlock } from './block-products'

const hit = (sku: string, variants: string[] = []): ProductHit => ({
  product: { sku, url_key: `p-${sku}` } as ProductDocument,
  variants: variants.map((variant) => ({ sku: variant, url_key: `p-${sku}` }) as ProductDocument),
})
const category = (id: number, url_key: string, name: string) => ({ id, url_key, name, level: 0 }) as CategoryDocument
const found = <T>(value: T): Found<T> => ({ kind: 'found', value })

function backend(overrides: Partial<SearchBackend>) {
  return {
    productsBySkus: vi.fn(async () => []),
    categoryByUrlKey: vi.fn(async (): Promise<Found<CategoryDocument>> => ({ kind: 'missing' })),
    searchProducts: vi.fn(async () => ({ hits: [], total: 0, aggregations: {}, raw: [] })),
    ...overrides,
  } satisfies Pick<SearchBackend, 'productsBySkus' | 'categoryByUrlKey' | 'searchProducts'>
}

describe('productsForBlock', () => {
  it('keeps the editor order of the skus, matching variants too, and skips skus that left the catalogue', async () => {
    const search = backend({ productsBySkus: vi.fn(async () => [hit('B'), hit('A', ['A-XL'])]) })
    const hits = await productsForBlock({ skus: ['A-XL', 'GONE', 'B'], categoryUrlKey: null, maxCount: 8 }, search)
    expect(hits.map((h) => h.product.sku)).toEqual(['A', 'B'])
    expect(search.searchProducts).not.toHaveBeenCalled()
  })

  it('lists the first products of the category when no sku is given', async () => {
    const search = backend({
      categoryByUrlKey: vi.fn(async () => found(category(42, 'protection-des-mains', 'Gants'))),
      searchProducts: vi.fn(async () => ({
        hits: [hit('A'), hit('B'), hit('C')],
        total: 3,
        aggregations: {},
        raw: [],
      })),
    })
    const hits = await productsForBlock({ skus: [], categoryUrlKey: 'protection-des-mains', maxCount: 2 }, search)
    expect(search.searchProducts).toHaveBeenCalledWith({ categoryId: 42, mode: 'listing', pageSize: 2 })
    expect(hits).toHaveLength(2)
  })

  it('shows nothing for a category that no longer exists', async () => {
    const search = backend({})
    await expect(productsForBlock({ skus: [], categoryUrlKey: 'disparue', maxCount: 4 }, search)).resolves.toEqual([])
  })
})

describe('categoriesForBlock', () => {
  it('keeps the block order and leaves out missing categories', async () => {
    const search = backend({
      categoryByUrlKey: vi.fn(async (key: string) =>
        key === 'gone' ? { kind: 'missing' as const } : found(category(1, key, `Nom ${key}`)),
      ),
    })
    const result = await categoriesForBlock(
      [
        { urlKey: 'a', label: null },
        { urlKey: 'gone', label: 'X' },
        { urlKey: 'b', label: 'B!' },
      ],
      search,
    )
    expect(result.map((entry) => [entry.urlKey, entry.label, entry.category.name])).toEqual([
      ['a', null, 'Nom a'],
      ['b', 'B!', 'Nom b'],
    ])
  })
})
