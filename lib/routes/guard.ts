/** Session marker set by the browser after sign-in (docs/product/sign-in.md#session-marker); the guard only reads it. */
export const AUTH_MARKER_COOKIE = 'auth_user'

export const LOGIN_PATH = '/account/login'

/** Account pages reachable without a session: the sign-in, registration and password flows. */
const PUBLIC_ACCOUNT_PATHS = new Set([
  '/account/login',
  '/account/oidc-redirect',
  '/account/register',
  '/account/signup-validation',
  '/account/password-reset',
  '/account/set-new-password',
  '/account/silent-renew.html',
])

/**
 * Whether a path needs a signed-in user. This is a convenience redirect only: the marker is readable
 * by scripts and proves nothing, so every data read is authorised again by the back ends.
 */
export function requiresAuth(pathname: string): boolean {
  // RSC and prefetch variants of a page must be guarded like the page itself.
  const path = normalise(pathname)
  if (PUBLIC_ACCOUNT_PATHS.has(path)) return false
  return path === '/account' || path.startsWith('/account/') || path === '/checkout' || path.startsWith('/checkout/')
}

function normalise(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape cannot match a public path; keep it raw so protected prefixes still match.
  }
  path = path
    .replace(/\.rsc$/, '')
    .replace(/\.segments\/.*$/, '')
    .replace(/\/{2,}/g, '/')
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path
}

/** `/account/login?target=<path and query>` for a guarded request. */
export function loginRedirectPath(pathname: string, search: string): string {
  const params = new URLSearchParams({ target: `${pathname}${search}` })
  return `${LOGIN_PATH}?${params.toString()}`
}
