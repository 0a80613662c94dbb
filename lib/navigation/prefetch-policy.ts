/** At most 5 route preloads in parallel (docs/product/content.md#navigation). */
export const MAX_PARALLEL_PREFETCHES = 5

/** docs/product/content.md#navigation: no prefetch on data saver or 2G (the Network Information API's `effectiveType`). */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g'])

/** The router marks its prefetch requests (route tree and segment data) with this header. */
const PREFETCH_HEADER = 'next-router-prefetch'

/** What the shop reads of `navigator.connection`, which only Chromium browsers expose. */
export interface ConnectionHints {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  return !connection?.saveData && !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '')
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/**
 * Next only flags with the header the prefetches of `<Link>`s whose `prefetch` is left to `auto`, which
 * is all the shop uses: a `prefetch={true}` link would ask for a full render without it, and pass as a
 * navigation.
 */
export function isRouterPrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = init?.headers ?? (input instanceof Request ? input.headers : undefined)
  return new Headers(headers).has(PREFETCH_HEADER)
}

export interface PrefetchLimits {
  max: number
  isPrefetch: (input: RequestInfo | URL, init?: RequestInit) => boolean
  /** Read when a prefetch gets its turn, so a connection that turns to 2G also stops queued ones. */
  allowed: () => boolean
}

/**
 * Wraps `fetchImpl` so that at most `max` prefetches are on the network at once, the others waiting
 * in order of arrival; prefetches are refused with an AbortError while `allowed()` is false (Next
 * catches it, marks the route as not prefetched for 10 s, and a click then fetches the page as usual).
 * Any other request goes straight to `fetchImpl`, untouched.
 *
 * A slot is held until the body has been read here, not when Next reads it: Next drops the body of a
 * prefetch it cannot use (error status, not a Flight payload) without reading it, which would hold a
 * slot for good. Reading it here costs nothing: Next buffers these bodies whole before decoding them.
 */
export function limitPrefetches(fetchImpl: Fetch, { max, isPrefetch, allowed }: PrefetchLimits): Fetch {
  let inFlight = 0
  const waiting: Array<() => void> = []

  function slot(signal: AbortSignal | null | undefined): Promise<void> {
    signal?.throwIfAborted()
    if (inFlight < max) {
      inFlight++
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', cancel)
        inFlight++
        resolve()
      }
      const cancel = () => {
        waiting.splice(waiting.indexOf(start), 1)
        reject(signal?.reason)
      }
      waiting.push(start)
      signal?.addEventListener('abort', cancel, { once: true })
    })
  }

  async function prefetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    await slot(init?.signal)
    try {
      if (!allowed()) throw refusal()
      return await readBody(await fetchImpl(input, init))
    } finally {
      inFlight--
      waiting.shift()?.()
    }
  }

  return (input, init) => (isPrefetch(input, init) ? prefetch(input, init) : fetchImpl(input, init))
}

function refusal(): DOMException {
  return new DOMException('Prefetch skipped: data saver or 2G connection', 'AbortError')
}

/** The same response with its body already downloaded; `url` and `redirected` tell Next about redirects. */
async function readBody(response: Response): Promise<Response> {
  if (!response.body) return response
  const copy = new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
  return Object.defineProperties(copy, { url: { value: response.url }, redirected: { value: response.redirected } })
}
