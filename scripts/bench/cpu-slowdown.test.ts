import { describe, expect, it } from 'vitest'
import { calibrateGathered, cpuSlowdownFor } from './cpu-slowdown'

describe('cpuSlowdownFor', () => {
  it('gives the calculator’s multiplier at each of its anchors', () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(cpuSlowdownFor)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('is linear between anchors, to one decimal', () => {
    // A host of this project's machine class: Lighthouse's default 4× would emulate a phone half as fast.
    expect(cpuSlowdownFor(1100)).toBe(2.6)
    expect(cpuSlowdownFor(1416.5)).toBe(3.5)
  })

  it('keeps the last slope above the last anchor', () => {
    expect(cpuSlowdownFor(2700)).toBe(9)
  })

  it('refuses a host slower than the emulated phone, and a missing index', () => {
    expect(() => cpuSlowdownFor(149)).toThrow(/trop lente/)
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/trop lente/)
  })
})

describe('calibrateGathered', () => {
  // The shape a Lighthouse 12 gather writes, trimmed: the fields the audit reads back are kept whole.
  const gathered = {
    BenchmarkIndex: 1489,
    LighthouseRunWarnings: [],
    settings: {
      formFactor: 'mobile',
      onlyCategories: ['performance'],
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    },
    URL: { requestedUrl: 'http://localhost:3000/' },
  }

  it('takes the slowdown from the run’s own index and writes it into the settings the audit repeats', () => {
    const { benchmarkIndex, cpuSlowdown, artifacts } = calibrateGathered(gathered, null)
    expect(benchmarkIndex).toBe(1489)
    expect(cpuSlowdown).toBe(3.8)
    expect(artifacts).toEqual({
      ...gathered,
      settings: {
        ...gathered.settings,
        throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 3.8 },
      },
    })
  })

  it('gives two runs of one audit the slowdown each host speed calls for', () => {
    const slow = calibrateGathered({ ...gathered, BenchmarkIndex: 1100 }, null)
    const fast = calibrateGathered({ ...gathered, BenchmarkIndex: 2091 }, null)
    expect([slow.cpuSlowdown, fast.cpuSlowdown]).toEqual([2.6, 6.4])
  })

  it('uses a forced slowdown whatever the index', () => {
    const { cpuSlowdown, artifacts } = calibrateGathered(gathered, 4)
    expect(cpuSlowdown).toBe(4)
    expect(artifacts.settings.throttling.cpuSlowdownMultiplier).toBe(4)
  })

  it('refuses a gather without a benchmark index', () => {
    expect(() => calibrateGathered({ ...gathered, BenchmarkIndex: undefined }, null)).toThrow()
  })
})
