import { describe, expect, it } from 'vitest'
import { categoryDocumentSchema, productDocumentSchema } from '@/lib/search/documents'
import { categoryTrail, productTrail } from './breadcrumbs'

const root = { id: 1, name: 'Vêtements', level: 0, url_key: 'vetements', parent: null }
const mid = { id: 2, name: 'Vestes', level: 1, url_key: 'vestes', parent: root }
const leaf = {
  id: 3,
  name: 'Vestes de travail',
  level: 2,
  url_key: 'vestes-de-travail',
  parent: { ...mid, parent: null },
}

describe('trails', () => {
  it('rebuilds a product path from its categories, root first', () => {
    const product = productDocumentSchema.parse({
      id: 1,
      model: { name: 'V' },
      name: 'V',
      url_key: 'v',
      categories: [root, mid, leaf],
    })
    expect(productTrail(product)).toEqual([
      { name: 'Vêtements', href: '/univers/vetements' },
      { name: 'Vestes', href: '/vestes' },
      { name: 'Vestes de travail', href: '/vestes-de-travail' },
    ])
    expect(productTrail({ categories: [] })).toEqual([])
  })

  it('walks a category up through its nested parents', () => {
    const category = categoryDocumentSchema.parse({
      id: 3,
      name: 'Vestes de travail',
      level: 2,
      url_key: 'vestes-de-travail',
      parent: mid,
    })
    expect(categoryTrail(category).map((item) => item.href)).toEqual([
      '/univers/vetements',
      '/vestes',
      '/vestes-de-travail',
    ])
  })
})
