import 'server-only'
import { Client } from '@elastic/elasticsearch'
import { getConfig } from '@/lib/config'
import type { AppConfig } from '@/lib/config/schema'
import { breakerFor, type Breaker, type CallOutcome } from '@/lib/http/breaker'
import { BackendUnavailableError } from '@/lib/http/unavailable'
import { logger as createLogger, type Logger } from '@/lib/log/logger'
import { ElasticSearchBackend } from './elastic'
import { LocalSearchBackend } from './local'
import type { SearchBackend } from './types'

/**
 * The search back end of this server process, chosen by `SEARCH_BACKEND`. Pages and the
 * autocomplete route ask it from the server only: the browser never talks to the search server.
 */

/**
 * Any failure of the search back end, as the pages see it: a cached page keeps its last good copy,
 * an uncached one answers 503 (docs/adr/0010-back-end-budgets-and-breakers.md).
 */
export class SearchUnavailableError extends BackendUnavailableError {
  constructor(
    readonly operation: string,
    options: { cause: unknown },
  ) {
    // For the operator: the page shows its own French text (messages/fr.json).
    super('search', `Search unavailable (${operation})`, options)
    this.name = 'SearchUnavailableError'
  }
}

const OPERATIONS = [
  'searchProducts',
  'productByUrlKey',
  'productBySku',
  'productsByIds',
  'productsBySkus',
  'categoryByUrlKey',
  'categories',
  'autocomplete',
  'closestCategories',
] as const satisfies readonly (keyof SearchBackend)[]
// A method added to SearchBackend and not listed above would reach pages unguarded: refuse to compile.
const everyOperation: Exclude<keyof SearchBackend, (typeof OPERATIONS)[number]> extends never ? true : never = true
void everyOperation

/**
 * The one place search errors are logged for the operator and turned into `SearchUnavailableError`.
 * With a breaker, a search server marked down is not asked at all until its probe.
 */
export function withErrorMapping(
  backend: SearchBackend,
  logger: Logger = createLogger('search'),
  breaker?: Breaker,
): SearchBackend {
  const guarded = {} as Record<(typeof OPERATIONS)[number], unknown>
  for (const operation of OPERATIONS) {
    const method = backend[operation] as (...args: unknown[]) => Promise<unknown>
    guarded[operation] = async (...args: unknown[]) => {
      const admission = breaker?.admit()
      if (admission && !admission.ok) {
        throw new SearchUnavailableError(operation, { cause: new Error('search is marked down') })
      }
      try {
        const answer = await method.apply(backend, args)
        admission?.settle('success')
        return answer
      } catch (error) {
        admission?.settle(outcomeOf(error))
        if (error instanceof SearchUnavailableError) throw error
        logger.error('Search unavailable', { operation, error: error instanceof Error ? error.message : String(error) })
        throw new SearchUnavailableError(operation, { cause: error })
      }
    }
  }
  return guarded as unknown as SearchBackend
}

/** An Elasticsearch refusal below 500 (a bad query) says nothing of the server's health. */
function outcomeOf(error: unknown): CallOutcome {
  const status = (error as { meta?: { statusCode?: unknown } } | null)?.meta?.statusCode
  return typeof status === 'number' && status < 500 ? 'success' : 'failure'
}

export function createSearchBackend(config: AppConfig): SearchBackend {
  if (config.SEARCH_BACKEND === 'elasticsearch') {
    const client = new Client({
      // The config schema refuses `elasticsearch` without a URL.
      node: config.ELASTICSEARCH_URL as string,
      // Every search is made for a page or a server route a buyer waits on: one attempt within the
      // budget, no retry of a timeout (docs/adr/0010-back-end-budgets-and-breakers.md).
      requestTimeout: config.BACKEND_BUDGET_MS,
      maxRetries: 0,
    })
    return new ElasticSearchBackend({ client, indexPrefix: config.ELASTICSEARCH_INDEX })
  }
  return new LocalSearchBackend({ dir: config.SEARCH_LOCAL_DIR, indexPrefix: config.ELASTICSEARCH_INDEX })
}

let instance: SearchBackend | undefined

export function getSearch(): SearchBackend {
  const config = getConfig()
  // The local adapter reads files in this process: nothing to break off from.
  instance ??= withErrorMapping(
    createSearchBackend(config),
    createLogger('search'),
    config.SEARCH_BACKEND === 'elasticsearch' ? breakerFor('search') : undefined,
  )
  return instance
}
