import type { AutocompleteFigures } from './autocomplete'
import type { FirstLoadJs } from './bundle'
import type { LoadFigures } from './load'
import type { MemoryFigures } from './memory'
import { ratio } from './stats'
import type { RelevanceFigures } from './relevance'
import type { PageTarget } from './targets'

export interface PageFigures extends PageTarget {
  /** Fresh `next start`, data cache emptied: the first answer (loads the catalogue into memory). */
  firstResponseMs: number
  /** Right after that first answer, the process and its caches still new. */
  cold: LoadFigures
  /** The same run again. */
  warm: LoadFigures
  /** Throughput divided by the floor's. */
  vsFloor: { cold: number | null; warm: number | null }
}

export interface FloorFigures {
  /** Uncompressed bytes of the product page's HTML it serves. */
  bytes: number
  /** How it compresses (scripts/bench/floor.mjs). */
  mode: 'precompressed' | 'gzip-per-request'
  cold: LoadFigures
  warm: LoadFigures
}

export interface CartFigures {
  rapidChanges: number
  /** Sync requests for the changes made within one task. */
  burstRequests: number
  clickIntervalMs: number
  /** Sync requests for the same number of changes, one click every clickIntervalMs. */
  clickRequests: number
  queued: number
  /** From the wakeup after the order system came back to an empty queue. */
  flushMs: number
  flushRequests: number
}

export interface BenchResults {
  version: 1
  date: string
  /** loadAverage: 1, 5 and 15 min, taken before the bench started anything. */
  machine: { cpus: number; node: string; loadAverage: number[] }
  settings: { products: number; connections: number; durationS: number; acceptEncoding: string }
  timings: { demoS: number; buildS: number }
  pages: PageFigures[]
  /** The pre-compressed raw Node floor: throughput budgets are set on it. */
  floor: FloorFigures
  /** The same server compressing on each request, as `next start` does: reported beside it. */
  gzipFloor: FloorFigures
  js: FirstLoadJs
  /** Gzipped first-load JavaScript of a bare Next App Router page built in the same run (next-floor.ts). */
  nextFloorJs: number
  autocomplete: AutocompleteFigures
  cart: CartFigures | { skipped: string }
  /** The judged search queries, through both search adapters (absent from runs before it existed). */
  relevance?: RelevanceFigures
  /** RSS before and after many distinct catalogue URLs (absent from runs before it existed). */
  memory?: MemoryFigures | { skipped: string }
  budgets: BudgetVerdict[]
}

/** The budgets: reported, never asserted. */
export const BUDGETS = {
  warmThroughputVsFloor: 0.25,
  warmP95Ms: 100,
  /** Compressed bytes above the bare-Next floor's first-load JavaScript. */
  catalogueJsAboveNextFloor: 40_000,
  accountJsAboveNextFloor: 90_000,
} as const

/** Routes that render catalogue pages (home, listings, product, search). */
export const CATALOGUE_ROUTES = [
  '/',
  '/[handle]/[[...query]]',
  '/search/[[...query]]',
  '/discount/[[...query]]',
  '/univers',
  '/univers/[handle]/[[...query]]',
  '/plan-categories',
]

/** Cart, sign-in and account routes: forms and client data, a larger allowance than catalogue pages. */
export const isAccountRoute = (route: string) => route === '/cart' || route.startsWith('/account')

export type BudgetName = 'throughput' | 'p95' | 'js' | 'accountJs'

export interface BudgetVerdict {
  budget: BudgetName
  /** A page name or a route. */
  subject: string
  value: number | null
  pass: boolean
}

export function pageVsFloor(page: Pick<PageFigures, 'cold' | 'warm'>, floor: Pick<FloorFigures, 'cold' | 'warm'>) {
  return { cold: ratio(page.cold.rps, floor.cold.rps), warm: ratio(page.warm.rps, floor.warm.rps) }
}

/** A load run with failed requests proves nothing: its budgets fail. */
export function evaluateBudgets(
  results: Pick<BenchResults, 'pages' | 'floor' | 'js' | 'nextFloorJs'>,
): BudgetVerdict[] {
  const verdicts: BudgetVerdict[] = []
  const floorValid = results.floor.warm.failures === 0
  for (const page of results.pages) {
    const valid = page.warm.failures === 0
    const share = ratio(page.warm.rps, results.floor.warm.rps)
    verdicts.push({
      budget: 'throughput',
      subject: page.name,
      value: share,
      pass: valid && floorValid && share !== null && share >= BUDGETS.warmThroughputVsFloor,
    })
    verdicts.push({
      budget: 'p95',
      subject: page.name,
      value: page.warm.p95,
      pass: valid && page.warm.p95 !== null && page.warm.p95 < BUDGETS.warmP95Ms,
    })
  }
  for (const subject of CATALOGUE_ROUTES) {
    // A catalogue route the build no longer names (renamed, moved) fails rather than leaving the budget unchecked.
    const route = results.js.routes.find((candidate) => candidate.route === subject)
    const above = route === undefined ? null : route.bytes - results.nextFloorJs
    verdicts.push({
      budget: 'js',
      subject,
      value: above,
      pass: above !== null && above <= BUDGETS.catalogueJsAboveNextFloor,
    })
  }
  for (const route of results.js.routes.filter((candidate) => isAccountRoute(candidate.route))) {
    const above = route.bytes - results.nextFloorJs
    verdicts.push({
      budget: 'accountJs',
      subject: route.route,
      value: above,
      pass: above <= BUDGETS.accountJsAboveNextFloor,
    })
  }
  return verdicts
}
