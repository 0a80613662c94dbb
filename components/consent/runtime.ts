/**
 * The one vanilla-cookieconsent instance of the tab, shared by the banner, the footer link and blocked
 * frames, plus a change signal for components that depend on the visitor's choice.
 */

type CookieConsentApi = typeof import('vanilla-cookieconsent')

let api: Promise<CookieConsentApi> | undefined

/** Loaded once needed, so the banner's script and styles are never on a page's critical path. */
export function loadCookieConsent(): Promise<CookieConsentApi> {
  api ??= import('./library').then((library) => library.default)
  return api
}

let need: () => void = () => undefined
const needed = new Promise<void>((resolve) => {
  need = resolve
})

/**
 * The library is loaded and run when the visitor first needs it, not on every page they read
 * (docs/adr/0033-consent-library-on-the-visitors-first-gesture.md): a gesture on a page whose banner
 * asks, the footer's "Gérer les cookies" or a blocked frame.
 */
export function needConsentLibrary(): void {
  need()
}

export function consentLibraryNeeded(): Promise<void> {
  return needed
}

/**
 * A finger or a mouse on the page, a key, a wheel: the first one asks for the library, which then has
 * the time of the visitor's reach for a button to arrive. A glance at the page asks nothing.
 */
const GESTURES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const

/** Needs the library at the visitor's first gesture; returns what stops listening for it. */
export function needConsentLibraryOnGesture(target: Window): () => void {
  const stop = () => {
    for (const type of GESTURES) target.removeEventListener(type, onGesture, true)
  }
  const onGesture = () => {
    stop()
    needConsentLibrary()
  }
  for (const type of GESTURES) target.addEventListener(type, onGesture, { capture: true, passive: true })
  return stop
}

let decide: (running: boolean) => void = () => undefined
/**
 * Whether the library actually shows its modals in this tab (it stays silent for crawlers), once the
 * banner's code has run it: a click on "Gérer les cookies" or a blocked frame asks for it, and is
 * carried out when it has run.
 */
const running = new Promise<boolean>((resolve) => {
  decide = resolve
})

export function setConsentRunning(value: boolean): void {
  decide(value)
}

/** The library's 3.1.0 crawler test: with `hideFromBots` it renders nothing and its API must not be used. */
export function hiddenFromBot(navigator: Pick<Navigator, 'userAgent' | 'webdriver'>, hideFromBots: boolean): boolean {
  return hideFromBots && (navigator.webdriver || /bot|crawl|spider|slurp|teoma/i.test(navigator.userAgent))
}

export async function openCookiePreferences(): Promise<void> {
  needConsentLibrary()
  if (!(await running)) return
  const consent = await loadCookieConsent()
  consent.showPreferences()
}

/**
 * One click on a blocked frame accepts its category, keeping what was accepted before, and records the
 * choice as any answer to the banner does (the banner, if still shown, goes away).
 */
export async function acceptCookieCategory(category: string): Promise<void> {
  needConsentLibrary()
  if (!(await running)) return
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
