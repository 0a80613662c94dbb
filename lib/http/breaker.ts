import { logger, type Logger } from '@/lib/log/logger'
import type { HttpSystem } from './result'

/**
 * A circuit breaker per back end, for the server's calls (docs/adr/0010-back-end-budgets-and-breakers.md).
 * After `failureThreshold` failed calls within `windowMs` the back end is marked down for `openMs`:
 * calls fail at once instead of each waiting for its timeout. Then one call is let through as a
 * probe; its success closes the breaker, its failure opens it again. Only state changes are logged.
 *
 * Failures are counted in a window rather than in a row because a success proves little here: Next's
 * data cache answers many calls from memory while the back end itself hangs.
 */

export type BreakerState = 'closed' | 'open' | 'half-open'

export interface BreakerSnapshot {
  system: HttpSystem
  state: BreakerState
  /** Failed calls within the window (while closed), or the ones that opened the breaker. */
  recentFailures: number
  /** While open: when the next probe may go out (ISO time). */
  retryAt?: string
}

/** What a call reports when it is over; `ignore` for a caller's abort, which says nothing of the back end. */
export type CallOutcome = 'success' | 'failure' | 'ignore'

export type Admission = { ok: true; settle: (outcome: CallOutcome) => void } | { ok: false; retryInMs: number }

export interface Breaker {
  readonly system: HttpSystem
  admit(): Admission
  snapshot(): BreakerSnapshot
}

export interface BreakerOptions {
  failureThreshold?: number
  windowMs?: number
  openMs?: number
  now?: () => number
  log?: Logger
}

export const BREAKER_DEFAULTS = { failureThreshold: 3, windowMs: 30_000, openMs: 10_000 } as const

export function createBreaker(system: HttpSystem, options: BreakerOptions = {}): Breaker {
  const threshold = options.failureThreshold ?? BREAKER_DEFAULTS.failureThreshold
  const windowMs = options.windowMs ?? BREAKER_DEFAULTS.windowMs
  const openMs = options.openMs ?? BREAKER_DEFAULTS.openMs
  const now = options.now ?? Date.now
  const log = options.log ?? logger('breaker')
  /** When the recent failures happened, oldest first; at most `threshold` are kept. */
  let failures: number[] = []
  let openUntil = 0
  let down = false
  let probing = false

  const state = (): BreakerState => (!down ? 'closed' : now() < openUntil ? 'open' : 'half-open')

  const recent = () => {
    const since = now() - windowMs
    failures = failures.filter((at) => at > since)
    return failures.length
  }

  function settle(outcome: CallOutcome, probe: boolean) {
    if (probe) probing = false
    if (outcome === 'ignore') return
    if (outcome === 'success') {
      // Only the probe's answer says the back end is back (see above).
      if (!probe) return
      log.info('Back end answers again, calls resume', { system })
      failures = []
      down = false
      return
    }
    if (down) {
      // A failed probe: still down, nothing new to tell the operator.
      if (probe) openUntil = now() + openMs
      return
    }
    failures = [...failures, now()].slice(-threshold)
    if (recent() >= threshold) {
      down = true
      openUntil = now() + openMs
      log.warn('Back end marked down, calls fail fast', { system, recentFailures: threshold, windowMs, openMs })
    }
  }

  return {
    system,
    admit() {
      const current = state()
      // While the probe is out, the others still fail fast: one call decides for all.
      if (current === 'open' || (current === 'half-open' && probing)) {
        return { ok: false, retryInMs: Math.max(openUntil - now(), 0) }
      }
      const probe = current === 'half-open'
      if (probe) probing = true
      let settled = false
      return {
        ok: true,
        settle: (outcome) => {
          if (settled) return
          settled = true
          settle(outcome, probe)
        },
      }
    },
    snapshot() {
      const current = state()
      return {
        system,
        state: current,
        recentFailures: down ? failures.length : recent(),
        ...(current === 'open' ? { retryAt: new Date(openUntil).toISOString() } : {}),
      }
    },
  }
}

/*
 * One breaker per back end for the whole server process. The proxy and the pages are bundled apart,
 * so module state would give each bundle its own copy: the registry lives on globalThis.
 */
const REGISTRY = Symbol.for('equipro.http.breakers')
type Registry = Map<HttpSystem, Breaker>
const registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map())

export function breakerFor(system: HttpSystem): Breaker {
  let breaker = registry.get(system)
  if (!breaker) {
    breaker = createBreaker(system)
    registry.set(system, breaker)
  }
  return breaker
}

/** The state of every back end the server has called, for the proxy. */
export function breakerStates(): BreakerSnapshot[] {
  return [...registry.values()].map((breaker) => breaker.snapshot())
}

/**
 * A back end's breaker as the health report shows it: its state, its recent failures and, while it is
 * open, when the next probe may go out. Nothing for a back end this server never called through one.
 */
export function breakerHealth(system: HttpSystem): Record<string, string | number> {
  const breaker = registry.get(system)
  if (!breaker) return {}
  const { state, recentFailures, retryAt } = breaker.snapshot()
  return { breaker: state, recentFailures, ...(retryAt ? { retryAt } : {}) }
}
