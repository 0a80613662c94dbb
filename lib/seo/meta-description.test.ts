import { describe, expect, it } from 'vitest'
import { defaultMetaDescription, META_DESCRIPTION_MAX, metaDescriptionOf, plainText } from './meta-description'

describe('defaultMetaDescription', () => {
  it('joins seo title, short description and description without tags or line breaks', () => {
    expect(
      defaultMetaDescription({
        seo_title: 'Gants nitrile | Atelier Roc',
        short_description: 'Gants jetables.\nBoîte de 100.',
        description: '<p>Très <strong>résistants</strong>.</p><ul><li>Sans poudre</li></ul>',
      }),
    ).toBe('Gants nitrile | Atelier Roc Gants jetables. Boîte de 100. Très résistants. Sans poudre')
  })

  it('skips missing parts', () => {
    expect(defaultMetaDescription({ seo_title: null, short_description: 'Court', description: null })).toBe('Court')
    expect(defaultMetaDescription({})).toBe('')
  })

  it('cuts at 255 characters, on a word boundary', () => {
    const description = Array.from({ length: 80 }, (_, i) => `mot${i}`).join(' ')
    const text = defaultMetaDescription({ description })
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
    expect(text.length).toBeGreaterThan(META_DESCRIPTION_MAX - 30)
    expect(description.startsWith(text)).toBe(true)
    expect(description.charAt(text.length)).toBe(' ')
  })

  it('cuts a single endless word at exactly 255 characters', () => {
    expect(defaultMetaDescription({ description: 'a'.repeat(400) })).toHaveLength(META_DESCRIPTION_MAX)
  })
})

describe('metaDescriptionOf', () => {
  it("prefers the document's own description", () => {
    expect(metaDescriptionOf({ meta_description: 'À moi &amp; toi', seo_title: 'Titre' })).toBe('À moi & toi')
    expect(metaDescriptionOf({ meta_description: '  ', seo_title: 'Titre' })).toBe('Titre')
  })

  it('decodes the entities a rich-text editor writes', () => {
    expect(plainText('Sécurité&nbsp;: EN&#39;388 &lt;3')).toBe("Sécurité : EN'388 <3")
  })
})
