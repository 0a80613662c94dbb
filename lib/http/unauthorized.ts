import type { HttpSystem } from './result'

export interface UnauthorizedGate {
  /** Pass as `onUnauthorized`: the first call runs the handler, later calls are ignored until `rearm`. */
  trigger(system: HttpSystem): void
  /** Call after a new sign-in so the next lost session is handled again. */
  rearm(): void
  readonly tripped: boolean
}

/**
 * Several requests usually fail together when a session expires (cart, prices, contacts); the user
 * must be signed out once, not once per request.
 */
export function createUnauthorizedGate(handler: (system: HttpSystem) => void): UnauthorizedGate {
  let tripped = false
  return {
    trigger(system) {
      if (tripped) return
      tripped = true
      handler(system)
    },
    rearm() {
      tripped = false
    },
    get tripped() {
      return tripped
    },
  }
}
