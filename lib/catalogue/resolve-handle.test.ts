import { describe, expect, it, vi } from 'vitest'
import { categoryDocumentSchema, productDocumentSchema } from '@/lib/search/documents'
import type { Found, ProductHit } from '@/lib/search/types'
import { resolveHandle } from './resolve-handle'

const product = productDocumentSchema.parse({
  id: 1,
  model: { name: 'Veste' },
  name: 'Veste (L)',
  url_key: 'veste',
  sku: 'V-L',
})
const hit: ProductHit = { product, variants: [product] }
const category = categoryDocumentSchema.parse({ id: 7, name: 'Gants', url_key: 'gants', level: 1 })
const missing = { kind: 'missing' } as const

function sources(options: { product?: Found<ProductHit>; category?: Found<typeof category>; page?: string | null }) {
  const findCmsPage = vi.fn(async () => options.page ?? null)
  return {
    findCmsPage,
    search: {
      productByUrlKey: vi.fn(async () => options.product ?? missing),
      categoryByUrlKey: vi.fn(async () => options.category ?? missing),
    },
  }
}

describe('resolveHandle', () => {
  it('finds a product first', async () => {
    const s = sources({ product: { kind: 'found', value: hit }, category: { kind: 'found', value: category } })
    expect(await resolveHandle('veste', s)).toEqual({ kind: 'product', hit })
    expect(s.findCmsPage).not.toHaveBeenCalled()
  })

  it('then a category', async () => {
    expect(await resolveHandle('gants', sources({ category: { kind: 'found', value: category } }))).toEqual({
      kind: 'category',
      category,
    })
  })

  it('redirects an old product or category key to the current path', async () => {
    expect(await resolveHandle('vieille-veste', sources({ product: { kind: 'redirect', urlKey: 'veste' } }))).toEqual({
      kind: 'redirect',
      path: '/veste',
    })
    expect(
      await resolveHandle('epi', sources({ category: { kind: 'redirect', urlKey: 'protection-individuelle' } })),
    ).toEqual({
      kind: 'redirect',
      path: '/protection-individuelle',
    })
  })

  it('falls through to a CMS page, then to nothing', async () => {
    expect(await resolveHandle('qui-sommes-nous', sources({ page: 'la page' }))).toEqual({
      kind: 'cms',
      page: 'la page',
    })
    expect(await resolveHandle('nulle-part', sources({}))).toEqual({ kind: 'missing' })
  })

  it('lets a CMS outage through rather than answering 404', async () => {
    const s = sources({})
    s.findCmsPage.mockRejectedValueOnce(new Error('CMS indisponible'))
    await expect(resolveHandle('qui-sommes-nous', s)).rejects.toThrow('CMS indisponible')
  })
})
