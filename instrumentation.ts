/** Validates the environment once at server start (lib/config/check-at-start.ts), in the Node runtime only. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkConfigurationAtStart } = await import('./lib/config/check-at-start')
  checkConfigurationAtStart()
}
