import type { Context } from 'hono'

export interface RateLimit {
  max: number
  windowMs: number
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A sliding window per key, in memory: enough for one demo process, and forgotten on restart, which is
 * what a throttle (unlike a quota) should do. `check` only reads; the caller `record`s what counts
 * (an accepted lead, a failed password), so refused attempts never use up the allowance.
 */
export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now) {
  const hits = new Map<string, number[]>()
  const recent = (key: string, t: number) => (hits.get(key) ?? []).filter((at) => at > t - windowMs)
  return {
    /** The seconds to wait when the key has used up its allowance. */
    check(key: string): RateVerdict {
      const t = now()
      const times = recent(key, t)
      if (times.length < max) return { allowed: true }
      const oldest = times[0] ?? t
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) }
    },
    record(key: string): void {
      const t = now()
      const times = recent(key, t)
      times.push(t)
      hits.set(key, times)
      // Forget idle keys so a spray of addresses cannot grow the map without bound.
      if (hits.size > 10_000) for (const [k, at] of hits) if ((at.at(-1) ?? 0) <= t - windowMs) hits.delete(k)
    },
  }
}

/**
 * The peer's address as the Node server saw it. Forwarded headers are ignored on purpose: anyone can
 * send them, and the demo runs without a trusted proxy in front.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'inconnue'
}
