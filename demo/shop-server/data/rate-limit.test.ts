import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows max recorded hits per window and key, then tells how long to wait', () => {
    let now = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, () => now)
    limiter.record('a')
    now = 10_000
    expect(limiter.check('a').allowed).toBe(true)
    limiter.record('a')
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(limiter.check('b').allowed).toBe(true)
    now = 60_001
    expect(limiter.check('a').allowed).toBe(true)
  })

  it('counts nothing that was only checked', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => 0)
    for (let i = 0; i < 10; i++) expect(limiter.check('a').allowed).toBe(true)
  })
})
