import type { DemoConfig } from './config'
import type { DemoStore } from './db'

/** Faults the control endpoint can switch on; each system reads what concerns it. */
export interface FaultState {
  /** Next N cart syncs answer this status (503 or 500). */
  cartSync: { status: 500 | 503; remaining: number } | null
  /** Extra latency in ms added to every order-system and shop-server answer. */
  latencyMs: number
  /** Next N cart syncs are applied, then the connection is dropped before the answer. */
  dropAfterApply: number
  /** Lifetime in seconds of the access and ID tokens the identity provider issues from now on (default: TTL). */
  tokenTtlS: number | null
}

export interface DemoContext {
  config: DemoConfig
  store: DemoStore
  faults: FaultState
}

export function noFaults(): FaultState {
  return { cartSync: null, latencyMs: 0, dropAfterApply: 0, tokenTtlS: null }
}
