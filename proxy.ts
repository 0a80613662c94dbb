import { NextResponse, type NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { SILENT_RENEW_PATH } from '@/lib/auth/settings'
import { cachedQueryPath, isInternalQueryPath } from '@/lib/routes/cached-query'
import { AUTH_MARKER_COOKIE, loginRedirectPath, requiresAuth } from '@/lib/routes/guard'
import { securityHeaders } from '@/lib/security/headers'

/**
 * Runs before every page: the sign-in guard for account and checkout pages, the security headers, and
 * the rewrite of catalogue URLs with a query to their cached routes (ADR 0007).
 * Not an authorisation layer (see lib/routes/guard.ts).
 */
export function proxy(request: NextRequest) {
  // CVE-2025-29927: this internal header once let a request skip the proxy. Nothing legitimate sends it
  // from outside, so it is refused outright rather than trusted to the framework's own check.
  if (request.headers.has(SUBREQUEST_HEADER)) {
    console.warn(`[proxy] refused a request carrying ${SUBREQUEST_HEADER}: ${request.nextUrl.pathname}`)
    return new NextResponse(null, { status: 400 })
  }
  const { pathname, search, searchParams } = request.nextUrl
  if (isInternalQueryPath(pathname)) return new NextResponse(null, { status: 404 })
  const guarded = requiresAuth(pathname)
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const nonce = guarded ? btoa(crypto.randomUUID()) : undefined
  const headers = securityHeaders(getConfig(), {
    https,
    dev: process.env.NODE_ENV === 'development',
    sameOriginFrame: pathname === SILENT_RENEW_PATH,
    nonce,
  })

  let response: NextResponse
  if (guarded && !request.cookies.get(AUTH_MARKER_COOKIE)?.value) {
    response = NextResponse.redirect(new URL(loginRedirectPath(pathname, search), request.url))
  } else if (nonce) {
    // Next reads the nonce from the request's policy and puts it on every script it renders.
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!)
    response = NextResponse.next({ request: { headers: requestHeaders } })
  } else {
    const cached = cachedQueryPath(pathname, searchParams)
    response = cached ? NextResponse.rewrite(new URL(cached, request.url)) : NextResponse.next()
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  // A buyer's pages are never stored, by a shared cache nor by the browser: after a sign-out, the back
  // button must ask the server (and its guard) again. Chromium keeps even such pages in its
  // back-forward cache, but drops them once a cookie changed, which a sign-out always does.
  if (guarded) response.headers.set('Cache-Control', 'private, no-store')
  return response
}

const SUBREQUEST_HEADER = 'x-middleware-subrequest'

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
