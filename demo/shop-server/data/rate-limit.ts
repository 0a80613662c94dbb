import type { Context } from 'hono'

export interface RateLimit {
  max: number
  windowMs: number
}

/**
 * A sliding window per key, in memory: enough for one demo process, and forgotten on restart, which is
 * what a throttle (unlike a quota) should do.
 */
export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now) {
  const hits = new Map<string, number[]>()
  return {
    /** Records a hit; answers the seconds to wait when the key is over its limit. */
    hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const t = now()
      const recent = (hits.get(key) ?? []).filter((at) => at > t - windowMs)
      if (recent.length >= max) {
        hits.set(key, recent)
        const oldest = recent[0] ?? t
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) }
      }
      recent.push(t)
      hits.set(key, recent)
      // Forget idle keys so a spray of addresses cannot grow the map without bound.
      if (hits.size > 10_000) for (const [k, times] of hits) if ((times.at(-1) ?? 0) <= t - windowMs) hits.delete(k)
      return { allowed: true }
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
