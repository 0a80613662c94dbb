/** Validates the environment once at server start, so a bad variable stops the shop with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { ConfigError, parseEnv } = await import('./lib/config/schema')
  try {
    parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // Next only logs errors thrown here and keeps serving; a shop without its back ends must not start.
    console.error(`\n${error.message}\nVariables en cause : ${error.variables.join(', ')}\n`)
    process.exit(1)
  }
}
