/**
 * The visitor's locale is remembered for a year (docs/product/constants.md#locale), under the
 * name next-intl reads. The shop has one locale today; the cookie is what a second one would rely on.
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The `document.cookie` assignment that stores `locale` for a year. */
export function localeCookie(locale: string, options: { secure: boolean }): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${
    options.secure ? '; Secure' : ''
  }`
}
