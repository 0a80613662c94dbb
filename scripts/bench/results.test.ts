import { describe, expect, it } from 'vitest'
import type { LoadFigures } from './load'
import { CATALOGUE_ROUTES, evaluateBudgets, pageVsFloor, type BenchResults } from './results'

const load = (rps: number, p95: number | null, failures = 0): LoadFigures => ({
  rps,
  p50: p95 === null ? null : p95 / 2,
  p95,
  max: p95,
  requests: rps * 10,
  failures,
})

const page = (name: BenchResults['pages'][number]['name'], warm: LoadFigures) => ({
  name,
  path: '/x',
  route: '/[handle]',
  firstResponseMs: 900,
  cold: load(100, 300),
  warm,
  vsFloor: { cold: null, warm: null },
})

const js = (routes: Array<[string, number]>) => ({
  smallest: '/_not-found',
  routes: routes.map(([route, aboveSmallest]) => ({
    route,
    bytes: nextFloorJs + aboveSmallest,
    chunks: 10,
    ratio: 1,
    aboveSmallest,
  })),
})

const floor = { bytes: 80_000, mode: 'precompressed' as const, cold: load(1800, 9), warm: load(2000, 8) }
const nextFloorJs = 140_000

describe('evaluateBudgets', () => {
  it('passes a page at a quarter of the floor’s warm throughput with p95 under 100 ms, and fails it just below', () => {
    const verdicts = evaluateBudgets({
      pages: [page('product', load(500, 99.9)), page('category', load(499, 100))],
      floor,
      js: js([]),
      nextFloorJs,
    })
    expect(verdicts.filter((v) => v.budget !== 'js')).toEqual([
      { budget: 'throughput', subject: 'product', value: 0.25, pass: true },
      { budget: 'p95', subject: 'product', value: 99.9, pass: true },
      { budget: 'throughput', subject: 'category', value: 0.2495, pass: false },
      { budget: 'p95', subject: 'category', value: 100, pass: false },
    ])
  })

  it('fails both budgets of a run with failed requests, however fast it looked', () => {
    const verdicts = evaluateBudgets({ pages: [page('search', load(1900, 5, 3))], floor, js: js([]), nextFloorJs })
    expect(verdicts.filter((v) => v.budget !== 'js').map((v) => v.pass)).toEqual([false, false])
  })

  it('fails throughput when the floor itself failed, since there is nothing to compare with', () => {
    const brokenFloor = { ...floor, warm: load(2000, 8, 1) }
    const [throughput] = evaluateBudgets({
      pages: [page('home', load(1900, 5))],
      floor: brokenFloor,
      js: js([]),
      nextFloorJs,
    })
    expect(throughput?.pass).toBe(false)
  })

  it('holds catalogue routes to the bare-Next floor + 40 kB, cart and account routes to + 90 kB, fails a catalogue route the build lacks, and leaves other routes out', () => {
    const sizes = new Map<string, number>(CATALOGUE_ROUTES.map((route) => [route, 1_000]))
    sizes.set('/[handle]/[[...query]]', 40_000).set('/search/[[...query]]', 40_001)
    sizes.set('/account/login', 90_000).set('/cart', 90_001).set('/contact', 150_000)
    sizes.delete('/plan-categories')
    const verdicts = evaluateBudgets({ pages: [], floor, js: js([...sizes]), nextFloorJs })
    expect(verdicts).toHaveLength(CATALOGUE_ROUTES.length + 2)
    expect(verdicts).toContainEqual({ budget: 'js', subject: '/[handle]/[[...query]]', value: 40_000, pass: true })
    expect(verdicts).toContainEqual({ budget: 'js', subject: '/search/[[...query]]', value: 40_001, pass: false })
    expect(verdicts).toContainEqual({ budget: 'js', subject: '/plan-categories', value: null, pass: false })
    expect(verdicts).toContainEqual({ budget: 'accountJs', subject: '/account/login', value: 90_000, pass: true })
    expect(verdicts).toContainEqual({ budget: 'accountJs', subject: '/cart', value: 90_001, pass: false })
    expect(verdicts.map((v) => v.subject)).not.toContain('/contact')
  })
})

describe('pageVsFloor', () => {
  it('divides cold by cold and warm by warm', () => {
    expect(pageVsFloor({ cold: load(450, 50), warm: load(500, 40) }, floor)).toEqual({ cold: 0.25, warm: 0.25 })
  })
})
