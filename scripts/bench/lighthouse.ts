import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from '../../lib/config/schema'
import { DEMO_ACCOUNTS } from '../../demo/accounts'
import { BENCH_ENV, LIGHTHOUSE_FILE, LIGHTHOUSE_REPORTS_DIR } from './environment'
import { formatLighthouse, summarizeLighthouse, type LighthouseScores } from './lighthouse-report'
import { requireChromium, run } from './shared.mjs'
import { startBenchStack } from './stack'
import { PAGE_LABELS, readTargets, type PageName } from './targets'

/**
 * `npm run audit:lighthouse`: the Lighthouse 12 CLI with Debian's Chromium, in its default
 * mobile configuration (simulated slow 4G and CPU slowdown), on the home, a category, a product and a
 * search of the 50,000-product demo, then on a floor audited in the same run: the shop's lightest page
 * (the category map: header, footer, a list of links), what the framework and the shared layout score
 * on this machine. Full reports go to LIGHTHOUSE_REPORTS_DIR, the scores to LIGHTHOUSE_FILE.
 */

const AUDITED: PageName[] = ['home', 'category', 'product', 'search']
const FLOOR = { name: 'floor', label: 'plancher (plan des catégories)', path: '/plan-categories' } as const
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

const chromium = requireChromium()
const stack = await startBenchStack()
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
  const audited = [...pages.map((page) => ({ name: page.name, label: PAGE_LABELS[page.name], path: page.path })), FLOOR]
  for (const page of audited) {
    const url = `${BENCH_ENV.SITE_URL}${page.path}`
    // The audit is about what a visitor gets, not about the process's first answer (loading the catalogue).
    const warmUp = await fetch(url)
    if (!warmUp.ok) throw new Error(`${url} : HTTP ${warmUp.status}`)
    console.log(`[lighthouse] ${page.name} ${url}`)
    const output = path.join(LIGHTHOUSE_REPORTS_DIR, page.name)
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
    ])
    if (code !== 0) throw new Error(`lighthouse a échoué sur ${url} (code ${code})`)
    scores.push(summarizeLighthouse(page.label, JSON.parse(readFileSync(`${output}.report.json`, 'utf8'))))
  }

  writeFileSync(
    LIGHTHOUSE_FILE,
    `${JSON.stringify({ version: 1, date: new Date().toISOString(), pages: scores }, null, 2)}\n`,
  )
  console.log(
    `\n${formatLighthouse(scores)}\n\nRapports complets : ${LIGHTHOUSE_REPORTS_DIR}/ ; scores : ${LIGHTHOUSE_FILE}`,
  )
} finally {
  await stack.stop()
}
