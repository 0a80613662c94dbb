import {
  allCategories,
  CONSENT_COOKIE,
  CONSENT_EXPIRY_MS,
  ENABLED_COOKIE,
  ENABLED_SEPARATOR,
  type ConsentCategories,
} from './categories'

/** What the consent cookie holds once the visitor has chosen: every category id, concatenated (docs/product/consent-and-tracking.md#consent-cookies). */
export function consentValue(categories: ConsentCategories): string {
  return allCategories(categories)
    .map((category) => category.id)
    .join('')
}

/**
 * docs/product/consent-and-tracking.md#consent-cookies: consent is given only when the stored value names exactly today's categories, so adding a
 * category asks every visitor again.
 */
export function hasConsent(consentCookieValue: string | undefined, categories: ConsentCategories): boolean {
  return consentCookieValue !== undefined && consentCookieValue === consentValue(categories)
}

export function enabledCategories(cookieValue: string | undefined): string[] {
  if (!cookieValue) return []
  return cookieValue.split(ENABLED_SEPARATOR).filter((id) => id !== '')
}

export function enabledValue(ids: readonly string[]): string {
  return ids.join(ENABLED_SEPARATOR)
}

/**
 * The categories that may run now: none until the visitor has chosen (silence is refusal), and only
 * known ones afterwards, so a stale cookie cannot switch on a category that no longer exists.
 */
export function grantedCategories(cookieHeader: string, categories: ConsentCategories): string[] {
  const cookies = parseCookies(cookieHeader)
  if (!hasConsent(cookies.get(CONSENT_COOKIE), categories)) return []
  const known = new Set(allCategories(categories).map((category) => category.id as string))
  return enabledCategories(cookies.get(ENABLED_COOKIE)).filter((id) => known.has(id))
}

/** `document.cookie` (or a Cookie header) as a map; the first occurrence of a name wins, as in browsers. */
export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (!name || cookies.has(name)) continue
    const raw = part.slice(index + 1).trim()
    try {
      cookies.set(name, decodeURIComponent(raw))
    } catch {
      cookies.set(name, raw)
    }
  }
  return cookies
}

/**
 * The shop's two consent cookies for a choice made at `consentedAt`. They expire with the library's own cookie
 * (same start, same one-year span) instead of being pushed back on every visit.
 */
export function consentCookieStrings(
  acceptedIds: readonly string[],
  categories: ConsentCategories,
  options: { consentedAt: Date; secure: boolean },
): [string, string] {
  // A missing or unreadable timestamp means the choice is being made now.
  const start = Number.isNaN(options.consentedAt.getTime()) ? Date.now() : options.consentedAt.getTime()
  const expires = new Date(start + CONSENT_EXPIRY_MS)
  return [
    serializeCookie(CONSENT_COOKIE, consentValue(categories), { expires, secure: options.secure }),
    serializeCookie(ENABLED_COOKIE, enabledValue(acceptedIds), { expires, secure: options.secure }),
  ]
}

export function serializeCookie(name: string, value: string, options: { expires: Date; secure: boolean }): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Expires=${options.expires.toUTCString()}`,
    'SameSite=Lax',
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * vanilla-cookieconsent's revision number: it changes whenever the category list changes, so the library
 * asks again exactly when {@link hasConsent} would stop being true.
 */
export function consentRevision(categories: ConsentCategories): number {
  let hash = 5381
  for (const char of consentValue(categories)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  return hash
}
