/**
 * After a deployment, a tab still running the previous build asks for script chunks that no longer
 * exist. Reloading fetches the new build; if the reloaded page fails the same way, reloading again
 * would loop, so a reload is allowed once per 10 seconds (docs/product/constants.md#navigation).
 */
export const RELOAD_GUARD_MS = 10_000

/** sessionStorage key: when the guard last reloaded this tab. */
export const RELOAD_GUARD_KEY = 'shop.reload-guard'

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
  logger: Pick<Console, 'error'>
}

/** Reloads the page unless the guard already did less than 10 s ago; answers whether it reloaded. */
export function reloadAfterChunkFailure({ storage, now, reload, logger }: ReloadGuardDeps): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? Number.NaN)
    if (Number.isFinite(last) && now() - last < RELOAD_GUARD_MS) {
      logger.error('[reload-guard] a script of the page failed to load again just after a reload: not reloading')
      return false
    }
    storage.setItem(RELOAD_GUARD_KEY, String(now()))
  } catch {
    // Without storage the reload could not be remembered, and a page that keeps failing would loop.
    logger.error('[reload-guard] a script of the page failed to load, and the tab cannot remember a reload')
    return false
  }
  reload()
  return true
}

const CHUNK_FAILURE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i

/** The bundler's "chunk failed to load" errors (scripts and styles of the page, dynamic imports). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false
  return reason.name === 'ChunkLoadError' || CHUNK_FAILURE.test(reason.message)
}
