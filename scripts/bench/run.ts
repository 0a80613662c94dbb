import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseEnv } from '../../lib/config/schema'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../demo/accounts'
import { measureAutocomplete } from './autocomplete'
import { measureCart } from './cart'
import { readFirstLoadJs } from './bundle'
import { BENCH_ENV, FLOOR_PORT, RESULTS_FILE } from './environment'
import { LOAD, REQUEST_HEADERS, measureLoad, startFloor } from './load'
import { measureMemory, memoryUrlCount, type MemoryFigures } from './memory'
import { formatReport } from './report'
import { buildNextFloor } from './next-floor'
import {
  evaluateBudgets,
  pageVsFloor,
  type BenchResults,
  type CartFigures,
  type FloorFigures,
  type PageFigures,
} from './results'
import type { Env } from './shared.mjs'
import { startBenchStack } from './stack'
import { formatRelevance, measureRelevance } from './relevance'
import { readTargets } from './targets'

/**
 * `npm run bench`: builds the shop against the 50,000-product demo, measures five pages
 * cold and warm against two raw Node floors (the product page pre-compressed, and gzipped per request),
 * the first-load JavaScript of every route against a bare Next page built in the same run, the search
 * box's autocomplete, the cart sync engine and the server's memory after many distinct catalogue URLs,
 * then prints one table and writes RESULTS_FILE.
 */

const buyer = DEMO_ACCOUNTS[0]
if (!buyer) throw new Error('aucun compte de démonstration')

/** The app itself on the loopback address autocannon and the floor use (no IPv6/IPv4 guess). */
const appBase = `http://127.0.0.1:${BENCH_ENV.PORT}`

async function timedGet(url: string, headers: Record<string, string>) {
  const started = performance.now()
  const response = await fetch(url, { headers })
  const body = Buffer.from(await response.arrayBuffer())
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`)
  return { ms: performance.now() - started, body }
}

/** A broken cart engine or order system must not cost the rest of the figures. */
async function cartFigures(
  env: Env,
  buyer: DemoAccount,
  products: number[],
): Promise<CartFigures | { skipped: string }> {
  try {
    return await measureCart({ env, buyer, products })
  } catch (error) {
    console.error('[bench] figures du panier impossibles :', error)
    return { skipped: error instanceof Error ? error.message : String(error) }
  }
}

/** Memory is read from /proc: elsewhere, or without a shop, the step is reported as skipped. */
async function memoryFigures(group: number | undefined, urls: number): Promise<MemoryFigures | { skipped: string }> {
  try {
    if (group === undefined) throw new Error('boutique non démarrée')
    return await measureMemory(appBase, group, urls)
  } catch (error) {
    console.error('[bench] mémoire non mesurée :', error)
    return { skipped: error instanceof Error ? error.message : String(error) }
  }
}

// What else runs on the machine shows in the load before the bench adds its own.
const loadAverage = os.loadavg()
const stack = await startBenchStack()
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
try {
  const targets = await readTargets({
    dataDir: BENCH_ENV.DEMO_DATA_DIR,
    cmsUrl: parseEnv(stack.env).CMS_URL,
    role: buyer.role,
  })

  const measured: Omit<PageFigures, 'vsFloor'>[] = []
  for (const target of targets.pages) {
    console.log(`[bench] ${target.name} ${target.path} : froid puis chaud…`)
    await stack.startShop({ cold: true })
    const first = await timedGet(appBase + target.path, REQUEST_HEADERS)
    const cold = await measureLoad(appBase + target.path)
    // The demo's in-memory search (SEARCH_BACKEND=local) loads its 50,000 products on the server's main
    // thread for tens of seconds after a start, while the cold run goes on; a search answers only once it
    // is loaded. The warm run measures the server past that start, as it serves for the rest of its life.
    await timedGet(`${appBase}/api/autocomplete?${new URLSearchParams({ q: targets.autocomplete[0] ?? 'gant' })}`, {})
    const warm = await measureLoad(appBase + target.path)
    measured.push({ ...target, firstResponseMs: first.ms, cold, warm })
  }

  const productPath = targets.pages.find((page) => page.name === 'product')?.path ?? '/'
  const html = (await timedGet(appBase + productPath, { 'accept-encoding': 'identity' })).body
  const htmlFile = path.join(work, 'product.html')
  writeFileSync(htmlFile, html)
  const measureFloor = async (mode: FloorFigures['mode']): Promise<FloorFigures> => {
    console.log(`[bench] plancher ${mode} : froid puis chaud…`)
    const server = await startFloor(htmlFile, FLOOR_PORT, mode)
    try {
      return { bytes: html.length, mode, cold: await measureLoad(server.url), warm: await measureLoad(server.url) }
    } finally {
      await server.stop()
    }
  }
  const floor = await measureFloor('precompressed')
  const gzipFloor = await measureFloor('gzip-per-request')

  console.log('[bench] autocomplétion, JavaScript des routes, panier…')
  const autocomplete = await measureAutocomplete(appBase, targets.autocomplete)
  const js = readFirstLoadJs()
  const nextFloorJs = (await buildNextFloor(stack.env)).jsBytes
  const cart = await cartFigures(stack.env, buyer, targets.cartProducts)
  console.log('[bench] pertinence de la recherche (requêtes jugées)…')
  const relevance = await measureRelevance(BENCH_ENV.SEARCH_LOCAL_DIR)
  const urls = memoryUrlCount(process.env)
  console.log(`[bench] mémoire : ${urls} URL de catalogue distinctes sur une boutique redémarrée…`)
  await stack.startShop({ cold: true })
  const memory = await memoryFigures(stack.shopGroup(), urls)

  const pages = measured.map((page) => ({ ...page, vsFloor: pageVsFloor(page, floor) }))
  const results: BenchResults = {
    version: 1,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage },
    settings: {
      products: Number(BENCH_ENV.DEMO_PRODUCTS),
      connections: LOAD.connections,
      durationS: LOAD.durationS,
      acceptEncoding: REQUEST_HEADERS['accept-encoding'],
    },
    timings: stack.timings,
    pages,
    floor,
    gzipFloor,
    js,
    nextFloorJs,
    autocomplete,
    cart,
    relevance,
    memory,
    budgets: evaluateBudgets({ pages, floor, js, nextFloorJs }),
  }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\n${formatReport(results)}\n\n${formatRelevance(relevance)}\n\nChiffres complets : ${RESULTS_FILE}`)
} finally {
  rmSync(work, { recursive: true, force: true })
  await stack.stop()
}
