/**
 * The one vanilla-cookieconsent instance of the tab, shared by the banner, the footer link and blocked
 * frames, plus a change signal for components that depend on the visitor's choice.
 */

type CookieConsentApi = typeof import('vanilla-cookieconsent')

let api: Promise<CookieConsentApi> | undefined

/** Loaded after hydration, so the banner's script and styles are never on a page's critical path. */
export function loadCookieConsent(): Promise<CookieConsentApi> {
  api ??= import('./library').then((library) => library.default)
  return api
}

let running = false

/** Whether the library actually shows its modals in this tab (it stays silent for crawlers). */
export function setConsentRunning(value: boolean): void {
  running = value
}

/** The library's 3.1.0 crawler test: with `hideFromBots` it renders nothing and its API must not be used. */
export function hiddenFromBot(navigator: Pick<Navigator, 'userAgent' | 'webdriver'>, hideFromBots: boolean): boolean {
  return hideFromBots && (navigator.webdriver || /bot|crawl|spider|slurp|teoma/i.test(navigator.userAgent))
}

export async function openCookiePreferences(): Promise<void> {
  if (!running) return
  const consent = await loadCookieConsent()
  consent.showPreferences()
}

/**
 * One click on a blocked frame accepts its category, keeping what was accepted before, and records the
 * choice as any answer to the banner does (the banner, if still shown, goes away).
 */
export async function acceptCookieCategory(category: string): Promise<void> {
  if (!running) return
  const consent = await loadCookieConsent()
  consent.acceptCategory([...new Set([...consent.getUserPreferences().acceptedCategories, category])])
  consent.hide()
}

const listeners = new Set<() => void>()

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The consent cookies changed: blocked content re-reads them. */
export function notifyConsentChange(): void {
  for (const listener of listeners) listener()
}
