/**
 * Cookie categories (docs/product/consent-and-tracking.md#categories). A category's name and description are translated like
 * every other text: `consent.categories.<id>` in messages/fr.json, and in components/consent/en.ts for
 * the English banner.
 */

/** The consent cookie: the concatenated ids of every category once the visitor has chosen (docs/product/consent-and-tracking.md#consent-cookies). */
export const CONSENT_COOKIE = 'ncc_c'
/** The enabled categories, ids joined by {@link ENABLED_SEPARATOR} (docs/product/consent-and-tracking.md#consent-cookies). */
export const ENABLED_COOKIE = 'ncc_e'
/** vanilla-cookieconsent's own record of the choice; the two cookies above mirror it in the shop's format. */
export const LIBRARY_COOKIE = 'cc_cookie'
export const ENABLED_SEPARATOR = '|'

/** A choice is kept one year (docs/product/consent-and-tracking.md#consent-cookies). */
export const CONSENT_EXPIRY_MS = 31_536_000_000
export const CONSENT_EXPIRY_DAYS = CONSENT_EXPIRY_MS / 86_400_000

export const NECESSARY_CATEGORY_ID = 'sh'

/**
 * Optional categories a deployment may switch on (`CONSENT_OPTIONAL_CATEGORIES`). Each needs its texts in
 * the messages, which is why the list is closed rather than free-form.
 */
export const OPTIONAL_CATEGORY_IDS = ['functional'] as const
export type OptionalCategoryId = (typeof OPTIONAL_CATEGORY_IDS)[number]
export type CategoryId = typeof NECESSARY_CATEGORY_ID | OptionalCategoryId

export interface CookieCategory {
  id: CategoryId
  /** Cookies set under this category: listed in the preferences and erased when the category is refused. */
  targetCookieIds: readonly string[]
}

/** The one necessary category: it only covers the cookies that remember the choice itself. */
export const NECESSARY_CATEGORY: CookieCategory = {
  id: NECESSARY_CATEGORY_ID,
  targetCookieIds: [LIBRARY_COOKIE, CONSENT_COOKIE, ENABLED_COOKIE],
}

/** Embedded third-party content (videos, maps): its cookies belong to other sites, so there is nothing of ours to erase. */
const OPTIONAL_CATEGORIES: Record<OptionalCategoryId, CookieCategory> = {
  functional: { id: 'functional', targetCookieIds: [] },
}

export interface ConsentCategories {
  necessary: readonly CookieCategory[]
  /** Empty unless configured (docs/product/consent-and-tracking.md#categories). */
  optional: readonly CookieCategory[]
}

export function consentCategories(optionalIds: readonly OptionalCategoryId[] = []): ConsentCategories {
  return {
    necessary: [NECESSARY_CATEGORY],
    optional: [...new Set(optionalIds)].map((id) => OPTIONAL_CATEGORIES[id]),
  }
}

export function allCategories(categories: ConsentCategories): CookieCategory[] {
  return [...categories.necessary, ...categories.optional]
}
