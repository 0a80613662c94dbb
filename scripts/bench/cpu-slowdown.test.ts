import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor } from './cpu-slowdown'

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
