import { describe, expect, it } from 'vitest'
import { productDocumentSchema } from '@/lib/search/documents'
import { pictureSources, productPictures, productSrcSet, sourceForWidth } from './images'

const set = (name: string, sequence: number, sizes = ['small', 'medium', 'large', 'xlarge']) =>
  Object.fromEntries(
    sizes.map((size) => [
      size,
      { sequence, src: `https://cdn.example/${name}-${size}.webp`, alt: `${name} alt`, tag: null },
    ]),
  )

describe('product pictures', () => {
  it('serves the smallest rendered size covering the asked width', () => {
    const picture = pictureSources(set('veste', 1))
    if (!picture) throw new Error('expected a picture')
    expect(sourceForWidth(picture.sources, 320)).toBe('https://cdn.example/veste-medium.webp')
    expect(sourceForWidth(picture.sources, 640)).toBe('https://cdn.example/veste-large.webp')
    expect(sourceForWidth(picture.sources, 1536)).toBe('https://cdn.example/veste-xlarge.webp')
    expect(sourceForWidth(picture.sources, 64)).toBe('https://cdn.example/veste-small.webp')
    expect(picture.alt).toBe('veste alt')
  })

  it('uses the sizes a document has and skips empty sets', () => {
    const picture = pictureSources(set('gant', 1, ['small', 'large']))
    expect(picture?.sources.map((source) => source.width)).toEqual([160, 800])
    expect(pictureSources({})).toBeNull()
  })

  it('offers each rendered size at its real width, and only those the document has', () => {
    expect(productSrcSet(pictureSources(set('gant', 1, ['small', 'large']))!)).toBe(
      'https://cdn.example/gant-small.webp 160w, https://cdn.example/gant-large.webp 800w',
    )
  })

  it('orders pictures by sequence', () => {
    const product = productDocumentSchema.parse({
      id: 1,
      model: { name: 'Veste' },
      name: 'Veste',
      url_key: 'veste',
      images: [set('dos', 2), set('face', 1)],
    })
    expect(productPictures(product).map((picture) => picture.alt)).toEqual(['face alt', 'dos alt'])
  })
})
