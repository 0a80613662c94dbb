import path from 'node:path'
import { Client } from '@elastic/elasticsearch'
import Mock from '@elastic/elasticsearch-mock'
import { JUDGED_QUERIES, type JudgedQuery } from '../../bench/relevance/judgments'
import { INDEX_SETTINGS, categoryMappings, productMappings } from '../../lib/search/es-index'
import { readNdjson } from '../../demo/catalogue/ndjson'
import { searchOutcome } from '../../lib/catalogue/search-outcome'
import { searchIndexNames, type CategoryDocument, type ProductDocument } from '../../lib/search/documents'
import { ElasticSearchBackend } from '../../lib/search/elastic'
import { LocalSearchBackend } from '../../lib/search/local'
import type { SearchBackend } from '../../lib/search/types'
import { ElasticsearchModel } from './es-model'
import { scoreQuery, summarize, type Answer, type QueryScore, type RelevanceSummary } from './relevance-judge'
import { format, formatTable } from './table'

/**
 * The judged query set (bench/relevance/judgments.ts) run through both adapters over one catalogue:
 * the local one as the demo runs it, and the Elasticsearch one with its real request bodies answered
 * by a model of Elasticsearch (es-model.ts) through `@elastic/elasticsearch-mock`.
 */

const ADAPTERS = ['local', 'elasticsearch'] as const
type AdapterName = (typeof ADAPTERS)[number]

export interface RelevanceFigures {
  products: number
  models: number
  summaries: Record<AdapterName, RelevanceSummary>
  queries: { q: string; kind: string; relevant: number; scores: Record<AdapterName, QueryScore> }[]
}

/**
 * What the search page shows, cut to the ten products judged: an exact reference opens its product,
 * a misspelling that finds nothing shows the corrected search.
 */
async function answer(backend: SearchBackend, q: string): Promise<Answer> {
  const outcome = await searchOutcome(backend, { text: q, mode: 'search', pageSize: 10 })
  if (outcome.kind === 'variant') return { total: 1, urlKeys: [outcome.hit.product.url_key] }
  return { total: outcome.result.total, urlKeys: outcome.result.hits.map((hit) => hit.product.url_key) }
}

const quiet = { error: () => {}, warn: () => {}, info: () => {} }

async function readAll<T>(file: string): Promise<T[]> {
  const documents: T[] = []
  for await (const document of readNdjson<T>(file)) documents.push(document)
  return documents
}

function elasticsearchOverModel(products: ProductDocument[], categories: CategoryDocument[]): SearchBackend {
  const names = searchIndexNames()
  const roles = Object.keys(products[0]?.price ?? {})
  const model = new ElasticsearchModel({
    [names.product]: { settings: INDEX_SETTINGS, mappings: productMappings(roles), documents: products },
    [names.category]: { settings: INDEX_SETTINGS, mappings: categoryMappings(), documents: categories },
  })
  const mock = new Mock()
  mock.add({ method: 'POST', path: '/:index/_search' }, (params) => {
    const index = decodeURIComponent(String(params.path).split('/')[1] ?? '')
    return model.search(index, params.body as Record<string, unknown>)
  })
  const client = new Client({ node: 'http://model.invalid:9200', Connection: mock.getConnection(), maxRetries: 0 })
  return new ElasticSearchBackend({ client, indexPrefix: 'shopinvader', logger: quiet })
}

/** `searchDir` holds the shopinvader NDJSON documents (`{prefix}_product_{locale}.ndjson`, …). */
export async function measureRelevance(
  searchDir: string,
  queries: readonly JudgedQuery[] = JUDGED_QUERIES,
): Promise<RelevanceFigures> {
  const names = searchIndexNames()
  const products = await readAll<ProductDocument>(path.join(searchDir, `${names.product}.ndjson`))
  const categories = await readAll<CategoryDocument>(path.join(searchDir, `${names.category}.ndjson`))
  const catalogue = new Map<string, ProductDocument[]>()
  for (const variant of products) catalogue.set(variant.url_key, [...(catalogue.get(variant.url_key) ?? []), variant])
  for (const variants of catalogue.values()) variants.sort((a, b) => Number(b.main) - Number(a.main) || a.id - b.id)

  const backends: Record<AdapterName, SearchBackend> = {
    local: new LocalSearchBackend({ dir: searchDir, logger: quiet }),
    elasticsearch: elasticsearchOverModel(products, categories),
  }
  const rows: RelevanceFigures['queries'] = []
  for (const query of queries) {
    const scores = {} as Record<AdapterName, QueryScore>
    for (const adapter of ADAPTERS)
      scores[adapter] = scoreQuery(query, catalogue, await answer(backends[adapter], query.q))
    rows.push({ q: query.q, kind: query.kind, relevant: scores.local.relevant, scores })
  }
  const summaries = Object.fromEntries(
    ADAPTERS.map((adapter) => [adapter, summarize(rows.map((row) => row.scores[adapter]))]),
  ) as Record<AdapterName, RelevanceSummary>
  return { products: products.length, models: catalogue.size, summaries, queries: rows }
}

const ratio = (value: number | null) => (value === null ? '—' : value.toFixed(2))
/** Grades of the first four products: 2 exact, 1 acceptable, · not relevant. */
const firstGrades = (score: QueryScore) =>
  score.grades
    .slice(0, 4)
    .map((grade) => (grade === 0 ? '·' : grade))
    .join('') || '∅'

export function formatRelevance(figures: RelevanceFigures): string {
  const out: string[] = [
    `Pertinence — ${figures.queries.length} requêtes jugées, ${figures.products.toLocaleString('fr-FR')} produits (${figures.models} modèles)`,
    'Elasticsearch : corps de requête réels, répondus par un modèle d’Elasticsearch (scripts/bench/es-model.ts), pas par un cluster',
    '',
  ]
  out.push(
    formatTable(
      ['', 'precision@4', 'nDCG@10', 'sans résultat', 'dont avec réponse', 'référence exacte en tête'],
      ADAPTERS.map((adapter) => {
        const summary = figures.summaries[adapter]
        return [
          adapter,
          summary.precisionAt4.toFixed(3),
          summary.ndcgAt10.toFixed(3),
          format.percent(summary.zeroShare),
          String(summary.zeroAnswerable.length),
          `${summary.exactFirst.first}/${summary.exactFirst.of}`,
        ]
      }),
    ),
    '',
    formatTable(
      [
        'requête',
        'type',
        'pertinents',
        'local P@4',
        'nDCG',
        'trouvés',
        '4 premiers',
        'ES P@4',
        'nDCG',
        'trouvés',
        '4 premiers',
      ],
      figures.queries.map((row) => [
        row.q,
        row.kind,
        String(row.relevant),
        ...ADAPTERS.flatMap((adapter) => {
          const score = row.scores[adapter]
          return [ratio(score.precisionAt4), ratio(score.ndcgAt10), String(score.total), firstGrades(score)]
        }),
      ]),
    ),
  )
  for (const adapter of ADAPTERS) {
    const { zeroAnswerable } = figures.summaries[adapter]
    if (zeroAnswerable.length > 0)
      out.push(`${adapter} : aucun résultat alors que le catalogue répond pour ${zeroAnswerable.join(', ')}`)
  }
  return out.join('\n')
}
