import { NextResponse, type NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { SILENT_RENEW_PATH } from '@/lib/auth/settings'
import { AUTH_MARKER_COOKIE, loginRedirectPath, requiresAuth } from '@/lib/routes/guard'
import { securityHeaders } from '@/lib/security/headers'

/**
 * Runs before every page: the sign-in guard for account and checkout pages and the security headers.
 * Not an authorisation layer (see lib/routes/guard.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const headers = securityHeaders(getConfig(), {
    https,
    dev: process.env.NODE_ENV === 'development',
    sameOriginFrame: pathname === SILENT_RENEW_PATH,
  })

  const response =
    requiresAuth(pathname) && !request.cookies.get(AUTH_MARKER_COOKIE)?.value
      ? NextResponse.redirect(new URL(loginRedirectPath(pathname, search), request.url))
      : NextResponse.next()
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
