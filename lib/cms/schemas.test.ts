import { describe, expect, it } from 'vitest'
import {
  BLOCK_TYPES,
  GENERIC_BLOCK_TYPE,
  cmsBlockSchema,
  cmsHrefSchema,
  cmsPageSchema,
  knownBlockSchema,
  type CmsImage,
} from './schemas'

const image: CmsImage = {
  id: 1,
  name: 'a.webp',
  alternativeText: 'Une image',
  caption: null,
  url: 'http://cms.test/images/cms/a.webp',
  mime: 'image/webp',
  size: 12.5,
  width: 1600,
  height: 900,
  formats: {
    small: {
      name: 'small_a.webp',
      url: 'http://cms.test/images/cms/small_a.webp',
      mime: 'image/webp',
      width: 500,
      height: 281,
      size: 3.1,
    },
  },
}

const page = (content: unknown[]) => ({
  id: 1,
  documentId: 'abc123',
  fullpath: '/livraison-et-retours',
  handle: 'livraison-et-retours',
  locale: 'fr',
  rank: 3,
  title: 'Livraison',
  content,
  seo: { metaTitle: 'Livraison', metaDescription: 'Nos délais de livraison.' },
  createdAt: '2025-01-06T09:00:00.000Z',
  updatedAt: '2025-01-06T09:00:00.000Z',
  publishedAt: '2025-01-06T09:00:00.000Z',
})

describe('CMS block schemas', () => {
  it('lists one schema per block type', () => {
    expect(new Set(BLOCK_TYPES).size).toBe(BLOCK_TYPES.length)
    expect(knownBlockSchema.options.map((o) => o.shape.__component.value).sort()).toEqual([...BLOCK_TYPES].sort())
  })

  it('keeps a block of an unknown type as a generic block, with its fields', () => {
    const block = cmsBlockSchema.parse({ __component: 'sections.countdown', id: 7, endsAt: '2030-01-01' })
    expect(block).toEqual({
      __component: GENERIC_BLOCK_TYPE,
      id: 7,
      sourceComponent: 'sections.countdown',
      reason: 'unknown',
      issues: null,
      fields: { endsAt: '2030-01-01' },
    })
  })

  it('turns a known block with invalid fields into a generic block that says why', () => {
    const block = cmsBlockSchema.parse({ __component: 'sections.hero', id: 2, title: 'Sans image' })
    expect(block.__component).toBe(GENERIC_BLOCK_TYPE)
    if (block.__component !== GENERIC_BLOCK_TYPE) throw new Error('narrowing')
    expect(block.reason).toBe('invalid')
    expect(block.issues).toContain('image')
  })

  it('parses a page whose content mixes known and unknown blocks', () => {
    const parsed = cmsPageSchema.parse(
      page([
        { __component: 'sections.text', id: 1, html: '<p>Bonjour</p>' },
        { __component: 'sections.quiz', id: 2, question: '?' },
      ]),
    )
    expect(parsed.content.map((b) => b.__component)).toEqual(['sections.text', GENERIC_BLOCK_TYPE])
    expect(parsed.seo).toMatchObject({ keywords: '', metaImage: null, canonical: null, noindex: false })
  })

  it('applies the documented defaults', () => {
    const video = { id: 3, name: 'v.webm', url: '/videos/v.webm', mime: 'video/webm', size: 100 }
    const banner = knownBlockSchema.parse({
      __component: 'sections.banner-video',
      id: 1,
      desktopVideo: video,
      poster: image,
      label: 'Camion',
    })
    expect(banner).toMatchObject({ autoplay: true, controls: false, loop: true, muted: true, mobileVideo: null })
    const imageBanner = knownBlockSchema.parse({ __component: 'sections.image-banner', id: 2, image })
    expect(imageBanner).toMatchObject({ ratio: '16/9', mobileImage: null })
    const textImage = knownBlockSchema.parse({ __component: 'sections.text-image', id: 3, html: '<p>x</p>', image })
    expect(textImage).toMatchObject({ style: 'default' })
  })

  it('needs skus or a category for product blocks', () => {
    expect(knownBlockSchema.safeParse({ __component: 'sections.products', id: 1, title: 'Gants' }).success).toBe(false)
    expect(
      knownBlockSchema.safeParse({
        __component: 'sections.products-by-four',
        id: 1,
        title: 'Gants',
        categoryUrlKey: 'gants',
      }).success,
    ).toBe(true)
    expect(
      knownBlockSchema.parse({ __component: 'sections.products', id: 1, title: 'Gants', skus: ['A1'] }),
    ).toMatchObject({ maxCount: 8, categoryUrlKey: null })
  })

  it('refuses script and protocol-relative links', () => {
    for (const href of ['/contact', '#haut', 'https://www.inrs.fr/', 'mailto:a@b.fr', 'tel:+33472000000'])
      expect(cmsHrefSchema.safeParse(href).success).toBe(true)
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      'vbscript:x',
    ]) {
      expect(cmsHrefSchema.safeParse(href).success).toBe(false)
    }
  })

  it('refuses a page path that is not a lower-case slug path', () => {
    expect(cmsPageSchema.safeParse({ ...page([]), fullpath: '/Livraison' }).success).toBe(false)
    expect(cmsPageSchema.safeParse({ ...page([]), fullpath: '/a/../b' }).success).toBe(false)
    expect(cmsPageSchema.safeParse({ ...page([]), fullpath: '/' }).success).toBe(true)
  })
})

describe('embed block', () => {
  const embed = (url: string) => ({ __component: 'sections.embed', id: 9, title: 'Plan d’accès', url })

  it('keeps a frame of an allowed site, with the default 16:9 shape', () => {
    const parsed = cmsBlockSchema.parse(embed('https://www.openstreetmap.org/export/embed.html?bbox=5,45,5.1,45.1'))
    expect(parsed).toMatchObject({ __component: 'sections.embed', width: 640, height: 360, caption: null })
  })

  it('turns a frame of any other site into a logged generic block, so nothing of it is rendered', () => {
    const parsed = cmsBlockSchema.parse(embed('https://evil.example/embed'))
    expect(parsed).toMatchObject({
      __component: GENERIC_BLOCK_TYPE,
      sourceComponent: 'sections.embed',
      reason: 'invalid',
    })
    expect(JSON.stringify(parsed)).toContain('site autorisé')
  })
})
