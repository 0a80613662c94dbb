import type { CookieValue } from 'vanilla-cookieconsent'
import { describe, expect, it, vi } from 'vitest'
import { consentEn } from '@/components/consent/en'
import messages from '@/messages/fr.json'
import { consentCategories } from './categories'
import { libraryConfig } from './library-config'

const noop = () => {}

function build(optional: Array<'functional'> = [], showToBots = false) {
  const onChoice = vi.fn<(cookie: CookieValue) => void>()
  const config = libraryConfig({
    categories: consentCategories(optional),
    texts: { fr: messages.consent, en: consentEn },
    showToBots,
    secure: true,
    onChoice,
    onModalReady: noop,
    onModalShow: noop,
    onModalHide: noop,
  })
  return { config, onChoice }
}

describe('libraryConfig', () => {
  it('shows English by default, French on French pages, one year, bottom left, page kept usable', () => {
    const { config } = build()
    expect(config.language.default).toBe('en')
    expect(config.language.autoDetect).toBe('document')
    expect(Object.keys(config.language.translations).sort()).toEqual(['en', 'fr'])
    expect(config.cookie?.expiresAfterDays).toBe(365)
    expect(config.guiOptions?.consentModal?.position).toBe('bottom left')
    expect(config.disablePageInteraction).toBe(false)
    expect(config.mode).toBe('opt-in')
  })

  it('gives accepting and refusing the same weight', () => {
    const { config } = build()
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true)
    expect(config.guiOptions?.preferencesModal?.equalWeightButtons).toBe(true)
  })

  it('has only the read-only necessary category by default, optional ones when configured', () => {
    expect(build().config.categories).toEqual({ sh: { enabled: true, readOnly: true } })
    expect(build(['functional']).config.categories).toEqual({
      sh: { enabled: true, readOnly: true },
      functional: { enabled: false, readOnly: false, autoClear: { cookies: [] } },
    })
  })

  it('asks again when the category list changes', () => {
    expect(build().config.revision).not.toBe(build(['functional']).config.revision)
  })

  it('hides from bots unless told to show', () => {
    expect(build().config.hideFromBots).toBe(true)
    expect(build([], true).config.hideFromBots).toBe(false)
  })

  it('uses the French texts with every button of the banner', () => {
    const fr = build(['functional']).config.language.translations.fr
    if (!fr || typeof fr !== 'object') throw new Error('missing French translation')
    expect(fr.consentModal).toMatchObject({
      acceptAllBtn: 'Accepter',
      acceptNecessaryBtn: 'Refuser',
      showPreferencesBtn: 'Gérer les cookies',
      closeIconLabel: 'Continuer sans accepter',
    })
    expect(fr.preferencesModal).toMatchObject({ acceptAllBtn: 'Tout accepter', acceptNecessaryBtn: 'Tout refuser' })
    expect(fr.preferencesModal.savePreferencesBtn).toBe('Enregistrer mes choix')
    expect(fr.preferencesModal.closeIconLabel).toBe('Fermer')
    const linked = fr.preferencesModal.sections.map((section) => section.linkedCategory)
    expect(linked).toEqual([undefined, 'sh', 'functional'])
    expect(fr.preferencesModal.sections[1]?.cookieTable?.body).toEqual([
      { name: 'cc_cookie' },
      { name: 'ncc_c' },
      { name: 'ncc_e' },
    ])
    expect(fr.preferencesModal.sections[2]?.cookieTable).toBeUndefined()
  })

  it('uses the English texts for the English translation', () => {
    const en = build().config.language.translations.en
    if (!en || typeof en !== 'object') throw new Error('missing English translation')
    expect(en.consentModal.acceptAllBtn).toBe('Accept')
    expect(en.preferencesModal.acceptAllBtn).toBe('Accept all')
    expect(en.preferencesModal.title).toBe('Manage cookies')
  })

  it('reports every recorded choice, on load and on change', () => {
    const { config, onChoice } = build()
    const cookie = { categories: ['sh'] } as unknown as CookieValue
    config.onConsent?.({ cookie })
    config.onChange?.({ cookie, changedCategories: [], changedServices: {} })
    expect(onChoice).toHaveBeenCalledTimes(2)
  })
})
