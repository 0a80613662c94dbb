import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from '../../lib/config/schema'
import { DEMO_ACCOUNTS } from '../../demo/accounts'
import { BENCH_ENV, LIGHTHOUSE_FILE, LIGHTHOUSE_REPORTS_DIR, NEXT_FLOOR_PORT } from './environment'
import { buildNextFloor } from './next-floor'
import { formatLighthouse, summarizeLighthouse, type LighthouseScores } from './lighthouse-report'
import { formatMainThread, mainThreadBeforeLcp } from './main-thread'
import { requireChromium, run } from './shared.mjs'
import { startBenchStack } from './stack'
import { PAGE_LABELS, readTargets, type PageName } from './targets'

/**
 * `npm run audit:lighthouse`: the Lighthouse 12 CLI with Debian's Chromium, in its default
 * mobile configuration (simulated slow 4G and CPU slowdown), on the home, a category, a product, a
 * search of the 50,000-product demo and the category map, each held to the targets and to a floor
 * audited in the same run: a bare Next App Router page built from our own node_modules (next-floor.ts),
 * what the framework alone scores on this machine. Full reports go to LIGHTHOUSE_REPORTS_DIR, the scores
 * to LIGHTHOUSE_FILE.
 */

const AUDITED: PageName[] = ['home', 'category', 'product', 'search']
/** A run Lighthouse itself broke (not a low score) is tried again, this many times in all. */
const RUNS_PER_PAGE = 3
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

/** Keep each page's trace and network log beside its report, and print its main thread before the LCP. */
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
  mkdirSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true })

  const scores: LighthouseScores[] = []
  const floorUrl = `http://localhost:${NEXT_FLOOR_PORT}/`
  const audited = [
    { name: 'next-floor', label: 'plancher Next nu', url: floorUrl },
    ...[
      ...pages.map((page) => ({ name: page.name, label: PAGE_LABELS[page.name], path: page.path })),
      CATEGORY_MAP,
    ].map((page) => ({ ...page, url: `${BENCH_ENV.SITE_URL}${page.path}` })),
  ]
  for (const page of audited) {
    const { url } = page
    // The audit is about what a visitor gets, not about the process's first answer (loading the catalogue).
    const warmUp = await fetch(url)
    if (!warmUp.ok) throw new Error(`${url} : HTTP ${warmUp.status}`)
    console.log(`[lighthouse] ${page.name} ${url}`)
    const output = path.join(LIGHTHOUSE_REPORTS_DIR, page.name)
    const report = `${output}.report.json`
    let result: LighthouseScores | undefined
    for (let attempt = 1; attempt <= RUNS_PER_PAGE && !result; attempt++) {
      rmSync(report, { force: true })
      rmSync(`${output}-0.trace.json`, { force: true })
      const code = await run('npx', [
        'lighthouse',
        url,
        `--chrome-path=${chromium}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        '--output=html',
        `--output-path=${output}`,
        '--quiet',
        // The trace and DevTools log beside the report, to read a run's main-thread tasks (README).
        ...(saveAssets ? ['--save-assets'] : []),
      ])
      // A broken run still writes its report, with the error in it, then exits with an error code.
      if (!existsSync(report)) throw new Error(`lighthouse a échoué sur ${url} (code ${code})`)
      const summary = summarizeLighthouse(page.label, JSON.parse(readFileSync(report, 'utf8')))
      if (code !== 0 && !summary.runtimeError) throw new Error(`lighthouse a échoué sur ${url} (code ${code})`)
      if (summary.runtimeError && attempt < RUNS_PER_PAGE) {
        console.log(`[lighthouse] ${page.name} : exécution interrompue (${summary.runtimeError}), nouvel essai`)
      } else {
        result = summary
      }
    }
    scores.push(result!)
  }

  writeFileSync(
    LIGHTHOUSE_FILE,
    `${JSON.stringify({ version: 1, date: new Date().toISOString(), pages: scores }, null, 2)}\n`,
  )
  const [floorScores, ...pageScores] = scores
  console.log(
    `\n${formatLighthouse(pageScores, floorScores, NOINDEX_PAGES, [PAGE_LABELS.product])}\n\nRapports complets : ${LIGHTHOUSE_REPORTS_DIR}/ ; scores : ${LIGHTHOUSE_FILE}`,
  )
  if (saveAssets) {
    const profiles = audited.map((page) => {
      const file = path.join(LIGHTHOUSE_REPORTS_DIR, `${page.name}-0.trace.json`)
      const events = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).traceEvents : []
      return { label: page.label, profile: mainThreadBeforeLcp(events) }
    })
    // The machine's load stretches durations, not thread time (docs/adr/0028-what-stands-before-the-first-frame.md).
    console.log(
      `\nFil principal de la navigation au LCP (traces : ${LIGHTHOUSE_REPORTS_DIR}/*-0.trace.json) :\n${formatMainThread(profiles, profiles[0]?.profile?.cpu ?? null)}`,
    )
  }
} finally {
  await nextFloorServer.stop()
  await stack.stop()
}
