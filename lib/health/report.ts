/**
 * The shop's health as a load balancer or an operator reads it: each back end up or down, how long it
 * took to answer, and why it is down. Nothing here names an address or a credential: the answer is
 * public. Each back end's check is a function, so a caller can add what it knows of a back end (for
 * instance the state of its circuit breaker) without this module knowing where it comes from.
 */

export const BACKENDS = ['identity', 'order-system', 'shop-server', 'cms', 'search'] as const
export type BackendName = (typeof BACKENDS)[number]

export type DownReason = 'timeout' | 'network' | 'http' | 'missing'

export type ProbeOutcome = { up: true; httpStatus?: number } | { up: false; reason: DownReason; httpStatus?: number }

/** Reaches a back end once; must give up when `signal` aborts. */
export type Probe = (signal: AbortSignal) => Promise<ProbeOutcome>

/** What else is known of a back end without calling it (e.g. `{ breaker: 'open' }`); shown as is. */
export type BackendDetails = () => Record<string, string | number | boolean>

export interface BackendHealth {
  status: 'up' | 'down'
  latencyMs: number
  reason?: DownReason
  httpStatus?: number
  [detail: string]: string | number | boolean | undefined
}

export interface HealthReport {
  status: 'ok' | 'degraded'
  backends: Record<BackendName, BackendHealth>
}

const detailSources = new Map<BackendName, BackendDetails>()

/** Lets a layer that watches a back end (retries, breaker) add its view to every health report. */
export function registerBackendDetails(name: BackendName, details: BackendDetails): () => void {
  detailSources.set(name, details)
  return () => {
    if (detailSources.get(name) === details) detailSources.delete(name)
  }
}

/** Every back end checked at once, each given at most `timeoutMs`. */
export async function healthReport(
  probes: Record<BackendName, Probe>,
  { timeoutMs, now = () => performance.now() }: { timeoutMs: number; now?: () => number },
): Promise<HealthReport> {
  const entries = await Promise.all(
    BACKENDS.map(async (name): Promise<[BackendName, BackendHealth]> => {
      const started = now()
      const outcome = await withTimeout(probes[name], timeoutMs)
      const health: BackendHealth = {
        ...detailSources.get(name)?.(),
        status: outcome.up ? 'up' : 'down',
        latencyMs: Math.round(now() - started),
      }
      if (!outcome.up) health.reason = outcome.reason
      if (outcome.httpStatus !== undefined) health.httpStatus = outcome.httpStatus
      return [name, health]
    }),
  )
  const backends = Object.fromEntries(entries) as Record<BackendName, BackendHealth>
  return { status: entries.every(([, health]) => health.status === 'up') ? 'ok' : 'degraded', backends }
}

async function withTimeout(probe: Probe, timeoutMs: number): Promise<ProbeOutcome> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<ProbeOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve({ up: false, reason: 'timeout' })
    }, timeoutMs)
  })
  try {
    return await Promise.race([
      probe(controller.signal).catch((): ProbeOutcome => ({ up: false, reason: 'network' })),
      timedOut,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A GET that counts any answer below 500 as "reachable" (a 404 at an API's root still proves it
 * listens); `expectOk` asks for a 2xx, for a document the shop really needs. Credentials written in the
 * URL (`https://user:pass@host`) travel as Basic authorisation, since fetch refuses them in the URL.
 */
export function httpProbe(address: string, fetchImpl: typeof fetch, { expectOk = false } = {}): Probe {
  const url = new URL(address)
  const headers = new Headers({ accept: 'application/json' })
  if (url.username || url.password) {
    const user = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
    headers.set('authorization', `Basic ${Buffer.from(user).toString('base64')}`)
    url.username = ''
    url.password = ''
  }
  return async (signal) => {
    const response = await fetchImpl(url, { headers, signal, cache: 'no-store', redirect: 'manual' })
    // Only the status matters; the body is let go so the connection can be reused.
    await response.body?.cancel().catch(() => undefined)
    const reachable = expectOk ? response.ok : response.status < 500
    return reachable
      ? { up: true, httpStatus: response.status }
      : { up: false, reason: 'http', httpStatus: response.status }
  }
}
