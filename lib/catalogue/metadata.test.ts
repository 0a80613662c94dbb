import { describe, expect, it } from 'vitest'
import { categoryDocumentSchema } from '@/lib/search/documents'
import { categoryMetadata } from './metadata'
import { EMPTY_LISTING, parseListingParams } from './search-params'

const category = categoryDocumentSchema.parse({
  id: 31,
  name: 'Gants de manutention',
  level: 2,
  url_key: 'gants-de-manutention',
  seo_title: null,
  short_description: 'Pour la manutention.',
  description: '<p>Des gants <strong>robustes</strong>.</p>',
})

describe('categoryMetadata', () => {
  it('titles by name without seo_title and builds the default description', () => {
    const metadata = categoryMetadata(category, {
      path: '/gants-de-manutention',
      state: EMPTY_LISTING,
      siteUrl: 'https://shop.example',
    })
    expect(metadata.title).toBe('Gants de manutention')
    expect(metadata.description).toBe('Pour la manutention. Des gants robustes.')
    expect(metadata.alternates).toEqual({ canonical: 'https://shop.example/gants-de-manutention' })
    expect(metadata.openGraph).toMatchObject({
      url: 'https://shop.example/gants-de-manutention',
      title: 'Gants de manutention',
    })
    expect(metadata.robots).toBeUndefined()
  })

  it('keeps filtered pages out of the index', () => {
    const metadata = categoryMetadata(
      { ...category, seo_title: 'Gants pro' },
      { path: '/gants-de-manutention', state: parseListingParams({ taille: '9' }), siteUrl: 'https://shop.example' },
    )
    expect(metadata.title).toBe('Gants pro')
    expect(metadata.robots).toEqual({ index: false, follow: true })
  })
})
