import { describe, expect, it } from 'vitest'
import { sitemapChunks, sitemapFileIndex, sitemapIndexXml, urlSetXml } from './sitemap'

describe('sitemaps', () => {
  it('splits URLs into files of at most the limit', () => {
    const entries = Array.from({ length: 120_001 }, (_, i) => i)
    expect(sitemapChunks(entries).map((chunk) => chunk.length)).toEqual([50_000, 50_000, 20_001])
    expect(sitemapChunks([])).toEqual([[]])
  })

  it('writes escaped XML', () => {
    const xml = urlSetXml([
      { loc: 'https://shop.example/gants?sku=A&B' },
      { loc: 'https://shop.example/', lastmod: '2026-01-02' },
    ])
    expect(xml).toContain('<loc>https://shop.example/gants?sku=A&amp;B</loc>')
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>')
    expect(sitemapIndexXml(['https://shop.example/sitemaps/0.xml'])).toContain(
      '<sitemap><loc>https://shop.example/sitemaps/0.xml</loc></sitemap>',
    )
  })

  it('reads file names strictly', () => {
    expect(sitemapFileIndex('2.xml')).toBe(2)
    expect(sitemapFileIndex('../2.xml')).toBeNull()
    expect(sitemapFileIndex('x.xml')).toBeNull()
  })
})
