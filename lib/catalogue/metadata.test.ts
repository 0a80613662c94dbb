import { describe, expect, it } from 'vitest'
import { categoryDocumentSchema, productDocumentSchema } from '@/lib/search/documents'
import { categoryMetadata, productMetadata } from './metadata'
import { EMPTY_LISTING, parseListingParams } from './search-params'

const SITE = { siteUrl: 'https://shop.example', siteName: 'Équipro' }

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
      site: SITE,
    })
    expect(metadata.title).toBe('Gants de manutention')
    expect(metadata.description).toBe('Pour la manutention. Des gants robustes.')
    expect(metadata.alternates).toEqual({ canonical: 'https://shop.example/gants-de-manutention' })
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      url: 'https://shop.example/gants-de-manutention',
      title: 'Gants de manutention',
      siteName: 'Équipro',
    })
    expect(metadata.robots).toBeUndefined()
  })

  it('keeps filtered pages out of the index', () => {
    const metadata = categoryMetadata(
      { ...category, seo_title: 'Gants pro' },
      { path: '/gants-de-manutention', state: parseListingParams({ taille: '9' }), site: SITE },
    )
    expect(metadata.title).toBe('Gants pro')
    expect(metadata.robots).toEqual({ index: false, follow: true })
  })
})

describe('productMetadata', () => {
  const variant = (sku: string, main: boolean) =>
    productDocumentSchema.parse({
      id: main ? 1 : 2,
      name: `Veste Atlas (${sku})`,
      model: { name: 'Veste Atlas' },
      main,
      sku,
      url_key: 'veste-atlas',
      short_description: 'Veste softshell.',
    })

  it("names the model's page as canonical whichever variant the address opens", () => {
    for (const selected of [variant('VA-M', true), variant('VA-XL', false)]) {
      const metadata = productMetadata(selected, SITE)
      expect(metadata.alternates).toEqual({ canonical: 'https://shop.example/veste-atlas' })
      expect(metadata.openGraph).toMatchObject({ url: 'https://shop.example/veste-atlas', siteName: 'Équipro' })
      // The page writes og:type product itself: Next only writes the types it knows.
      expect(metadata.openGraph).not.toHaveProperty('type')
    }
  })
})
