import { describe, expect, it, vi } from 'vitest'
import { createBreaker, type Admission, type Breaker } from './breaker'

function setup(options: { failureThreshold?: number; openMs?: number } = {}) {
  let clock = 1_000_000
  const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const breaker = createBreaker('cms', { failureThreshold: 3, openMs: 10_000, ...options, now: () => clock, log })
  return {
    breaker,
    log,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

function admitted(admission: Admission) {
  if (!admission.ok) throw new Error('expected the call to go out')
  return admission
}

const fail = (breaker: Breaker, times: number) => {
  for (let i = 0; i < times; i++) admitted(breaker.admit()).settle('failure')
}

describe('createBreaker', () => {
  it('lets calls through while failures are rare', () => {
    const { breaker, advance } = setup()
    fail(breaker, 2)
    advance(30_000)
    fail(breaker, 2)
    expect(breaker.admit().ok).toBe(true)
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', recentFailures: 2 })
    advance(30_000)
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', recentFailures: 0 })
  })

  it('after three failures within the window, fails calls at once and says when the next try goes out', () => {
    const { breaker, advance } = setup()
    fail(breaker, 2)
    advance(20_000)
    fail(breaker, 1)
    advance(4_000)
    expect(breaker.admit()).toEqual({ ok: false, retryInMs: 6_000 })
    expect(breaker.snapshot()).toEqual({
      system: 'cms',
      state: 'open',
      recentFailures: 3,
      retryAt: new Date(1_030_000).toISOString(),
    })
  })

  it('is not fooled by answers served from a cache between the failures', () => {
    const { breaker } = setup()
    for (let i = 0; i < 3; i++) {
      admitted(breaker.admit()).settle('success')
      fail(breaker, 1)
    }
    expect(breaker.admit().ok).toBe(false)
  })

  it('then lets one probe through, the others still failing fast, and closes on its success', () => {
    const { breaker, advance } = setup()
    fail(breaker, 3)
    advance(10_000)
    expect(breaker.snapshot().state).toBe('half-open')
    const probe = admitted(breaker.admit())
    expect(breaker.admit().ok).toBe(false)
    probe.settle('success')
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', recentFailures: 0 })
    expect(breaker.admit().ok).toBe(true)
  })

  it('opens again for the whole period when the probe fails', () => {
    const { breaker, advance } = setup()
    fail(breaker, 3)
    advance(10_000)
    admitted(breaker.admit()).settle('failure')
    advance(9_999)
    expect(breaker.admit().ok).toBe(false)
    advance(1)
    expect(breaker.admit().ok).toBe(true)
  })

  it('frees the probe slot when the probe was aborted by its caller', () => {
    const { breaker, advance } = setup()
    fail(breaker, 3)
    advance(10_000)
    admitted(breaker.admit()).settle('ignore')
    expect(breaker.admit().ok).toBe(true)
  })

  it('logs each change of state once, not each refused call', () => {
    const { breaker, log, advance } = setup()
    fail(breaker, 3)
    for (let i = 0; i < 50; i++) expect(breaker.admit().ok).toBe(false)
    advance(10_000)
    admitted(breaker.admit()).settle('failure')
    advance(10_000)
    admitted(breaker.admit()).settle('success')
    expect(log.warn).toHaveBeenCalledExactlyOnceWith('Back end marked down, calls fail fast', {
      system: 'cms',
      recentFailures: 3,
      windowMs: 30_000,
      openMs: 10_000,
    })
    expect(log.info).toHaveBeenCalledExactlyOnceWith('Back end answers again, calls resume', { system: 'cms' })
  })

  it('counts a settled call once even if settled twice', () => {
    const { breaker } = setup()
    const call = admitted(breaker.admit())
    call.settle('failure')
    call.settle('failure')
    call.settle('failure')
    expect(breaker.snapshot().recentFailures).toBe(1)
  })
})
