import { parseCookies } from '@/lib/consent'
import { AUTH_MARKER_COOKIE } from '@/lib/routes/guard'

/** The session marker is kept 10 days (docs/product/sign-in.md#session-marker). */
export const AUTH_MARKER_MAX_AGE_S = 10 * 24 * 60 * 60

export interface AuthMarker {
  set(): void
  clear(): void
  isSet(): boolean
}

/**
 * The `auth_user` cookie tells the proxy's guard (and page tracking) that someone signed in. The
 * browser writes it, so it cannot be HttpOnly; it carries no secret, only `1`, and proves nothing: the
 * back ends authorise every call with their own HttpOnly session.
 */
export function createAuthMarker(doc: { cookie: string }, options: { secure: boolean }): AuthMarker {
  const attributes = `Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
  return {
    set() {
      doc.cookie = `${AUTH_MARKER_COOKIE}=1; Max-Age=${AUTH_MARKER_MAX_AGE_S}; ${attributes}`
    },
    clear() {
      doc.cookie = `${AUTH_MARKER_COOKIE}=; Max-Age=0; ${attributes}`
    },
    isSet() {
      return Boolean(parseCookies(doc.cookie).get(AUTH_MARKER_COOKIE))
    },
  }
}
