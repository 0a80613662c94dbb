/**
 * Server start, Node runtime only: the environment is validated (lib/config/check-at-start.ts), then the
 * local search catalogue starts loading in the background so the first visitor does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkConfigurationAtStart } = await import('./lib/config/check-at-start')
  checkConfigurationAtStart()
  const { warmUpSearch } = await import('./lib/search/warm-up')
  void warmUpSearch()
}
