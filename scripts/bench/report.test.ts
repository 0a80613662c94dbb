import { describe, expect, it } from 'vitest'
import type { LoadFigures } from './load'
import { formatReport } from './report'
import { evaluateBudgets, pageVsFloor, type BenchResults } from './results'

const load = (rps: number, p95: number): LoadFigures => ({
  rps,
  p50: p95 / 2,
  p95,
  max: p95 * 3,
  requests: rps * 10,
  failures: 0,
})
const floor = { bytes: 85_400, mode: 'precompressed' as const, cold: load(1900, 9), warm: load(2000, 8) }
const gzipFloor = { bytes: 85_400, mode: 'gzip-per-request' as const, cold: load(900, 12), warm: load(1000, 11) }
const nextFloorJs = 140_000

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  const measured = [
    { name: 'home' as const, path: '/', route: '/', firstResponseMs: 40, cold: load(700, 30), warm: load(800, 25) },
    {
      name: 'product' as const,
      path: '/veste?sku=V-1',
      firstResponseMs: 15_000,
      cold: load(90, 180),
      warm: load(120, 140),
    },
  ]
  const pages = measured.map((page) => ({ ...page, vsFloor: pageVsFloor(page, floor) }))
  const js = {
    smallest: '/_not-found',
    routes: [
      { route: '/[handle]/[[...query]]', bytes: 254_089, chunks: 15, ratio: 1.06, aboveSmallest: 14_758 },
      { route: '/account/login', bytes: 290_000, chunks: 15, ratio: 1.21, aboveSmallest: 50_669 },
      { route: '/_not-found', bytes: 239_331, chunks: 5, ratio: 1, aboveSmallest: 0 },
    ],
  }
  return {
    version: 1,
    date: '2026-11-22T07:00:00.000Z',
    machine: { cpus: 2, node: 'v20.20.2', loadAverage: [1.5, 1.2, 1] },
    settings: { products: 50_000, connections: 10, durationS: 10, acceptEncoding: 'gzip' },
    timings: { demoS: 20, buildS: 75 },
    pages,
    floor,
    gzipFloor,
    js,
    nextFloorJs,
    autocomplete: { firstMs: 15_500, samples: 200, p50: 12, p95: 31, empty: 0 },
    cart: {
      rapidChanges: 20,
      burstRequests: 1,
      clickIntervalMs: 50,
      clickRequests: 20,
      queued: 100,
      flushMs: 84,
      flushRequests: 1,
    },
    budgets: evaluateBudgets({ pages, floor, js, nextFloorJs }),
    ...overrides,
  }
}

const lineOf = (text: string, start: string) => text.split('\n').find((line) => line.startsWith(start)) ?? ''

describe('formatReport', () => {
  it('prints each page’s figures with the verdict of its budgets next to them', () => {
    const text = formatReport(results())
    expect(lineOf(text, 'accueil')).toMatch(/25\.0 ms PASS\s+40 % PASS$/)
    expect(lineOf(text, 'produit')).toMatch(
      /^produit\s+\/veste\?sku=V-1\s+15000 ms\s+90\.0\s+90\.0 ms\s+180 ms\s+5 %\s+120\s+70\.0 ms\s+140 ms FAIL\s+6 % FAIL$/,
    )
    expect(lineOf(text, 'plancher ')).toMatch(/HTML produit pré-compressé \(85\.4 kB\)\s+—\s+1900/)
    expect(lineOf(text, 'plancher gzip')).toMatch(/gzip à chaque requête\s+—\s+900 .* 50 %$/)
  })

  it('prints each route’s JavaScript against the bare-Next floor, with the verdict of its budget', () => {
    const text = formatReport(results())
    expect(text).toContain('plancher Next nu (même run) : 140.0 kB')
    expect(lineOf(text, '/[handle]/[[...query]]')).toMatch(/254\.1 kB\s+×1\.81\s+\+114\.1 kB\s+catalogue FAIL$/)
    expect(lineOf(text, '/account/login')).toMatch(/290\.0 kB\s+×2\.07\s+\+150\.0 kB\s+panier\/compte FAIL$/)
    expect(lineOf(text, '/_not-found')).toMatch(/\+99\.3 kB$/)
  })

  it('sums up the budgets and lists every one', () => {
    const text = formatReport(results())
    expect(text).toContain('Budgets : 2/12 PASS')
    const lines = text.split('\n')
    expect(lines.find((line) => /^débit chaud ≥ 25 % du plancher pré-compressé\s+produit/.test(line))).toMatch(
      /6 %\s+FAIL$/,
    )
    expect(lines.find((line) => /^p95 chaud < 100 ms\s+accueil/.test(line))).toMatch(/25\.0 ms\s+PASS$/)
  })

  it('reports the cart figures, or why they are missing', () => {
    expect(formatReport(results())).toContain(
      'Panier : 20 changements de quantité → 1 requête(s) de synchronisation dans la même tâche, 20 à un clic toutes les 50 ms ; ' +
        '100 transactions en attente vidées en 84.0 ms (1 requête(s))',
    )
    expect(formatReport(results({ cart: { skipped: 'moteur absent' } }))).toContain(
      'Panier : non mesuré (moteur absent)',
    )
  })

  it('reports the memory before and after the distinct URLs with the heap limit in force, or why it is missing', () => {
    const memory = { urls: 20_000, concurrency: 6, beforeMb: 236, afterMb: 1001, failures: 3, seconds: 700 }
    expect(lineOf(formatReport(results({ memory: { ...memory, heapLimitMb: null } })), 'Mémoire')).toBe(
      'Mémoire (RSS du serveur Next) : 236 Mo avant, 1\u202f001 Mo après 20\u202f000 URL /search?q=… distinctes ' +
        '(6 en parallèle, 700 s), limite du tas : celle de Node par défaut ; 3 réponses autres que 200',
    )
    expect(lineOf(formatReport(results({ memory: { ...memory, heapLimitMb: 1536 } })), 'Mémoire')).toContain(
      'limite du tas : 1\u202f536 Mo',
    )
    expect(formatReport(results({ memory: { skipped: 'boutique non démarrée' } }))).toContain(
      'Mémoire : non mesurée (boutique non démarrée)',
    )
    expect(formatReport(results())).not.toContain('Mémoire')
  })

  it('flags a run whose requests failed', () => {
    const broken = results()
    broken.pages[0]!.warm = { ...broken.pages[0]!.warm, failures: 12 }
    expect(lineOf(formatReport(broken), 'accueil')).toContain('800 (12 échecs)')
  })
})
