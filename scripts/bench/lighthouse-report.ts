import { z } from 'zod'
import { percentile } from './stats'
import { format, formatTable } from './table'

/** The issue's targets for the mobile audit. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  /** A first visit to a product page. */
  productTransferBytes: 300_000,
  productRequests: 35,
  /** Points the performance score may lose to the bare-Next floor audited in the same run. */
  performanceBelowFloor: 5,
  /** Total Blocking Time the page may add to the floor's. */
  tbtAboveFloorMs: 150,
} as const

/** Lighthouse's audit of a `noindex` page: the search results may stay out of the index. */
const NOINDEX_AUDIT = 'is-crawlable'

const categorySchema = z.object({
  /** null when Lighthouse could not score the category. */
  score: z.number().nullable(),
  auditRefs: z.array(z.object({ id: z.string() })),
})
const auditSchema = z.object({
  title: z.string(),
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  numericValue: z.number().optional(),
  // Shapes differ between audits (a table's `items` is an array, an insight's an object): read where used.
  details: z.unknown().optional(),
})

/** The parts of a Lighthouse 12 result (LHR) the summary reads. */
const lhrSchema = z.object({
  finalDisplayedUrl: z.string(),
  categories: z.object({
    performance: categorySchema,
    accessibility: categorySchema,
    'best-practices': categorySchema,
    seo: categorySchema,
  }),
  audits: z.record(z.string(), auditSchema),
  runWarnings: z.array(z.string()).default([]),
  environment: z.object({ benchmarkIndex: z.number().optional() }).optional(),
  configSettings: z.object({ throttling: z.object({ cpuSlowdownMultiplier: z.number() }) }).optional(),
  runtimeError: z.object({ code: z.string() }).optional(),
})

export interface LighthouseScores {
  page: string
  url: string
  /** 0–100; null when the category could not be scored. */
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  cls: number | null
  lcpMs: number | null
  tbtMs: number | null
  /** What the page load transferred (bytes, `total-byte-weight`) in how many requests (`network-requests`). */
  transferBytes: number | null
  requests: number | null
  /**
   * Lighthouse's CPU benchmark of the machine during the run (a Pixel 5 scores about 1,000): the
   * mobile preset slows this CPU four times more, whatever it is.
   */
  benchmarkIndex: number | null
  /** The CPU slowdown this run was audited with, calibrated from its own benchmark index (cpu-slowdown.ts). */
  cpuSlowdown: number | null
  /** Audits that lost points outside performance, as `category: title`: what to fix for a 100. */
  failedAudits: string[]
  /** Ids of the SEO audits that lost points. */
  failedSeoAudits: string[]
  /** The TBT split by kind of work (ms, adding up to `tbtMs`); null from a run without our audit. */
  blockingByWork: Record<WorkGroup, number> | null
  warnings: string[]
  /**
   * Lighthouse's code when the run itself broke (e.g. `NO_NAVSTART`: the trace lost the navigation on a
   * loaded machine): the scores are then missing, not the page's; the audit runs that page again.
   */
  runtimeError: string | null
  /** The performance score of each measured round, when the page was audited more than once. */
  roundPerformances?: (number | null)[]
}

const CATEGORY_LABELS = { accessibility: 'accessibilité', 'best-practices': 'bonnes pratiques', seo: 'SEO' } as const

const tableSchema = z.object({ items: z.array(z.unknown()) })
const tableLength = (details: unknown) => tableSchema.safeParse(details).data?.items.length ?? null

/** Lighthouse's groups of main-thread work (`core/lib/tracehouse/task-groups.js`), in the order printed. */
export const WORK_GROUPS = {
  scriptEvaluation: 'exécution des scripts',
  scriptParseCompile: 'compilation des scripts',
  styleLayout: 'styles et mise en page',
  parseHTML: 'analyse HTML et CSS',
  paintCompositeRender: 'rendu',
  garbageCollection: 'ramasse-miettes',
  other: 'autre',
} as const
type WorkGroup = keyof typeof WORK_GROUPS
const blockingSchema = z.object({
  items: z.array(z.object({ group: z.string(), tbtImpact: z.number() })),
})

/**
 * The TBT split by kind of work, from our `blocking-by-work` audit (blocking-by-work.mjs). Lighthouse
 * reckons each task's impact on its pessimistic graph, whose total exceeds the TBT it reports (the mean
 * of two graphs), so each group gets its share of that impact applied to the reported TBT: the groups
 * then add up to the figure the budget judges.
 */
function blockingByWork(details: unknown, tbtMs: number | null): Record<WorkGroup, number> | null {
  const items = blockingSchema.safeParse(details).data?.items
  if (!items || tbtMs === null) return null
  const total = items.reduce((sum, item) => sum + item.tbtImpact, 0)
  const split = Object.fromEntries(Object.keys(WORK_GROUPS).map((group) => [group, 0])) as Record<WorkGroup, number>
  for (const { group, tbtImpact } of items) {
    const known: WorkGroup = group in WORK_GROUPS ? (group as WorkGroup) : 'other'
    split[known] += total === 0 ? 0 : (tbtImpact / total) * tbtMs
  }
  return split
}

export function summarizeLighthouse(page: string, raw: unknown): LighthouseScores {
  const lhr = lhrSchema.parse(raw)
  const score = (category: keyof typeof lhr.categories) => {
    const value = lhr.categories[category].score
    return value === null ? null : Math.round(value * 100)
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const tbtMs = metric('total-blocking-time')
  const failedAudits = (Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[]).flatMap((category) =>
    lhr.categories[category].auditRefs.flatMap(({ id }) => {
      const audit = lhr.audits[id]
      const scored = audit && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      return scored && audit.score !== null && audit.score < 1 ? [`${CATEGORY_LABELS[category]} : ${audit.title}`] : []
    }),
  )
  const failedSeoAudits = lhr.categories.seo.auditRefs
    .map(({ id }) => id)
    .filter((id) => {
      const audit = lhr.audits[id]
      return (
        audit?.score !== null && audit?.score !== undefined && audit.score < 1 && audit.scoreDisplayMode === 'binary'
      )
    })
  return {
    page,
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: metric('cumulative-layout-shift'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs,
    transferBytes: metric('total-byte-weight'),
    requests: tableLength(lhr.audits['network-requests']?.details),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings?.throttling.cpuSlowdownMultiplier ?? null,
    failedAudits,
    failedSeoAudits,
    blockingByWork: blockingByWork(lhr.audits['blocking-by-work']?.details, tbtMs),
    warnings: lhr.runWarnings,
    runtimeError: lhr.runtimeError?.code ?? null,
  }
}

/**
 * The page against the absolute targets and, when given, against the bare-Next floor of the same run.
 * `noindexAllowed`: a 100 in SEO is not asked of a page whose only lost point is being `noindex`.
 */
export function lighthouseVerdicts(
  scores: LighthouseScores,
  floor?: Pick<LighthouseScores, 'performance' | 'tbtMs'>,
  noindexAllowed = false,
) {
  const atLeast = (value: number | null, target: number | null) => value !== null && target !== null && value >= target
  const t = LIGHTHOUSE_TARGETS
  const onlyNoindex =
    noindexAllowed && scores.failedSeoAudits.length > 0 && scores.failedSeoAudits.every((id) => id === NOINDEX_AUDIT)
  return {
    performance:
      atLeast(scores.performance, t.performance) &&
      (floor === undefined ||
        atLeast(scores.performance, floor.performance === null ? null : floor.performance - t.performanceBelowFloor)),
    tbt:
      floor === undefined ||
      (scores.tbtMs !== null && floor.tbtMs !== null && scores.tbtMs <= floor.tbtMs + t.tbtAboveFloorMs),
    accessibility: atLeast(scores.accessibility, t.accessibility),
    bestPractices: atLeast(scores.bestPractices, t.bestPractices),
    seo: atLeast(scores.seo, t.seo) || onlyNoindex,
    cls: scores.cls !== null && scores.cls < t.cls,
  }
}

/** ` (+12 ms)`: a figure's gap to the floor's, or nothing when either is missing. */
const gap = (value: number | null, base: number | null | undefined, unit = '') =>
  value === null || base === null || base === undefined
    ? ''
    : ` (${value - base >= 0 ? '+' : ''}${Math.round(value - base)}${unit})`

function transferCell(scores: LighthouseScores, judged: boolean): string {
  const { transferBytes: bytes, requests } = scores
  const figure = `${bytes === null ? '—' : format.kB(bytes)} (${requests ?? '—'})`
  if (!judged) return figure
  const t = LIGHTHOUSE_TARGETS
  const pass = bytes !== null && requests !== null && bytes <= t.productTransferBytes && requests <= t.productRequests
  return `${figure} ${format.verdict(pass)}`
}

/**
 * One row per page with PASS/FAIL; with `floor` (the bare-Next page audited in the same run) the
 * performance and TBT verdicts also hold the page to the floor, and the gap is printed.
 */
export function formatLighthouse(
  pages: readonly LighthouseScores[],
  floor?: LighthouseScores,
  noindexPages: readonly string[] = [],
  /** Pages held to the first visit's transfer budget (the product page). */
  transferBudgetPages: readonly string[] = [],
): string {
  const judged = (value: string, pass: boolean) => `${value} ${format.verdict(pass)}`
  const shown = (value: number | null) => (value === null ? '—' : String(value))
  const t = LIGHTHOUSE_TARGETS
  const rows = floor ? [floor, ...pages] : pages
  // How far one page's score moves from round to round: what a single run would have left to chance.
  const rounds = rows.some((scores) => scores.roundPerformances !== undefined)
  const table = formatTable(
    [
      'page',
      floor
        ? `performance ≥ ${t.performance} et ≥ plancher − ${t.performanceBelowFloor}`
        : `performance ≥ ${t.performance}`,
      `accessibilité ${t.accessibility}`,
      `bonnes pratiques ${t.bestPractices}`,
      `SEO ${t.seo}`,
      `CLS < ${t.cls}`,
      'LCP',
      floor ? `TBT ≤ plancher + ${t.tbtAboveFloorMs} ms` : 'TBT',
      `transfert (requêtes) ≤ ${format.kB(t.productTransferBytes)} (${t.productRequests})`,
      'indice CPU, ralenti',
      ...(rounds ? ['performance de chaque tour'] : []),
    ],
    rows.map((scores) => {
      const isFloor = scores === floor
      const pass = lighthouseVerdicts(scores, isFloor ? undefined : floor, noindexPages.includes(scores.page))
      return [
        scores.page,
        judged(
          shown(scores.performance) + (isFloor ? '' : gap(scores.performance, floor?.performance)),
          pass.performance,
        ),
        judged(shown(scores.accessibility), pass.accessibility),
        judged(shown(scores.bestPractices), pass.bestPractices),
        judged(shown(scores.seo), pass.seo),
        judged(scores.cls === null ? '—' : scores.cls.toFixed(3), pass.cls),
        format.ms(scores.lcpMs),
        floor && !isFloor
          ? judged(format.ms(scores.tbtMs) + gap(scores.tbtMs, floor.tbtMs, ' ms'), pass.tbt)
          : format.ms(scores.tbtMs),
        transferCell(scores, transferBudgetPages.includes(scores.page)),
        `${scores.benchmarkIndex === null ? '—' : Math.round(scores.benchmarkIndex)}${scores.cpuSlowdown === null ? '' : ` ×${scores.cpuSlowdown}`}`,
        ...(rounds ? [(scores.roundPerformances ?? []).map(shown).join(' ')] : []),
      ]
    }),
  )
  const details = rows.flatMap((scores) => [
    ...scores.failedAudits.map((audit) => `  ${scores.page} — ${audit}`),
    ...scores.warnings.map((warning) => `  ${scores.page} — avertissement : ${warning}`),
  ])
  // The framework's own page under the target: no page built on it can be asked for more in this run.
  const floorBelowTarget =
    floor?.performance !== null && floor?.performance !== undefined && floor.performance < t.performance
      ? `\n\nLe plancher lui-même obtient ${floor.performance} < ${t.performance}${floor.cpuSlowdown === null ? '' : ` au ralenti ×${floor.cpuSlowdown}`} : la cible absolue est hors de portée du framework seul dans ce run ; reste l'écart au plancher.`
      : ''
  return `${table}${floorBelowTarget}${details.length > 0 ? `\n\nPoints perdus :\n${details.join('\n')}` : ''}`
}

/** A page's TBT and its split by kind of work over the audit's rounds. */
export interface BlockingOverRounds {
  page: string
  /** The rounds it was taken from: those Lighthouse did not break and our audit measured. */
  rounds: number
  /** The rounds' median TBT. */
  tbtMs: number | null
  /** Each kind of work's median over those rounds, group by group; null when no round was measured. */
  split: Record<WorkGroup, number> | null
}

/**
 * The split by kind of work taken group by group over the rounds: a single run's groups move by a
 * hundred milliseconds or more from one round to the next, even when its TBT is the median, so the
 * median run alone could show a gap where the rounds show none (docs/adr/0039-what-the-blocking-time-is-made-of.md).
 * The medians need not add up to the median TBT.
 */
export function blockingOverRounds(rounds: readonly LighthouseScores[]): BlockingOverRounds {
  const measured = rounds.filter((round) => !round.runtimeError && round.blockingByWork !== null)
  const groups = Object.keys(WORK_GROUPS) as WorkGroup[]
  return {
    page: rounds[0]?.page ?? '',
    rounds: measured.length,
    tbtMs: percentile(
      measured.flatMap((round) => (round.tbtMs === null ? [] : [round.tbtMs])),
      50,
    ),
    split:
      measured.length === 0
        ? null
        : (Object.fromEntries(
            groups.map((group) => [
              group,
              percentile(
                measured.map((round) => round.blockingByWork![group]),
                50,
              ),
            ]),
          ) as Record<WorkGroup, number>),
  }
}

/**
 * What each page's TBT is made of against the floor's, kind of work by kind of work: where the gap to
 * the floor lies, in the same run (docs/adr/0039-what-the-blocking-time-is-made-of.md).
 */
export function formatBlockingByWork(pages: readonly BlockingOverRounds[], floor: BlockingOverRounds): string {
  const groups = Object.keys(WORK_GROUPS) as WorkGroup[]
  return formatTable(
    ['page', 'TBT', ...groups.map((group) => WORK_GROUPS[group])],
    [floor, ...pages].map((blocking) => {
      const base = blocking === floor ? undefined : floor
      const split = blocking.split
      return [
        blocking.page,
        format.ms(blocking.tbtMs) + gap(blocking.tbtMs, base?.tbtMs),
        ...(split
          ? groups.map((group) => format.ms(split[group]) + gap(split[group], base?.split?.[group]))
          : ['non mesuré']),
      ]
    }),
  )
}
