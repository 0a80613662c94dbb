import { describe, expect, it } from 'vitest'
import { categoryHref, productHref } from './paths'

describe('catalogue paths', () => {
  it('links a product by url_key and sku', () => {
    expect(productHref({ url_key: 'gant-nitrile', sku: 'GN-01 M' })).toBe('/gant-nitrile?sku=GN-01%20M')
    expect(productHref({ url_key: 'gant-nitrile', sku: null })).toBe('/gant-nitrile')
  })

  it('sends universes to /univers and other categories to the catch-all', () => {
    expect(categoryHref({ url_key: 'signalisation', level: 0 })).toBe('/univers/signalisation')
    expect(categoryHref({ url_key: 'tee-shirts', level: 2 })).toBe('/tee-shirts')
  })
})
