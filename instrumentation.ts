/** Validates the environment once at server start, so a bad variable stops the shop with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { parseEnv } = await import('./lib/config/schema')
  parseEnv(process.env)
}
