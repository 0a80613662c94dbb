import { z } from 'zod'
import { format, formatTable } from './table'

/** The targets for the mobile audit. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
} as const

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
  /**
   * Lighthouse's CPU benchmark of the machine during the run (a Pixel 5 scores about 1,000): the
   * mobile preset slows this CPU four times more, whatever it is.
   */
  benchmarkIndex: number | null
  /** Audits that lost points outside performance, as `category: title`: what to fix for a 100. */
  failedAudits: string[]
  warnings: string[]
}

const CATEGORY_LABELS = { accessibility: 'accessibilité', 'best-practices': 'bonnes pratiques', seo: 'SEO' } as const

export function summarizeLighthouse(page: string, raw: unknown): LighthouseScores {
  const lhr = lhrSchema.parse(raw)
  const score = (category: keyof typeof lhr.categories) => {
    const value = lhr.categories[category].score
    return value === null ? null : Math.round(value * 100)
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const failedAudits = (Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[]).flatMap((category) =>
    lhr.categories[category].auditRefs.flatMap(({ id }) => {
      const audit = lhr.audits[id]
      const scored = audit && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      return scored && audit.score !== null && audit.score < 1 ? [`${CATEGORY_LABELS[category]} : ${audit.title}`] : []
    }),
  )
  return {
    page,
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: metric('cumulative-layout-shift'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits,
    warnings: lhr.runWarnings,
  }
}

export function lighthouseVerdicts(scores: LighthouseScores) {
  const atLeast = (value: number | null, target: number) => value !== null && value >= target
  return {
    performance: atLeast(scores.performance, LIGHTHOUSE_TARGETS.performance),
    accessibility: atLeast(scores.accessibility, LIGHTHOUSE_TARGETS.accessibility),
    bestPractices: atLeast(scores.bestPractices, LIGHTHOUSE_TARGETS.bestPractices),
    seo: atLeast(scores.seo, LIGHTHOUSE_TARGETS.seo),
    cls: scores.cls !== null && scores.cls < LIGHTHOUSE_TARGETS.cls,
  }
}

export function formatLighthouse(pages: readonly LighthouseScores[]): string {
  const judged = (value: string, pass: boolean) => `${value} ${format.verdict(pass)}`
  const shown = (value: number | null) => (value === null ? '—' : String(value))
  const t = LIGHTHOUSE_TARGETS
  const table = formatTable(
    [
      'page',
      `performance ≥ ${t.performance}`,
      `accessibilité ${t.accessibility}`,
      `bonnes pratiques ${t.bestPractices}`,
      `SEO ${t.seo}`,
      `CLS < ${t.cls}`,
      'LCP',
      'TBT',
      'indice CPU',
    ],
    pages.map((scores) => {
      const pass = lighthouseVerdicts(scores)
      return [
        scores.page,
        judged(shown(scores.performance), pass.performance),
        judged(shown(scores.accessibility), pass.accessibility),
        judged(shown(scores.bestPractices), pass.bestPractices),
        judged(shown(scores.seo), pass.seo),
        judged(scores.cls === null ? '—' : scores.cls.toFixed(3), pass.cls),
        format.ms(scores.lcpMs),
        format.ms(scores.tbtMs),
        scores.benchmarkIndex === null ? '—' : String(Math.round(scores.benchmarkIndex)),
      ]
    }),
  )
  const details = pages.flatMap((scores) => [
    ...scores.failedAudits.map((audit) => `  ${scores.page} — ${audit}`),
    ...scores.warnings.map((warning) => `  ${scores.page} — avertissement : ${warning}`),
  ])
  return details.length > 0 ? `${table}\n\nPoints perdus :\n${details.join('\n')}` : table
}
