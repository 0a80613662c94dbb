import { logger } from '@/lib/log/logger'
import { ConfigError, parseEnv } from './schema'

/** Node only (it may stop the process): a bad variable stops the shop with a clear message. */
export function checkConfigurationAtStart(env: NodeJS.ProcessEnv = process.env): void {
  try {
    parseEnv(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // Next only logs errors thrown from instrumentation and keeps serving; a shop without its back ends must not start.
    logger('config').error('Invalid configuration, the shop does not start', {
      variables: error.variables,
      detail: error.message,
    })
    process.exit(1)
  }
}
