import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows max hits per window and key, then tells how long to wait', () => {
    let now = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, () => now)
    expect(limiter.hit('a').allowed).toBe(true)
    now = 10_000
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(limiter.hit('b').allowed).toBe(true)
    now = 60_001
    expect(limiter.hit('a').allowed).toBe(true)
  })
})
