import { describe, expect, it } from 'vitest'
import { allowedEmbedUrl } from './embeds'

describe('allowedEmbedUrl', () => {
  it('keeps an https page of an allowed site', () => {
    const map = 'https://www.openstreetmap.org/export/embed.html?bbox=4.8,45.7,4.9,45.8&layer=mapnik'
    expect(allowedEmbedUrl(map)).toBe(map)
  })

  it.each([
    ['another site', 'https://evil.example/embed'],
    ['plain http', 'http://www.openstreetmap.org/export/embed.html'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['credentials before the host', 'https://user:pw@www.openstreetmap.org/'],
    ['a look-alike host', 'https://www.openstreetmap.org.evil.example/'],
    ['not a URL', 'carte du dépôt'],
  ])('refuses %s', (_, raw) => {
    expect(allowedEmbedUrl(raw)).toBeNull()
  })
})
