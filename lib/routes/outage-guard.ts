import type { BreakerSnapshot } from '@/lib/http/breaker'
import { REQUEST_ID_HEADER } from '@/lib/log/request-id'
import messages from '@/messages/fr.json'

/**
 * For a page this server may have to render (one it has not answered lately, or any page while a back
 * end fails), the proxy fetches the page from this server itself and answers what the buyer should
 * get: the page when Next has it (a cached, possibly stale copy, or a render that succeeded), else the
 * French "service momentanément indisponible" page with 503 and Retry-After. Next answers any failed
 * render with 500 and offers no way to choose the status of an App Router page, so the outcome can
 * only be seen, and changed, from outside the render. docs/adr/0010-back-end-budgets-and-breakers.md
 */

/** Marks the guard's own request: it is served as usual, never guarded again. */
export const GUARD_HEADER = 'x-shop-outage-guard'

/** A back end is marked down, waiting for its probe, or has just failed a call. */
export function outageSuspected(states: readonly BreakerSnapshot[]): boolean {
  return states.some((state) => state.state !== 'closed' || state.recentFailures > 0)
}

/** Seconds until the first back end marked down may be tried again; a few seconds otherwise. */
export function retryAfterSeconds(states: readonly BreakerSnapshot[], now: number, fallbackS: number): number {
  const waits = states.flatMap((state) => (state.retryAt ? [Date.parse(state.retryAt) - now] : []))
  const soonest = waits.length > 0 ? Math.min(...waits) : fallbackS * 1000
  return Math.max(1, Math.ceil(soonest / 1000))
}

/**
 * Documents only. Routes go their own way, and so do the pages rendered per request under a script
 * nonce (sign-in, account, checkout), which read no back end on the server and whose nonce must stay
 * the one their HTML carries. The router's own fetches (navigations, prefetches) go straight through:
 * Next hides from the proxy what makes them ask for the page's data rather than its HTML, and when
 * one fails the router loads the document, which is guarded.
 */
export function isGuardable(
  request: Pick<Request, 'method' | 'headers'>,
  pathname: string,
  withNonce: boolean,
): boolean {
  const destination = request.headers.get('sec-fetch-dest')
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (destination === null || destination === 'document') &&
    !withNonce &&
    !pathname.startsWith('/api/')
  )
}

/** Headers of one hop, or describing a body the guard re-encodes. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']

export interface GuardDeps {
  /** Where this server listens, as seen from itself. */
  origin: string
  /** The buyer's request id, kept by the request the guard makes for it. */
  requestId: string
  timeoutMs: number
  retryAfterS: () => number
  fetch?: typeof fetch
}

export async function guardedRender(request: Request, deps: GuardDeps): Promise<Response> {
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  headers.delete('host')
  headers.delete('connection')
  headers.delete('content-length')
  // The answer is relayed as it is: no encoding to undo and redo.
  headers.set('accept-encoding', 'identity')
  headers.set(GUARD_HEADER, '1')
  headers.set(REQUEST_ID_HEADER, deps.requestId)
  let answer: Response
  try {
    answer = await (deps.fetch ?? fetch)(new URL(url.pathname + url.search, deps.origin), {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs),
    })
  } catch {
    return unavailableResponse(deps.retryAfterS())
  }
  if (answer.status >= 500) {
    await answer.body?.cancel()
    return unavailableResponse(deps.retryAfterS())
  }
  const relayed = new Headers(answer.headers)
  for (const name of HOP_HEADERS) relayed.delete(name)
  // Next leaves its proxy's instructions on the answer (`x-middleware-rewrite`); handed back to Next
  // from this proxy, they would be obeyed a second time.
  for (const name of [...relayed.keys()]) if (name.startsWith('x-middleware-')) relayed.delete(name)
  // A redirect names this server as the guard reached it; the buyer is sent to the same path on the
  // address they used. Next wants an absolute location from a proxy: a relative one fails the request.
  // Next may set the header twice (read back joined by a comma): the first one is the redirect.
  const location = relayed.get('location')?.split(', ')[0]
  if (location) {
    const target = new URL(location, deps.origin)
    const own = target.origin === deps.origin
    relayed.set(
      'location',
      own ? new URL(target.pathname + target.search + target.hash, url.origin).toString() : location,
    )
  }
  return new Response(request.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: relayed })
}

/** The buyer's page while a back end is down: plain HTML with no script, so it shows even when the shop's own assets fail. */
export function unavailableResponse(retryAfterS: number): Response {
  const headers = {
    'Retry-After': String(retryAfterS),
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=utf-8',
  }
  return new Response(unavailablePage(), { status: 503, headers })
}

function unavailablePage(): string {
  const { title, text } = messages.error.unavailable
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${messages.meta.siteName}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#17212e;background:#f5f7fa}
main{max-width:40rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem;text-align:center}
.status{font-size:4rem;font-weight:900;margin:0;color:#0b4f8a}
a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.25rem;background:#0b4f8a;color:#fff;text-decoration:none}
a.secondary{background:#fff;color:#0b4f8a;border:2px solid #0b4f8a}
</style>
</head>
<body>
<main id="contenu">
<p class="status" aria-hidden="true">503</p>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="" class="secondary">${messages.btn.retry}</a><a href="/">${messages.btn.back}</a></p>
</main>
</body>
</html>
`
}
