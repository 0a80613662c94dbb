export {
  CONSENT_COOKIE,
  CONSENT_EXPIRY_DAYS,
  CONSENT_EXPIRY_MS,
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
