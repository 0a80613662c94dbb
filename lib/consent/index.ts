export {
  allCategories,
  CONSENT_COOKIE,
  CONSENT_EXPIRY_DAYS,
  CONSENT_EXPIRY_MS,
  consentCategories,
  ENABLED_COOKIE,
  ENABLED_SEPARATOR,
  LIBRARY_COOKIE,
  NECESSARY_CATEGORY,
  NECESSARY_CATEGORY_ID,
  OPTIONAL_CATEGORY_IDS,
  type CategoryId,
  type ConsentCategories,
  type CookieCategory,
  type OptionalCategoryId,
} from './categories'
export {
  consentCookieStrings,
  consentRevision,
  consentValue,
  enabledCategories,
  enabledValue,
  grantedCategories,
  hasConsent,
  parseCookies,
  serializeCookie,
} from './cookies'
export type { ConsentTexts } from './texts'
