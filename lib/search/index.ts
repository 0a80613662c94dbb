import 'server-only'
import { Client } from '@elastic/elasticsearch'
import { getConfig } from '@/lib/config'
import type { AppConfig } from '@/lib/config/schema'
import { ElasticSearchBackend, type SearchLogger } from './elastic'
import { LocalSearchBackend } from './local'
import type { SearchBackend } from './types'

/**
 * The search back end of this server process, chosen by `SEARCH_BACKEND`. Pages and the
 * autocomplete route ask it from the server only: the browser never talks to the search server.
 */

/** Any failure of the search back end, as the pages see it: they answer with the error page. */
export class SearchUnavailableError extends Error {
  constructor(
    readonly operation: string,
    options: { cause: unknown },
  ) {
    // For the operator: the page shows its own French text (messages/fr.json).
    super(`Search unavailable (${operation})`, options)
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

/** The one place search errors are logged for the operator and turned into `SearchUnavailableError`. */
export function withErrorMapping(backend: SearchBackend, logger: SearchLogger = console): SearchBackend {
  const guarded = {} as Record<(typeof OPERATIONS)[number], unknown>
  for (const operation of OPERATIONS) {
    const method = backend[operation] as (...args: unknown[]) => Promise<unknown>
    guarded[operation] = async (...args: unknown[]) => {
      try {
        return await method.apply(backend, args)
      } catch (error) {
        if (error instanceof SearchUnavailableError) throw error
        logger.error('Search unavailable', { operation, error: error instanceof Error ? error.message : String(error) })
        throw new SearchUnavailableError(operation, { cause: error })
      }
    }
  }
  return guarded as unknown as SearchBackend
}

export function createSearchBackend(config: AppConfig): SearchBackend {
  if (config.SEARCH_BACKEND === 'elasticsearch') {
    const client = new Client({
      // The config schema refuses `elasticsearch` without a URL.
      node: config.ELASTICSEARCH_URL as string,
      requestTimeout: config.HTTP_TIMEOUT_MS,
      // One retry for requests without side effects (docs/product/constants.md#calls-to-outside-systems).
      maxRetries: 1,
    })
    return new ElasticSearchBackend({ client, indexPrefix: config.ELASTICSEARCH_INDEX })
  }
  return new LocalSearchBackend({ dir: config.SEARCH_LOCAL_DIR, indexPrefix: config.ELASTICSEARCH_INDEX })
}

let instance: SearchBackend | undefined

export function getSearch(): SearchBackend {
  instance ??= withErrorMapping(createSearchBackend(getConfig()))
  return instance
}
