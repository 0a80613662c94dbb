import { decodedForms } from './decode'
import { safeTarget } from './safe-target'

export type NavigationRefusal = 'forbidden-protocol' | 'external-not-allowed' | 'invalid'

export type NavigationCheck = { ok: true; url: string; external: boolean } | { ok: false; reason: NavigationRefusal }

export interface NavigationOptions {
  /** Leaving the site needs an explicit opt-in at the call site. */
  external?: boolean
  /** The site's own origin, e.g. `https://boutique.example`. */
  origin: string
}

const FORBIDDEN_SCHEME = /^(?:javascript|data|vbscript|file|blob):/i

/**
 * Decides whether a navigation target may be followed. Same-origin targets come back as a relative
 * path for the router; other origins only with `external: true`, and then only over http(s), as an
 * absolute URL that needs a full page load.
 */
export function checkNavigation(target: string, options: NavigationOptions): NavigationCheck {
  const site = new URL(options.origin)
  const forms = decodedForms(target)
  if (target.trim() === '' || !forms) return { ok: false, reason: 'invalid' }
  if (forms.some(hasForbiddenScheme)) return { ok: false, reason: 'forbidden-protocol' }

  let url: URL
  try {
    url = new URL(target, site)
  } catch {
    return { ok: false, reason: 'invalid' }
  }

  if (url.origin === site.origin) {
    const path = url.pathname + url.search + url.hash
    // Stays on the site for the browser, but a server-side redirect or a later decode could still
    // read something like `/%2F/evil` as another host.
    return safeTarget(path, '') === path ? { ok: true, url: path, external: false } : { ok: false, reason: 'invalid' }
  }
  if (!options.external) return { ok: false, reason: 'external-not-allowed' }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'forbidden-protocol' }
  return { ok: true, url: url.href, external: true }
}

function hasForbiddenScheme(value: string): boolean {
  // What the URL parser ignores: tabs and newlines anywhere, controls and spaces in front.
  const compact = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')
  return FORBIDDEN_SCHEME.test(compact)
}

export interface Navigator {
  /** The app's router, for a same-site path. */
  push(path: string): void
  /** A full page load, for a target off the site: leaving the site always loads the whole page. */
  assign(url: string): void
  logger: Pick<Console, 'error'>
}

/**
 * Every navigation the shop starts from code goes through here (docs/product/content.md#navigation):
 * checked by {@link checkNavigation}, then handed to the router or loaded in full. A refused target is
 * logged for the operator and the page stays where it is; answers whether the navigation started.
 */
export function navigate(target: string, options: NavigationOptions, navigator: Navigator): boolean {
  const check = checkNavigation(target, options)
  if (!check.ok) {
    navigator.logger.error(`[navigation] refused (${check.reason}): ${target.slice(0, 300)}`)
    return false
  }
  if (check.external) navigator.assign(check.url)
  else navigator.push(check.url)
  return true
}
