import { describe, expect, it } from 'vitest'
import { demoCmsPage } from '@/tests/cms-fixtures'
import { buildCmsPageMetadata } from './metadata'

const SITE = { siteUrl: 'https://boutique.example', siteName: 'Équipro' }

describe('buildCmsPageMetadata', () => {
  it('uses the SEO fields, the page path as canonical and the meta image for Open Graph', async () => {
    const page = await demoCmsPage('qui-sommes-nous')
    const metadata = buildCmsPageMetadata(page, SITE)
    expect(metadata.title).toEqual({ absolute: 'Qui sommes-nous ? | Équipro' })
    expect(metadata.description).toBe(page.seo.metaDescription)
    expect(metadata.alternates?.canonical).toBe('https://boutique.example/qui-sommes-nous')
    expect(metadata.robots).toBeUndefined()
    expect(metadata.keywords).toContain('entreprise familiale')
    expect(metadata.openGraph).toMatchObject({
      url: 'https://boutique.example/qui-sommes-nous',
      siteName: 'Équipro',
      images: [{ url: page.seo.metaImage?.url, width: 1600, height: 1000 }],
    })
  })

  it('keeps noindex pages out of search engines', async () => {
    const metadata = buildCmsPageMetadata(await demoCmsPage('test-assainissement'), SITE)
    expect(metadata.robots).toEqual({ index: false, follow: false })
  })

  it('gives the home page the site root as canonical', async () => {
    const metadata = buildCmsPageMetadata(await demoCmsPage('home'), SITE)
    expect(metadata.alternates?.canonical).toBe('https://boutique.example/')
  })
})
