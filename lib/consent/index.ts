export {
  CONSENT_COOKIE,
  consentCategories,
  ENABLED_COOKIE,
  LIBRARY_COOKIE,
  NECESSARY_CATEGORY,
  type ConsentCategories,
  type OptionalCategoryId,
} from './categories'
export {
  consentCookieStrings,
  consentRevision,
  consentValue,
  enabledCategories,
  grantedCategories,
  hasConsent,
  parseCookies,
  serializeCookie,
} from './cookies'
export type { ConsentTexts } from './texts'
