import type { CookieConsentConfig, CookieValue, Translation } from 'vanilla-cookieconsent'
import { allCategories, CONSENT_EXPIRY_DAYS, LIBRARY_COOKIE, type ConsentCategories } from './categories'
import { consentRevision } from './cookies'
import type { ConsentTexts } from './texts'

export interface LibraryConfigOptions {
  categories: ConsentCategories
  texts: { fr: ConsentTexts; en: ConsentTexts }
  /** The library hides itself from crawlers and from automated browsers; end-to-end tests need it shown. */
  showToBots: boolean
  /** Plain-HTTP origins (local demo) cannot keep a `Secure` cookie. */
  secure: boolean
  /** Called with every recorded choice: on each page load once chosen, and on every change. */
  onChoice: (cookie: CookieValue) => void
  onModalReady: NonNullable<CookieConsentConfig['onModalReady']>
  onModalShow: NonNullable<CookieConsentConfig['onModalShow']>
  onModalHide: NonNullable<CookieConsentConfig['onModalHide']>
}

/** vanilla-cookieconsent 3.1 settings for docs/product/consent-and-tracking.md. */
export function libraryConfig(options: LibraryConfigOptions): CookieConsentConfig {
  const { categories } = options
  return {
    mode: 'opt-in',
    revision: consentRevision(categories),
    hideFromBots: !options.showToBots,
    // The first layer is server HTML (components/consent/first-layer.tsx); the library keeps the preferences.
    autoShow: false,
    // docs/product/consent-and-tracking.md#cookie-banner: the page stays usable behind the banner; no overlay, no scroll lock, so no layout shift.
    disablePageInteraction: false,
    cookie: { name: LIBRARY_COOKIE, expiresAfterDays: CONSENT_EXPIRY_DAYS, sameSite: 'Lax', secure: options.secure },
    guiOptions: {
      // Equal weight: refusing must be as easy as accepting (CNIL).
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: Object.fromEntries([
      ...categories.necessary.map((category) => [category.id, { enabled: true, readOnly: true }] as const),
      ...categories.optional.map(
        (category) =>
          [
            category.id,
            {
              enabled: false,
              readOnly: false,
              autoClear: { cookies: category.targetCookieIds.map((name) => ({ name })) },
            },
          ] as const,
      ),
    ]),
    language: {
      // English by default (docs/product/consent-and-tracking.md#cookie-banner); `document` picks French on our `<html lang="fr">` pages.
      default: 'en',
      autoDetect: 'document',
      translations: { fr: translation(options.texts.fr, categories), en: translation(options.texts.en, categories) },
    },
    onConsent: ({ cookie }) => options.onChoice(cookie),
    onChange: ({ cookie }) => options.onChoice(cookie),
    onModalReady: options.onModalReady,
    onModalShow: options.onModalShow,
    onModalHide: options.onModalHide,
  }
}

/** The library inserts these strings as HTML; they come from our own message files only. */
export function translation(texts: ConsentTexts, categories: ConsentCategories): Translation {
  return {
    consentModal: {
      label: texts.consentModal.label,
      title: texts.consentModal.title,
      description: texts.consentModal.description,
      // The first layer accepts or declines what it describes; "all" is said in the preferences, beside the choice per category.
      acceptAllBtn: texts.buttons.accept,
      acceptNecessaryBtn: texts.buttons.decline,
      showPreferencesBtn: texts.buttons.manage,
      closeIconLabel: texts.consentModal.closeLabel,
    },
    preferencesModal: {
      title: texts.preferencesModal.title,
      acceptAllBtn: texts.buttons.acceptAll,
      acceptNecessaryBtn: texts.buttons.declineAll,
      savePreferencesBtn: texts.buttons.save,
      closeIconLabel: texts.buttons.close,
      sections: [
        { title: texts.preferencesModal.introTitle, description: texts.preferencesModal.introDescription },
        ...allCategories(categories).map((category) => ({
          title: texts.categories[category.id].name,
          description: texts.categories[category.id].description,
          linkedCategory: category.id,
          ...(category.targetCookieIds.length > 0 && {
            cookieTable: {
              caption: texts.cookieTable.caption,
              headers: { name: texts.cookieTable.name },
              body: category.targetCookieIds.map((name) => ({ name })),
            },
          }),
        })),
      ],
    },
  }
}
