import { parseEnv } from '@/lib/config/schema'
import { logger } from '@/lib/log/logger'
import { LocalSearchBackend } from './local'

/**
 * Starts loading the local catalogue (the embedded default; Elasticsearch needs no warming). Failures are
 * only logged: the first page that needs the catalogue will try again and answer with the error page.
 */
export async function warmUpSearch(): Promise<void> {
  try {
    // Not lib/config: instrumentation is not a server-component bundle, where `server-only` is allowed.
    const config = parseEnv(process.env)
    if (config.SEARCH_BACKEND !== 'local') return
    await new LocalSearchBackend({ dir: config.SEARCH_LOCAL_DIR, indexPrefix: config.ELASTICSEARCH_INDEX }).warmUp()
  } catch (error) {
    logger('search').error('The catalogue could not be loaded at start', error)
  }
}
