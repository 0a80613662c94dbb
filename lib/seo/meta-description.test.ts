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

  it('cuts at 255 characters, on a word boundary, and says so with an ellipsis', () => {
    const description = Array.from({ length: 80 }, (_, i) => `mot${i}`).join(' ')
    const text = defaultMetaDescription({ description })
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
    expect(text.length).toBeGreaterThan(META_DESCRIPTION_MAX - 30)
    expect(text.endsWith('…')).toBe(true)
    const kept = text.slice(0, -1)
    expect(description.startsWith(kept)).toBe(true)
    expect(description.charAt(kept.length)).toBe(' ')
  })

  it('never chops a word, even a long one ending far from the limit', () => {
    const words = ['Gants', 'anticoupure', 'niveau', 'F', 'selon', 'EN 388:2016']
    const description = `${'Protection renforcée. '.repeat(10)}${'électroconductivité'.repeat(3)} ${words.join(' ')}`
    const text = defaultMetaDescription({ description })
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
    const kept = text.replace(/…$/, '').split(' ')
    for (const word of kept) expect(description.split(/\s+/)).toContain(word)
  })

  it('drops a sentence already said by the SEO title or the short description', () => {
    expect(
      defaultMetaDescription({
        seo_title: 'Blouson bicolore Périgord | Nordik Pro',
        short_description: 'Blouson bicolore, gamme Périgord. Vestes multipoches en polycoton résistant.',
        description:
          '<p>Vestes multipoches en polycoton résistant. La gamme <strong>Périgord</strong> allie robustesse et confort.</p>',
      }),
    ).toBe(
      'Blouson bicolore Périgord | Nordik Pro Blouson bicolore, gamme Périgord. Vestes multipoches en polycoton résistant. La gamme Périgord allie robustesse et confort.',
    )
  })

  it('drops a part that repeats another one whole', () => {
    expect(
      defaultMetaDescription({
        seo_title: 'Gants nitrile',
        short_description: 'Gants nitrile',
        description: '<p>Gants nitrile</p><p>Boîte de 100.</p>',
      }),
    ).toBe('Gants nitrile Boîte de 100.')
  })

  it('cuts a single endless word at exactly 255 characters', () => {
    expect(defaultMetaDescription({ description: 'a'.repeat(400) })).toHaveLength(META_DESCRIPTION_MAX)
  })
})

describe('metaDescriptionOf', () => {
  it("cuts the document's own description on a word boundary too", () => {
    const own = `${'Chaussures de sécurité S3 '.repeat(12)}`.trim()
    const text = metaDescriptionOf({ meta_description: own })
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
    expect(own.startsWith(text.replace(/…$/, ''))).toBe(true)
    expect(own.charAt(text.length - 1)).toBe(' ')
  })

  it("prefers the document's own description", () => {
    expect(metaDescriptionOf({ meta_description: 'À moi &amp; toi', seo_title: 'Titre' })).toBe('À moi & toi')
    expect(metaDescriptionOf({ meta_description: '  ', seo_title: 'Titre' })).toBe('Titre')
  })

  it('decodes the entities a rich-text editor writes', () => {
    expect(plainText('Sécurité&nbsp;: EN&#39;388 &lt;3')).toBe("Sécurité : EN'388 <3")
  })
})
