import {
  BUDGETS,
  CATALOGUE_ROUTES,
  isAccountRoute,
  pageVsFloor,
  type BenchResults,
  type BudgetName,
  type BudgetVerdict,
  type PageFigures,
} from './results'
import { format, formatTable } from './table'
import { PAGE_LABELS, type PageName } from './targets'

const BUDGET_LABELS: Record<BudgetName, string> = {
  throughput: `débit chaud ≥ ${format.percent(BUDGETS.warmThroughputVsFloor)} du plancher pré-compressé`,
  p95: `p95 chaud < ${BUDGETS.warmP95Ms} ms`,
  js: `JS catalogue ≤ plancher Next + ${format.kB(BUDGETS.catalogueJsAboveNextFloor)}`,
  accountJs: `JS panier/compte ≤ plancher Next + ${format.kB(BUDGETS.accountJsAboveNextFloor)}`,
}

const signedKB = (bytes: number) => `${bytes < 0 ? '−' : '+'}${format.kB(Math.abs(bytes))}`

const subjectLabel = (subject: string) => (subject in PAGE_LABELS ? PAGE_LABELS[subject as PageName] : subject)

function budgetValue(verdict: BudgetVerdict): string {
  if (verdict.budget === 'throughput') return format.percent(verdict.value)
  if (verdict.budget === 'p95') return format.ms(verdict.value)
  return verdict.value === null ? '—' : signedKB(verdict.value)
}

/** The figure with its verdict next to it, when a budget applies. */
function judged(verdicts: readonly BudgetVerdict[], budget: BudgetName, subject: string, figure: string): string {
  const verdict = verdicts.find((v) => v.budget === budget && v.subject === subject)
  return verdict ? `${figure} ${format.verdict(verdict.pass)}` : figure
}

/** Failed requests make a figure meaningless; the table says so next to it. */
const failures = (count: number) => (count > 0 ? ` (${count} échecs)` : '')

export function formatReport(results: BenchResults): string {
  const { settings, machine, pages, floor, gzipFloor, nextFloorJs, js, autocomplete, cart, budgets } = results
  const out: string[] = []
  out.push(
    `Banc d’essai du ${results.date} — ${settings.products.toLocaleString('fr-FR')} produits, ` +
      `${settings.connections} connexions × ${settings.durationS} s par mesure, Accept-Encoding: ${settings.acceptEncoding}`,
    `Machine : ${machine.cpus} cœurs, Node ${machine.node}, charge avant le run ${machine.loadAverage.map((l) => l.toFixed(2)).join(' / ')} ` +
      `(autocannon, la boutique et la démo partagent ces cœurs : comparer des runs faits dans les mêmes conditions)`,
    `Démo prête en ${results.timings.demoS} s ; next build en ${results.timings.buildS} s`,
    '',
    'Pages — froid : boutique redémarrée, cache de données vidé, mesuré après la 1re réponse ; chaud : le run suivant',
  )
  type Row = { label: string; path: string; first: string; figures: Pick<BenchResults['floor'], 'cold' | 'warm'> }
  const loadRow = (
    { label, path, first, figures: f }: Row,
    page?: { name?: PageName; vsFloor: PageFigures['vsFloor'] },
  ) => [
    label,
    path,
    first,
    format.rps(f.cold.rps) + failures(f.cold.failures),
    format.ms(f.cold.p50),
    format.ms(f.cold.p95),
    page ? format.percent(page.vsFloor.cold) : '100 %',
    format.rps(f.warm.rps) + failures(f.warm.failures),
    format.ms(f.warm.p50),
    page?.name ? judged(budgets, 'p95', page.name, format.ms(f.warm.p95)) : format.ms(f.warm.p95),
    page?.name
      ? judged(budgets, 'throughput', page.name, format.percent(page.vsFloor.warm))
      : page
        ? format.percent(page.vsFloor.warm)
        : '100 %',
  ]
  out.push(
    formatTable(
      [
        'page',
        'chemin',
        '1re réponse',
        'froid req/s',
        'p50',
        'p95',
        '÷ plancher',
        'chaud req/s',
        'p50',
        'p95',
        '÷ plancher',
      ],
      [
        ...pages.map((page) =>
          loadRow(
            { label: PAGE_LABELS[page.name], path: page.path, first: format.ms(page.firstResponseMs), figures: page },
            page,
          ),
        ),
        loadRow({
          label: 'plancher',
          path: `Node nu, HTML produit pré-compressé (${format.kB(floor.bytes)})`,
          first: '—',
          figures: floor,
        }),
        loadRow(
          { label: 'plancher gzip', path: 'Node nu, gzip à chaque requête', first: '—', figures: gzipFloor },
          { vsFloor: pageVsFloor(gzipFloor, floor) },
        ),
      ],
      2,
    ),
  )

  out.push(
    '',
    `JavaScript de première visite par route (gzip, d’après le build) — plancher Next nu (même run) : ` +
      `${format.kB(nextFloorJs)} ; la plus petite route : ${js.smallest}`,
  )
  const budgetOf = (route: string) =>
    CATALOGUE_ROUTES.includes(route)
      ? judged(budgets, 'js', route, 'catalogue')
      : isAccountRoute(route)
        ? judged(budgets, 'accountJs', route, 'panier/compte')
        : ''
  out.push(
    formatTable(
      ['route', 'JS', '× plancher Next', 'au-dessus du plancher', 'budget'],
      js.routes.map((route) => [
        route.route,
        format.kB(route.bytes),
        format.ratio(route.bytes / nextFloorJs),
        signedKB(route.bytes - nextFloorJs),
        budgetOf(route.route),
      ]),
    ),
  )

  out.push(
    '',
    `Autocomplétion (/api/autocomplete, ${autocomplete.samples} requêtes une à une) : p50 ${format.ms(autocomplete.p50)}, ` +
      `p95 ${format.ms(autocomplete.p95)} ; premier appel ${format.ms(autocomplete.firstMs)}` +
      (autocomplete.empty > 0 ? ` ; ${autocomplete.empty} réponses sans suggestion` : ''),
  )
  out.push(
    'skipped' in cart
      ? `Panier : non mesuré (${cart.skipped})`
      : `Panier : ${cart.rapidChanges} changements de quantité → ${cart.burstRequests} requête(s) de synchronisation ` +
          `dans la même tâche, ${cart.clickRequests} à un clic toutes les ${cart.clickIntervalMs} ms ; ` +
          `${cart.queued} transactions en attente vidées en ${format.ms(cart.flushMs)} (${cart.flushRequests} requête(s)) ` +
          'après le retour du système de commandes',
  )
  if (results.memory) out.push(memoryLine(results.memory))

  const failed = budgets.filter((v) => !v.pass)
  out.push('', `Budgets : ${budgets.length - failed.length}/${budgets.length} PASS`)
  out.push(
    formatTable(
      ['budget', 'sujet', 'valeur', 'verdict'],
      budgets.map((v) => [BUDGET_LABELS[v.budget], subjectLabel(v.subject), budgetValue(v), format.verdict(v.pass)]),
      2,
    ),
  )
  return out.join('\n')
}

function memoryLine(memory: NonNullable<BenchResults['memory']>): string {
  if ('skipped' in memory) return `Mémoire : non mesurée (${memory.skipped})`
  const mb = (value: number) => `${value.toLocaleString('fr-FR')} Mo`
  return (
    `Mémoire (RSS du serveur Next) : ${mb(memory.beforeMb)} avant, ${mb(memory.afterMb)} après ` +
    `${memory.urls.toLocaleString('fr-FR')} URL /search?q=… distinctes (${memory.concurrency} en parallèle, ${memory.seconds} s), ` +
    `limite du tas : ${memory.heapLimitMb === null ? 'celle de Node par défaut' : mb(memory.heapLimitMb)}` +
    (memory.failures > 0 ? ` ; ${memory.failures} réponses autres que 200` : '')
  )
}
