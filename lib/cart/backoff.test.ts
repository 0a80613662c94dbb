import { describe, expect, it } from 'vitest'
import { backoffDelay } from './backoff'

describe('backoffDelay', () => {
  it('waits up to 1 s times 2 to the attempt', () => {
    expect([0, 1, 2, 3, 8].map((attempt) => backoffDelay(attempt, 1))).toEqual([1000, 2000, 4000, 8000, 256_000])
  })

  it('never waits more than 5 minutes, however many attempts failed', () => {
    expect(backoffDelay(9, 1)).toBe(300_000)
    expect(backoffDelay(50, 1)).toBe(300_000)
    expect(backoffDelay(5000, 1)).toBe(300_000)
  })

  it('is a random share of the bound', () => {
    expect(backoffDelay(2, 0)).toBe(0)
    expect(backoffDelay(2, 0.25)).toBe(1000)
    expect(backoffDelay(20, 0.5)).toBe(150_000)
  })
})
