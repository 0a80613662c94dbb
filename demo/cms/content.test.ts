import { describe, expect, it, vi } from 'vitest'
import {
  BLOCK_TYPES,
  GENERIC_BLOCK_TYPE,
  cmsHeaderSliderSchema,
  cmsPageSchema,
  type CmsImage,
} from '../../lib/cms/schemas'
import { CATEGORY_TREE, type CategoryNode } from '../catalogue/taxonomy'
import { HIGHLIGHT_CATEGORIES, UNIVERSES, pickProducts, resolveCatalogueRefs } from './catalogue-refs'
import messages from '../../messages/fr.json'
import { SANITISER_PROBE_HTML, buildHeaderSlider, buildPages, referencedCategories } from './content'
import { DOCUMENTS } from './media/documents'
import { ILLUSTRATIONS } from './media/illustrations'
import type { CmsMedia } from './media'
import { VIDEOS } from './media/videos'

/** Media records as ensureCmsMedia answers them, without rendering anything. */
function stubMedia(): CmsMedia {
  let id = 0
  const image = (name: string, alternativeText: string): CmsImage => ({
    id: ++id,
    name: `${name}.webp`,
    alternativeText,
    caption: null,
    url: `http://cms.test/images/cms/${name}.webp`,
    mime: 'image/webp',
    size: 10,
    width: 1200,
    height: 800,
    formats: null,
  })
  const images = Object.fromEntries([
    ...Object.entries(ILLUSTRATIONS).map(([k, s]) => [k, image(s.name, s.alternativeText)]),
    ['deliveryPoster', image('affiche-livraison', 'Camion')],
    ['worksitePoster', image('affiche-chantier', 'Grue')],
  ]) as CmsMedia['images']
  const videos = Object.fromEntries(
    Object.entries(VIDEOS).map(([k, v]) => [
      k,
      {
        id: ++id,
        name: `${v.name}.webm`,
        alternativeText: v.alternativeText,
        caption: null,
        url: `http://cms.test/videos/cms/${v.name}.webm`,
        mime: 'video/webm',
        size: 100,
      },
    ]),
  ) as CmsMedia['videos']
  const files = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([k, d]) => [
      k,
      {
        id: ++id,
        name: `${d.name}.pdf`,
        url: `http://cms.test/docs/cms/${d.name}.pdf`,
        mime: 'application/pdf',
        size: 4,
      },
    ]),
  ) as CmsMedia['files']
  return { images, videos, files }
}

/** Product documents shaped like the catalogue's, one per highlighted category. */
const fakeDocuments = Object.values(HIGHLIGHT_CATEGORIES).map((category, i) => ({
  sku: `SKU-${i}`,
  name: `Produit ${i}`,
  url_key: `produit-${i}`,
  main: true,
  categories: [{ url_key: category }],
  price: { pro: { value: 10 + i }, manager: { value: 9 + i } },
  product_state: { code: 'sellable' },
}))

async function demoPages() {
  const catalogue = await resolveCatalogueRefs('/nonexistent', async () => fakeDocuments)
  return buildPages({ media: stubMedia(), catalogue })
}

const categoryKeys = (nodes: readonly CategoryNode[]): string[] =>
  nodes.flatMap((n) => [n.key, ...categoryKeys(n.children ?? [])])

describe('demo CMS content', () => {
  it('names the shop as the app does in the title of every page search engines see', async () => {
    // A CMS page's meta title replaces the app's title template, so it must carry the shop's name itself.
    const indexed = (await demoPages()).map((page) => cmsPageSchema.parse(page)).filter((page) => !page.seo.noindex)
    expect(indexed.length).toBeGreaterThan(5)
    for (const page of indexed) expect(page.seo.metaTitle, page.handle).toContain(messages.meta.siteName)
  })

  it('gives pages that all pass the shop’s schema, with SEO data', async () => {
    for (const page of await demoPages()) {
      const parsed = cmsPageSchema.parse(page)
      const generic = parsed.content.filter((b) => b.__component === GENERIC_BLOCK_TYPE)
      // Only the sanitiser test page carries a block the shop does not know, on purpose.
      expect(generic.map((b) => b.__component === GENERIC_BLOCK_TYPE && b.reason)).toEqual(
        page.handle === 'test-assainissement' ? ['unknown'] : [],
      )
      expect(parsed.seo.metaTitle.length).toBeLessThanOrEqual(60)
      expect(parsed.seo.metaDescription.length).toBeGreaterThanOrEqual(50)
      expect(parsed.seo.metaDescription.length).toBeLessThanOrEqual(170)
    }
  })

  it('has a home page and at least five other pages, with unique handles and matching paths', async () => {
    const pages = await demoPages()
    expect(pages.find((p) => p.fullpath === '/')?.handle).toBe('home')
    expect(pages.length).toBeGreaterThanOrEqual(6)
    expect(new Set(pages.map((p) => p.handle)).size).toBe(pages.length)
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length)
    for (const page of pages.filter((p) => p.handle !== 'home')) expect(page.fullpath).toBe(`/${page.handle}`)
    expect(pages.map((p) => p.fullpath)).toEqual(
      expect.arrayContaining([
        '/qui-sommes-nous',
        '/livraison-et-retours',
        '/marches-publics',
        '/conditions-generales-de-vente',
        '/mentions-legales',
        '/nos-services',
      ]),
    )
  })

  it('uses every block type at least once', async () => {
    const used = new Set((await demoPages()).flatMap((p) => p.content.map((b) => b.__component)))
    expect(BLOCK_TYPES.filter((type) => !used.has(type))).toEqual([])
  })

  it('uses the text-and-image styles and both product sources', async () => {
    const blocks = (await demoPages()).flatMap((p) => cmsPageSchema.parse(p).content)
    const styles = blocks.flatMap((b) => (b.__component === 'sections.text-image' ? [b.style] : []))
    expect(new Set(styles)).toEqual(new Set(['default', 'dark', 'reverse']))
    const products = blocks.flatMap((b) =>
      b.__component === 'sections.products' || b.__component === 'sections.products-by-four' ? [b] : [],
    )
    expect(products.some((b) => (b.skus ?? []).length > 0)).toBe(true)
    expect(products.some((b) => b.categoryUrlKey)).toBe(true)
  })

  it('puts the catalogue’s skus in the sku-based blocks and links to the product pages', async () => {
    const blocks = (await demoPages()).flatMap((p) => cmsPageSchema.parse(p).content)
    const slider = blocks.find((b) => b.__component === 'sections.slider-three-images')
    if (slider?.__component !== 'sections.slider-three-images') throw new Error('slider missing')
    expect(slider.slides.length).toBeGreaterThanOrEqual(3)
    for (const slide of slider.slides) {
      expect(slide.sku).toMatch(/^SKU-\d$/)
      expect(slide.link.url).toBe(`/produit-${slide.sku.slice(4)}?sku=${slide.sku}`)
      expect(slide.price).toBe(10 + Number(slide.sku.slice(4)))
    }
  })

  it('only references categories of the demo catalogue', async () => {
    const known = new Set(categoryKeys(CATEGORY_TREE))
    expect(referencedCategories(await demoPages()).filter((key) => !known.has(key))).toEqual([])
    expect(UNIVERSES.filter((key) => !known.has(key))).toEqual([])
    expect(Object.values(HIGHLIGHT_CATEGORIES).filter((key) => !known.has(key))).toEqual([])
  })

  it('keeps a hostile text block and an unknown block on the sanitiser test page, out of search engines', async () => {
    const pages = await demoPages()
    const page = pages.find((p) => p.fullpath === '/test-assainissement')
    expect(page?.seo.noindex).toBe(true)
    expect(page?.rank).toBeGreaterThan(Math.max(...pages.filter((p) => p !== page).map((p) => p.rank)))
    const html = page?.content.find((b) => b.__component === 'sections.text')
    expect(html).toMatchObject({ html: SANITISER_PROBE_HTML })
    expect(SANITISER_PROBE_HTML).toContain('<script>')
    expect(SANITISER_PROBE_HTML).toMatch(/<img [^>]*onerror=/)
    expect(SANITISER_PROBE_HTML).toContain('javascript:')
  })

  it('has a header slider of three entries, one opening a new tab', () => {
    const slider = cmsHeaderSliderSchema.parse(buildHeaderSlider())
    expect(slider.entries).toHaveLength(3)
    expect(slider.entries.filter((e) => e.openInNewTab)).toHaveLength(1)
    for (const entry of slider.entries) expect(entry.url).toBeTruthy()
  })
})

describe('catalogue references', () => {
  it('picks a sellable main variant per category, at the list price', () => {
    const refs = pickProducts([
      {
        sku: 'OLD',
        name: 'Obsolète',
        url_key: 'vieux',
        main: true,
        categories: [{ url_key: 'casques-de-chantier' }],
        product_state: { code: 'obsolete' },
      },
      {
        sku: 'VAR',
        name: 'Variante',
        url_key: 'casque',
        main: false,
        categories: [{ url_key: 'casques-de-chantier' }],
      },
      {
        sku: 'MAIN',
        name: 'Casque (Blanc)',
        url_key: 'casque',
        main: true,
        categories: [{ url_key: 'casques-de-chantier', name: 'Casques de chantier' }],
        price: { value: 7.294 },
      },
      ...fakeDocuments,
    ])
    expect(refs?.products.helmet).toEqual({
      sku: 'MAIN',
      name: 'Casque (Blanc)',
      href: '/casque?sku=MAIN',
      categoryUrlKey: 'casques-de-chantier',
      categoryName: 'Casques de chantier',
      price: 7.29,
    })
    expect(refs?.categories?.has('gants-anti-coupure')).toBe(true)
  })

  it('falls back to example references that link to categories when the catalogue cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refs = await resolveCatalogueRefs('/nonexistent', async () => {
      throw new Error('pas de catalogue')
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pas de catalogue'))
    warn.mockRestore()
    expect(refs.source).toBe('fallback')
    expect(refs.products.boot.href).toBe('/chaussures-montantes')
  })
})
