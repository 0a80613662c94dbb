import { logger } from '@/lib/log/logger'
import { ConfigError, missingProductionVariables, parseEnv, productionRefusal } from './schema'

const log = logger('config')

/**
 * Node only (it may stop the process): a bad variable, or a production start missing a back end's
 * address, stops the shop with a message naming each variable. Next only logs errors thrown from
 * instrumentation and keeps serving; a shop without its back ends must not start.
 */
export function checkConfigurationAtStart(env: NodeJS.ProcessEnv = process.env): void {
  let config
  try {
    config = parseEnv(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    log.error('Invalid configuration, the shop does not start', { variables: error.variables, detail: error.message })
    process.exit(1)
    return
  }
  const missing = missingProductionVariables(env, config)
  if (missing.length > 0) {
    // Worded for the French team and any operator alike (productionRefusal).
    log.error(productionRefusal(missing), { variables: missing })
    process.exit(1)
  }
}
