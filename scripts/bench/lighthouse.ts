import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { parseEnv } from '../../lib/config/schema'
import { DEMO_ACCOUNTS } from '../../demo/accounts'
import { BENCH_ENV, LIGHTHOUSE_FILE, LIGHTHOUSE_REPORTS_DIR, NEXT_FLOOR_PORT } from './environment'
import { calibrateGathered } from './cpu-slowdown'
import { buildNextFloor } from './next-floor'
import {
  blockingOverRounds,
  formatBlockingByWork,
  formatLighthouse,
  summarizeLighthouse,
  type LighthouseScores,
} from './lighthouse-report'
import { formatMainThread, mainThreadBeforeLcp } from './main-thread'
import { requireChromium, run } from './shared.mjs'
import { startBenchStack } from './stack'
import { PAGE_LABELS, readTargets, type PageName } from './targets'

/**
 * `npm run audit:lighthouse`: the Lighthouse 12 CLI with Debian's Chromium, in its mobile configuration
 * (simulated slow 4G, and a CPU slowdown calibrated to this machine so that it emulates the preset's phone),
 * on the home, a category, a product, a search of the 50,000-product demo and the category map, each held
 * to the targets and to a floor audited in the same rounds: a bare Next App Router page built from our own
 * node_modules (next-floor.ts), what the framework alone scores on this machine
 * (docs/adr/0029-lighthouse-rounds-and-calibrated-cpu.md). Full reports go to LIGHTHOUSE_REPORTS_DIR, the
 * scores to LIGHTHOUSE_FILE.
 */

/** A Lighthouse result as `computeMedianRun` reads it (its FCP and TTI). */
type LhrForMedian = Parameters<typeof computeMedianRun>[0][number]

const AUDITED: PageName[] = ['home', 'category', 'product', 'search']
/**
 * Measured rounds: each audits the floor and every page once, in turn, so that the machine's load
 * weighs on all of them alike; each page is then judged on its median run (Lighthouse's own
 * `computeMedianRun`), which its documentation finds twice as stable as one run with 5 (docs/variability.md).
 */
const ROUNDS = positiveInteger(process.env.LIGHTHOUSE_ROUNDS, 5)
/** A run Lighthouse itself broke (not a low score) is tried again, this many times in all. */
const RUNS_PER_PAGE = 3
/** How long to wait for Next to have rebuilt a stale page before a run: 40 × 250 ms. */
const FRESH_ATTEMPTS = 40
const FRESH_RETRY_MS = 250
/** Lighthouse's defaults plus our audit of what the blocking time is made of. */
const LIGHTHOUSE_CONFIG = fileURLToPath(new URL('./lighthouse-config.mjs', import.meta.url))
const CATEGORY_MAP = { name: 'plan-categories', label: 'plan des catégories', path: '/plan-categories' } as const
/** The search results are `noindex` on purpose: that lost SEO point is not a failure. */
const NOINDEX_PAGES = [PAGE_LABELS.search]
/** The flags Debian's Chromium needs headless in a container (no sandbox, no GPU, shared memory in /tmp). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
].join(' ')

/** Where a run's gather (`lighthouse -G`) is saved: artifacts, trace and DevTools log. */
const gatheredDir = (name: string, round: string) => path.resolve(LIGHTHOUSE_REPORTS_DIR, `${name}-${round}.gather`)

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`entier ≥ 1 attendu, reçu « ${value} »`)
  return number
}

/** Keep each run's trace and network log beside its report, and print its main thread before the LCP. */
const saveAssets = process.env.LIGHTHOUSE_SAVE_ASSETS === '1'
const chromium = requireChromium()
const stack = await startBenchStack()
const nextFloor = await buildNextFloor(stack.env).catch(async (error: unknown) => {
  await stack.stop()
  throw error
})
const nextFloorServer = await nextFloor.start(NEXT_FLOOR_PORT)
try {
  await stack.startShop({ cold: false })
  const targets = await readTargets({
    dataDir: BENCH_ENV.DEMO_DATA_DIR,
    cmsUrl: parseEnv(stack.env).CMS_URL,
    role: DEMO_ACCOUNTS[0]?.role ?? 'pro',
  })
  const pages = targets.pages.filter((page) => AUDITED.includes(page.name))
  rmSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true, force: true })
  mkdirSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true })

  const floorUrl = `http://localhost:${NEXT_FLOOR_PORT}/`
  const audited = [
    { name: 'next-floor', label: 'plancher Next nu', url: floorUrl },
    ...[
      ...pages.map((page) => ({ name: page.name, label: PAGE_LABELS[page.name], path: page.path })),
      CATEGORY_MAP,
    ].map((page) => ({ ...page, url: `${BENCH_ENV.SITE_URL}${page.path}` })),
  ]
  type Audited = (typeof audited)[number]
  interface Run {
    round: string
    raw: LhrForMedian
    scores: LighthouseScores
  }

  const forced = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : null
  if (forced !== null && !(forced > 0)) {
    throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN : nombre > 0 attendu, reçu « ${process.env.LIGHTHOUSE_CPU_SLOWDOWN} »`)
  }
  // The same flags for the gather and the audit: Lighthouse refuses to audit with other settings.
  const settingsFlags = (url: string) => [
    'lighthouse',
    url,
    `--chrome-path=${chromium}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--config-path=${LIGHTHOUSE_CONFIG}`,
    '--quiet',
  ]

  /**
   * Next serves a page older than its `revalidate` once more and rebuilds it in the background. Here the
   * server shares the machine's two cores with the emulated phone, so that rebuild would slow the very
   * page load it was triggered by, which no visitor's phone shares with the server; the floor, a static
   * page, never pays it. The page is asked for until Next serves it fresh from its cache (ADR 0035).
   */
  async function untilFresh(url: string): Promise<void> {
    for (let attempt = 1; attempt <= FRESH_ATTEMPTS; attempt++) {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`)
      const cache = response.headers.get('x-nextjs-cache')
      if (cache === null || cache === 'HIT') return
      await new Promise((resolve) => setTimeout(resolve, FRESH_RETRY_MS))
    }
    throw new Error(`${url} : Next ne la sert toujours pas fraîche de son cache`)
  }

  /**
   * One Lighthouse run of a page, run again when Lighthouse itself broke it. The page is gathered once
   * (`-G`: trace, network log and the host's benchmark index, read just before the load), then audited
   * (`-A`) with the CPU slowdown that index calls for (cpu-slowdown.ts), so each run emulates the same
   * phone however the machine's speed moves during the audit (docs/adr/0035-cpu-slowdown-per-run.md).
   */
  async function audit(page: Audited, round: string): Promise<Run> {
    const output = path.join(LIGHTHOUSE_REPORTS_DIR, `${page.name}-${round}`)
    const gathered = gatheredDir(page.name, round)
    const report = `${output}.report.json`
    for (let attempt = 1; ; attempt++) {
      rmSync(report, { force: true })
      rmSync(gathered, { recursive: true, force: true })
      await untilFresh(page.url)
      const gatherCode = await run('npx', [...settingsFlags(page.url), `-G=${gathered}`])
      const artifactsFile = path.join(gathered, 'artifacts.json')
      if (!existsSync(artifactsFile)) {
        throw new Error(`lighthouse n'a rien recueilli sur ${page.url} (code ${gatherCode})`)
      }
      const calibrated = calibrateGathered(JSON.parse(readFileSync(artifactsFile, 'utf8')), forced)
      writeFileSync(artifactsFile, JSON.stringify(calibrated.artifacts))
      console.log(
        `[lighthouse]   indice CPU ${Math.round(calibrated.benchmarkIndex)} → processeur ralenti ×${calibrated.cpuSlowdown}${forced === null ? '' : ' (LIGHTHOUSE_CPU_SLOWDOWN)'}`,
      )
      const code = await run('npx', [
        ...settingsFlags(page.url),
        `-A=${gathered}`,
        `--throttling.cpuSlowdownMultiplier=${calibrated.cpuSlowdown}`,
        '--output=json',
        '--output=html',
        `--output-path=${output}`,
      ])
      // A broken run still writes its report, with the error in it, then exits with an error code.
      if (!existsSync(report)) throw new Error(`lighthouse a échoué sur ${page.url} (code ${code})`)
      const raw = JSON.parse(readFileSync(report, 'utf8')) as LhrForMedian
      const scores = summarizeLighthouse(page.label, raw)
      if (code !== 0 && !scores.runtimeError) throw new Error(`lighthouse a échoué sur ${page.url} (code ${code})`)
      // The trace and DevTools log stay beside the report only when asked for (README).
      if (!saveAssets) rmSync(gathered, { recursive: true, force: true })
      if (!scores.runtimeError || attempt === RUNS_PER_PAGE) return { round, raw, scores }
      console.log(`[lighthouse] ${page.name} : exécution interrompue (${scores.runtimeError}), nouvel essai`)
    }
  }

  // The audit is about what a visitor gets, not about the process's first answers (loading the catalogue,
  // resizing each picture once): a warm-up round, not counted.
  for (const page of audited) {
    console.log(`[lighthouse] chauffe ${page.name} ${page.url}`)
    await audit(page, 'chauffe')
  }

  const runs = new Map<Audited, Run[]>(audited.map((page) => [page, []]))
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of audited) {
      console.log(`[lighthouse] tour ${round}/${ROUNDS} ${page.name} ${page.url}`)
      runs.get(page)!.push(await audit(page, String(round)))
    }
  }
  const medians = audited.map((page) => {
    const pageRuns = runs.get(page)!
    const valid = pageRuns.filter((candidate) => !candidate.scores.runtimeError)
    const chosen =
      valid.length > 0
        ? valid.find((candidate) => candidate.raw === computeMedianRun(valid.map((v) => v.raw)))!
        : pageRuns[0]!
    // The median run's report under the page's own name, the one to open first.
    for (const extension of ['json', 'html']) {
      copyFileSync(
        path.join(LIGHTHOUSE_REPORTS_DIR, `${page.name}-${chosen.round}.report.${extension}`),
        path.join(LIGHTHOUSE_REPORTS_DIR, `${page.name}.report.${extension}`),
      )
    }
    return { page, chosen, performances: pageRuns.map((candidate) => candidate.scores.performance) }
  })
  const scores = medians.map(({ chosen, performances }) => ({ ...chosen.scores, roundPerformances: performances }))

  writeFileSync(
    LIGHTHOUSE_FILE,
    `${JSON.stringify({ version: 3, date: new Date().toISOString(), rounds: ROUNDS, pages: scores }, null, 2)}\n`,
  )
  const [floorScores, ...pageScores] = scores
  console.log(
    `\nMédiane de ${ROUNDS} tour(s), processeur ralenti selon l'indice CPU de chaque exécution :\n${formatLighthouse(pageScores, floorScores, NOINDEX_PAGES, [PAGE_LABELS.product])}\n\nRapports complets (tour médian sous le nom de la page) : ${LIGHTHOUSE_REPORTS_DIR}/ ; scores : ${LIGHTHOUSE_FILE}`,
  )
  const [floorBlocking, ...pageBlocking] = audited.map((page) =>
    blockingOverRounds(runs.get(page)!.map((candidate) => candidate.scores)),
  )
  if (floorBlocking) {
    console.log(
      `\nDe quoi est fait le TBT, médiane de chaque part sur les ${ROUNDS} tours (en ms, écart au plancher entre parenthèses ; les médianes ne s'additionnent pas exactement) :\n${formatBlockingByWork(pageBlocking, floorBlocking)}`,
    )
  }
  if (saveAssets) {
    const profiles = medians.map(({ page, chosen }) => {
      const file = path.join(gatheredDir(page.name, chosen.round), 'defaultPass.trace.json')
      const events = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).traceEvents : []
      return { label: page.label, profile: mainThreadBeforeLcp(events) }
    })
    // The machine's load stretches durations, not thread time (docs/adr/0028-what-stands-before-the-first-frame.md).
    console.log(
      `\nFil principal de la navigation au LCP, tour médian (traces : ${LIGHTHOUSE_REPORTS_DIR}/<page>-<tour>.gather/defaultPass.trace.json) :\n${formatMainThread(profiles, profiles[0]?.profile?.cpu ?? null)}`,
    )
  }
} finally {
  await nextFloorServer.stop()
  await stack.stop()
}
