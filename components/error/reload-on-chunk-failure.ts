import { isChunkLoadError, reloadAfterChunkFailure } from '@/lib/navigation/reload-guard'

/**
 * A script or style of the page failed to load (a deployment replaced the build this tab runs):
 * reload once, guarded against a loop (lib/navigation/reload-guard.ts). Answers whether it reloads.
 */
export function reloadOnChunkFailure(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false
  return reloadAfterChunkFailure({
    // Through functions: a browser with storage disabled throws on access, inside the guard's try.
    storage: {
      getItem: (key) => window.sessionStorage.getItem(key),
      setItem: (key, value) => window.sessionStorage.setItem(key, value),
    },
    now: Date.now,
    reload: () => window.location.reload(),
    logger: console,
  })
}
