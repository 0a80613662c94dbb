import { NextResponse, type NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { SILENT_RENEW_PATH } from '@/lib/auth/settings'
import { createRecentSet } from '@/lib/cache/recent-set'
import { breakerStates } from '@/lib/http/breaker'
import { logger } from '@/lib/log/logger'
import { cachedQueryPath, isInternalQueryPath } from '@/lib/routes/cached-query'
import { AUTH_MARKER_COOKIE, loginRedirectPath, rendersWithNonce, requiresAuth } from '@/lib/routes/guard'
import { GUARD_HEADER, guardedRender, isGuardable, outageSuspected, retryAfterSeconds } from '@/lib/routes/outage-guard'
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/log/request-id'
import { securityHeaders } from '@/lib/security/headers'

const log = logger('proxy')

/**
 * Pages this server has answered with 200 lately, under the path they are cached at: Next serves them
 * from its cache, even while a back end fails. Any other page is rendered by its request and goes
 * through the outage guard, so that a failed render reaches the buyer as the 503 page (ADR 0010).
 */
const renderedPages = createRecentSet(20_000)

/**
 * Runs before every request but the build's static files: the sign-in guard for account and checkout
 * pages, the security headers, the request id, the rewrite of catalogue URLs with a query to their
 * cached routes (ADR 0007), and the outage guard while a back end fails (ADR 0010).
 * Not an authorisation layer (see lib/routes/guard.ts).
 */
export async function proxy(request: NextRequest) {
  const config = getConfig()
  const { pathname, search, searchParams } = request.nextUrl
  const nonce = rendersWithNonce(pathname) ? btoa(crypto.randomUUID()) : undefined
  const headers = securityHeaders(config, {
    // From the configuration, never from a header the client controls (X-Forwarded-Proto).
    https: new URL(config.SITE_URL).protocol === 'https:',
    dev: process.env.NODE_ENV === 'development',
    sameOriginFrame: pathname === SILENT_RENEW_PATH,
    nonce,
  })
  const requestId = requestIdOf(request.headers)
  headers[REQUEST_ID_HEADER] = requestId
  const guarded = requiresAuth(pathname)
  const respond = (response: Response) => {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    // A buyer's pages are never stored, by a shared cache nor by the browser: after a sign-out, the back
    // button must ask the server (and its guard) again. Chromium keeps even such pages in its
    // back-forward cache, but drops them once a cookie changed, which a sign-out always does.
    if (guarded) response.headers.set('Cache-Control', 'private, no-store')
    return response
  }

  // CVE-2025-29927: this internal header once let a request skip the proxy. Nothing legitimate sends it
  // from outside, so it is refused outright rather than trusted to the framework's own check.
  if (request.headers.has(SUBREQUEST_HEADER)) {
    log.warn('Refused a request carrying x-middleware-subrequest', { path: pathname, requestId })
    return respond(new NextResponse(null, { status: 400 }))
  }
  if (isInternalQueryPath(pathname)) return respond(new NextResponse(null, { status: 404 }))
  const cached = nonce ? null : cachedQueryPath(pathname, searchParams)

  if (!request.headers.has(GUARD_HEADER) && isGuardable(request, pathname, nonce !== undefined)) {
    const page = cached ?? pathname
    // In development the first render of a page includes its compilation: it is never guarded then.
    const unseen = process.env.NODE_ENV !== 'development' && !renderedPages.has(page)
    if (unseen || outageSuspected(breakerStates())) {
      const response = await guardedRender(request, {
        origin: selfOrigin(),
        requestId,
        timeoutMs: GUARD_TIMEOUT_MS,
        retryAfterS: () => retryAfterSeconds(breakerStates(), Date.now(), RETRY_AFTER_FALLBACK_S),
      })
      if (response.status === 200) renderedPages.add(page)
      return respond(response)
    }
  }

  // Pages read the request id from the request; Next reads the nonce from the request's policy.
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(REQUEST_ID_HEADER, requestId)
  if (nonce) requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!)

  if (guarded && !request.cookies.get(AUTH_MARKER_COOKIE)?.value) {
    return respond(NextResponse.redirect(new URL(loginRedirectPath(pathname, search), request.url)))
  }
  return respond(
    cached
      ? NextResponse.rewrite(new URL(cached, request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } }),
  )
}

const SUBREQUEST_HEADER = 'x-middleware-subrequest'
/**
 * A safety net only: every back-end call of a render has its own budget, so a render taking longer is
 * busy, not waiting (the catalogue loading at start); it is still cut off before a buyer gives up.
 */
const GUARD_TIMEOUT_MS = 30_000
/** The breakers' open period: a buyer told to come back sooner would meet the same page. */
const RETRY_AFTER_FALLBACK_S = 10

/** This server as seen from itself: Next's own record of where it listens, else the port on loopback. */
function selfOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`
}

export const config = {
  // The build's files and the image optimiser skip the proxy; next.config.ts gives them (and their 404s)
  // the headers that do not depend on the configuration. Everything else, `/favicon.ico` included, passes here.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
