import { ConfigError, missingProductionVariables, parseEnv, productionRefusal } from './schema'

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
    console.error(`\n${error.message}\nVariables en cause : ${error.variables.join(', ')}\n`)
    process.exit(1)
    return
  }
  const missing = missingProductionVariables(env, config)
  if (missing.length > 0) {
    console.error(`\n${productionRefusal(missing)}\n`)
    process.exit(1)
  }
}
