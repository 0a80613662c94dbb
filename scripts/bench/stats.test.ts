import { describe, expect, it } from 'vitest'
import { percentile, ratio, summarizeLatencies } from './stats'

describe('percentile', () => {
  it('takes the nearest rank of the sorted values, whatever their order', () => {
    const values = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10]
    expect(percentile(values, 50)).toBe(5)
    expect(percentile(values, 95)).toBe(10)
    expect(percentile(values, 10)).toBe(1)
    expect(percentile(values, 100)).toBe(10)
  })

  it('puts a single slow request at p95 only once it is more than 5 % of the samples', () => {
    const fast = Array.from({ length: 99 }, () => 10)
    expect(percentile([...fast, 5000], 95)).toBe(10)
    expect(percentile([...fast.slice(0, 19), 5000], 95)).toBe(10)
    expect(percentile([...fast.slice(0, 18), 5000, 5000], 95)).toBe(5000)
  })

  it('has no value without samples', () => {
    expect(percentile([], 50)).toBeNull()
  })

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('summarizeLatencies', () => {
  it('gives count, median, p95 and maximum', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1)
    expect(summarizeLatencies(values)).toEqual({ count: 20, p50: 10, p95: 19, max: 20 })
  })

  it('reports nothing rather than zeros for an empty run', () => {
    expect(summarizeLatencies([])).toEqual({ count: 0, p50: null, p95: null, max: null })
  })
})

describe('ratio', () => {
  it('divides the figure by its base', () => {
    expect(ratio(250, 1000)).toBe(0.25)
  })

  it('has no value when the base is zero or a figure is missing', () => {
    expect(ratio(250, 0)).toBeNull()
    expect(ratio(null, 1000)).toBeNull()
    expect(ratio(250, null)).toBeNull()
  })
})
