import { describe, expect, it } from 'vitest'
import {
  blockingOverRounds,
  formatBlockingByWork,
  formatLighthouse,
  lighthouseVerdicts,
  summarizeLighthouse,
  type LighthouseScores,
} from './lighthouse-report'

/** A Lighthouse 12 result cut down to what the summary reads, plus fields it must ignore. */
function lhr(overrides: { performance?: number | null; cls?: number } = {}) {
  const audit = (title: string, score: number | null, scoreDisplayMode = 'binary', numericValue?: number) => ({
    id: title,
    title,
    score,
    scoreDisplayMode,
    ...(numericValue === undefined ? {} : { numericValue }),
  })
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: 'http://localhost:3200/search?q=blouson',
    categories: {
      performance: {
        score: overrides.performance === undefined ? 0.953 : overrides.performance,
        auditRefs: [{ id: 'largest-contentful-paint' }],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'image-alt' }, { id: 'color-contrast' }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'inspector-issues' }, { id: 'csp-xss' }] },
      seo: { score: 0.66, auditRefs: [{ id: 'is-crawlable' }, { id: 'structured-data' }] },
    },
    audits: {
      'largest-contentful-paint': audit('Largest Contentful Paint', 0.9, 'numeric', 2253.4),
      'total-blocking-time': audit('Total Blocking Time', 0.5, 'numeric', 370),
      'cumulative-layout-shift': audit('Cumulative Layout Shift', 1, 'numeric', overrides.cls ?? 0.022),
      'image-alt': audit('Image elements have [alt] attributes', 1),
      'color-contrast': audit('Contrast', null, 'notApplicable'),
      'inspector-issues': audit('Issues were logged in the `Issues` panel in Chrome Devtools', 0),
      'csp-xss': audit('Ensure CSP is effective against XSS attacks', 1, 'informative'),
      'is-crawlable': audit('Page is blocked from indexing', 0),
      'structured-data': audit('Structured data is valid', null, 'manual'),
      'total-byte-weight': audit('Total size', 1, 'numeric', 251_000),
      'network-requests': { ...audit('Network Requests', null, 'informative'), details: { items: [{}, {}, {}] } },
      // Our own audit (blocking-by-work.mjs): impacts on the pessimistic graph, 500 ms for a TBT of 370.
      'blocking-by-work': {
        ...audit('Temps de blocage par nature du travail', null, 'informative'),
        details: {
          type: 'table',
          items: [
            { group: 'scriptEvaluation', tbtImpact: 300 },
            { group: 'styleLayout', tbtImpact: 100 },
            { group: 'parseHTML', tbtImpact: 0 },
            // A group a later Lighthouse may add counts as "other".
            { group: 'wasmCompile', tbtImpact: 60 },
            { group: 'other', tbtImpact: 40 },
          ],
        },
      },
      // An insight's details hold an object where a table holds an array.
      'document-latency-insight': { ...audit('Document latency', 1), details: { items: { noRedirects: true } } },
    },
    runWarnings: ['The tested device appears to have a slower CPU than Lighthouse expects.'],
    environment: { benchmarkIndex: 642.5 },
    configSettings: { formFactor: 'mobile', throttling: { rttMs: 150, cpuSlowdownMultiplier: 1.8 } },
  }
}

describe('summarizeLighthouse', () => {
  it('reads the four scores out of 100, CLS, LCP, TBT and the warnings', () => {
    expect(summarizeLighthouse('recherche', lhr())).toMatchObject({
      page: 'recherche',
      url: 'http://localhost:3200/search?q=blouson',
      performance: 95,
      accessibility: 100,
      bestPractices: 96,
      seo: 66,
      cls: 0.022,
      lcpMs: 2253.4,
      tbtMs: 370,
      benchmarkIndex: 642.5,
      cpuSlowdown: 1.8,
      warnings: ['The tested device appears to have a slower CPU than Lighthouse expects.'],
    })
  })

  it('reads a run without its settings as audited at an unknown slowdown', () => {
    expect(summarizeLighthouse('recherche', { ...lhr(), configSettings: undefined }).cpuSlowdown).toBeNull()
  })

  it('reads what the page load transferred and in how many requests', () => {
    expect(summarizeLighthouse('produit', lhr())).toMatchObject({ transferBytes: 251_000, requests: 3 })
  })

  it('lists the scored audits that lost points outside performance, and no manual or informative one', () => {
    expect(summarizeLighthouse('recherche', lhr()).failedAudits).toEqual([
      'bonnes pratiques : Issues were logged in the `Issues` panel in Chrome Devtools',
      'SEO : Page is blocked from indexing',
    ])
  })

  it('keeps a category Lighthouse could not score as missing', () => {
    expect(summarizeLighthouse('accueil', lhr({ performance: null })).performance).toBeNull()
  })

  it('tells a run Lighthouse could not complete from a page that scored low', () => {
    const broken = { ...lhr({ performance: null }), runtimeError: { code: 'NO_NAVSTART', message: 'No navigation' } }
    expect(summarizeLighthouse('recherche', broken)).toMatchObject({ performance: null, runtimeError: 'NO_NAVSTART' })
    expect(summarizeLighthouse('recherche', lhr()).runtimeError).toBeNull()
  })

  it('splits the TBT by kind of work, each group its share of Lighthouse’s impacts', () => {
    expect(summarizeLighthouse('recherche', lhr()).blockingByWork).toEqual({
      scriptEvaluation: 222,
      scriptParseCompile: 0,
      styleLayout: 74,
      parseHTML: 0,
      paintCompositeRender: 0,
      garbageCollection: 0,
      other: 74,
    })
  })

  it('has no split for a run without our audit', () => {
    const audits = Object.fromEntries(Object.entries(lhr().audits).filter(([id]) => id !== 'blocking-by-work'))
    expect(summarizeLighthouse('recherche', { ...lhr(), audits }).blockingByWork).toBeNull()
  })

  it('refuses something that is not a Lighthouse result', () => {
    expect(() => summarizeLighthouse('accueil', { categories: {} })).toThrow()
  })
})

describe('lighthouseVerdicts', () => {
  const scores = (patch: Partial<LighthouseScores>): LighthouseScores => ({
    ...summarizeLighthouse('accueil', lhr()),
    ...patch,
  })

  it('holds performance to 95, the other categories to 100 and CLS under 0.05', () => {
    expect(
      lighthouseVerdicts(scores({ performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.049 })),
    ).toEqual({
      performance: true,
      tbt: true,
      accessibility: true,
      bestPractices: true,
      seo: true,
      cls: true,
    })
    expect(
      lighthouseVerdicts(scores({ performance: 94, accessibility: 99, bestPractices: 99, seo: 99, cls: 0.05 })),
    ).toEqual({
      performance: false,
      tbt: true,
      accessibility: false,
      bestPractices: false,
      seo: false,
      cls: false,
    })
  })

  it('holds performance within 5 points of the bare-Next floor and TBT within 150 ms of it', () => {
    const floor = { performance: 100, tbtMs: 100 }
    expect(lighthouseVerdicts(scores({ performance: 95, tbtMs: 250 }), floor)).toMatchObject({
      performance: true,
      tbt: true,
    })
    expect(lighthouseVerdicts(scores({ performance: 96, tbtMs: 251 }), { ...floor, performance: 102 })).toMatchObject({
      performance: false,
      tbt: false,
    })
  })

  it('lets a noindex page off its only lost SEO point, and no other', () => {
    const noindexOnly = scores({ seo: 66, failedSeoAudits: ['is-crawlable'] })
    expect(lighthouseVerdicts(noindexOnly, undefined, true).seo).toBe(true)
    expect(lighthouseVerdicts(noindexOnly).seo).toBe(false)
    expect(
      lighthouseVerdicts(scores({ seo: 60, failedSeoAudits: ['is-crawlable', 'meta-description'] }), undefined, true)
        .seo,
    ).toBe(false)
  })

  it('fails a missing score', () => {
    expect(lighthouseVerdicts(scores({ performance: null, cls: null }))).toMatchObject({
      performance: false,
      cls: false,
    })
  })
})

describe('formatLighthouse', () => {
  it('prints each page’s scores with PASS/FAIL and then the points lost', () => {
    const text = formatLighthouse([summarizeLighthouse('recherche', lhr())])
    const row = text.split('\n').find((line) => line.startsWith('recherche'))
    expect(row).toMatch(
      /^recherche\s+95 PASS\s+100 PASS\s+96 FAIL\s+66 FAIL\s+0\.022 PASS\s+2253 ms\s+370 ms\s+251\.0 kB \(3\)\s+643 ×1\.8$/,
    )
    expect(text).toContain('Points perdus :\n  recherche — bonnes pratiques : Issues were logged')
    expect(text).toContain('  recherche — avertissement : The tested device appears to have a slower CPU')
  })

  it('prints the bare-Next floor first and each page’s gap to it', () => {
    const floor = { ...summarizeLighthouse('plancher Next nu', lhr()), performance: 99, tbtMs: 160 }
    const text = formatLighthouse([summarizeLighthouse('recherche', lhr())], floor, ['recherche'])
    const lines = text.split('\n')
    expect(lines[2]).toMatch(/^plancher Next nu\s+99 PASS/)
    expect(lines.find((line) => line.startsWith('recherche'))).toMatch(
      /^recherche\s+95 \(-4\) PASS\s+100 PASS\s+96 FAIL\s+66 PASS\s+0\.022 PASS\s+2253 ms\s+370 ms \(\+210 ms\) FAIL\s+251\.0 kB \(3\)\s+643 ×1\.8$/,
    )
  })

  it('says so when the floor itself scores under the target, and not otherwise', () => {
    const page = summarizeLighthouse('recherche', lhr())
    const floor = (performance: number) => ({ ...summarizeLighthouse('plancher Next nu', lhr()), performance })
    expect(formatLighthouse([page], floor(88))).toContain(
      'Le plancher lui-même obtient 88 < 95 au ralenti ×1.8 : la cible absolue est hors de portée du framework seul',
    )
    expect(formatLighthouse([page], floor(95))).not.toContain('hors de portée')
    expect(formatLighthouse([page])).not.toContain('hors de portée')
  })

  it('prints every round’s performance beside the median run’s, when the pages were audited in rounds', () => {
    const median = { ...summarizeLighthouse('recherche', lhr()), roundPerformances: [91, 95, null, 97] }
    const row = formatLighthouse([median]).split('\n')[2]
    expect(row).toMatch(/^recherche\s+95 PASS.*643 ×1\.8\s+91 95 — 97$/)
    expect(formatLighthouse([summarizeLighthouse('recherche', lhr())]).split('\n')[0]).not.toContain('chaque tour')
  })

  it('holds the product page to 300 kB and 35 requests on a first visit', () => {
    const page = (bytes: number, requests: number) => ({
      ...summarizeLighthouse('produit', lhr()),
      transferBytes: bytes,
      requests,
    })
    const row = (bytes: number, requests: number) =>
      formatLighthouse([page(bytes, requests)], undefined, [], ['produit']).split('\n')[2]
    expect(row(300_000, 35)).toMatch(/300\.0 kB \(35\) PASS\s+643 ×1\.8$/)
    expect(row(300_001, 35)).toMatch(/300\.0 kB \(35\) FAIL\s+643 ×1\.8$/)
    expect(row(120_000, 36)).toMatch(/120\.0 kB \(36\) FAIL\s+643 ×1\.8$/)
  })
})

describe('blockingOverRounds', () => {
  const base = summarizeLighthouse('catégorie', lhr())
  const round = (tbtMs: number, scriptEvaluation: number, styleLayout: number): LighthouseScores => ({
    ...base,
    tbtMs,
    blockingByWork: { ...base.blockingByWork!, scriptEvaluation, styleLayout },
  })

  it('takes each kind of work’s median over the rounds and the rounds’ median TBT: one odd round moves none of them', () => {
    const rounds = [
      round(400, 250, 100),
      round(980, 600, 90),
      round(450, 260, 140),
      round(420, 240, 120),
      round(470, 270, 60),
    ]
    expect(blockingOverRounds(rounds)).toEqual({
      page: 'catégorie',
      rounds: 5,
      tbtMs: 450,
      split: { ...base.blockingByWork!, scriptEvaluation: 260, styleLayout: 100 },
    })
  })

  it('leaves out a round Lighthouse broke and a round without our audit', () => {
    const broken = { ...round(0, 0, 0), runtimeError: 'NO_NAVSTART' }
    const unsplit = { ...round(2000, 0, 0), blockingByWork: null }
    expect(blockingOverRounds([round(400, 250, 100), broken, unsplit, round(500, 300, 80)])).toMatchObject({
      rounds: 2,
      tbtMs: 400,
      split: { scriptEvaluation: 250, styleLayout: 80 },
    })
    expect(blockingOverRounds([broken, unsplit])).toEqual({ page: 'catégorie', rounds: 0, tbtMs: null, split: null })
  })
})

describe('formatBlockingByWork', () => {
  it('prints the floor’s split first, then each page’s with its gap to the floor, kind by kind', () => {
    const page = blockingOverRounds([summarizeLighthouse('catégorie', lhr())])
    const floor = {
      ...page,
      page: 'plancher Next nu',
      tbtMs: 250,
      split: { ...page.split!, scriptEvaluation: 230, styleLayout: 10, other: 10 },
    }
    const lines = formatBlockingByWork([page, { ...page, page: 'accueil', split: null }], floor).split('\n')
    expect(lines[0]).toMatch(/^page\s+TBT\s+exécution des scripts\s+compilation des scripts\s+styles et mise en page/)
    expect(lines[2]).toMatch(/^plancher Next nu\s+250 ms\s+230 ms\s+0\.0 ms\s+10\.0 ms\s/)
    expect(lines[3]).toMatch(/^catégorie\s+370 ms \(\+120\)\s+222 ms \(-8\)\s+0\.0 ms \(\+0\)\s+74\.0 ms \(\+64\)\s/)
    expect(lines[3]).toMatch(/74\.0 ms \(\+64\)$/)
    expect(lines[4]).toMatch(/^accueil\s+370 ms \(\+120\)\s+non mesuré$/)
  })
})
