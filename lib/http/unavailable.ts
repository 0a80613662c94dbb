import type { HttpSystem } from './result'

/**
 * Set as the error's `digest`, which Next keeps as it is when the error crosses from a server render
 * to the error page: app/error.tsx reads it to show "service momentanément indisponible" instead of
 * the generic error.
 */
export const BACKEND_UNAVAILABLE_DIGEST = 'backend-unavailable'

/**
 * A back end a page needs could not answer in time (down, too slow, marked down by its breaker, or
 * answering something unusable). Thrown by the server-side readers so that a cached page keeps its
 * last good copy and an uncached one becomes the 503 page (docs/adr/0010-back-end-budgets-and-breakers.md).
 */
export class BackendUnavailableError extends Error {
  readonly digest = BACKEND_UNAVAILABLE_DIGEST

  constructor(
    readonly system: HttpSystem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'BackendUnavailableError'
  }
}

export function isBackendUnavailable(error: unknown): boolean {
  return (
    error instanceof BackendUnavailableError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { digest?: unknown }).digest === BACKEND_UNAVAILABLE_DIGEST)
  )
}
