import { z } from 'zod/mini'
import type { Logger } from '@/lib/log/logger'
import type { Breaker } from './breaker'
import { createHttpClient } from './client'
import type { HttpSystem } from './result'

export interface BackendClientConfig {
  baseUrl: string
  timeoutMs: number
  /** Server renders only: see HttpClientConfig.budgetMs. */
  budgetMs?: number
}

export interface BackendClientDeps {
  fetch?: typeof fetch
  /** docs/product/sign-in.md#credentials: cross-site credentials (the shop session cookie) only travel when a user exists. */
  hasUser: () => boolean
  /** The session's 401 gate (lib/http/unauthorized.ts), shared by every client of the tab. */
  onUnauthorized?: (system: HttpSystem) => void
  logger?: Logger
  /** Server only: the back end's breaker (lib/http/breaker.ts). */
  breaker?: Breaker
  sleep?: (ms: number) => Promise<void>
}

/** For calls whose answer carries nothing (204, or a body the shop ignores). */
export const noAnswer = z.pipe(
  z.unknown(),
  z.transform(() => null),
)

/**
 * The two HTTP clients of a back end that holds the shop session: `http` sends the session cookie only
 * when a user exists; `opening` always does, for the calls whose answer opens the session.
 */
export function sessionHttpClients(
  system: 'order-system' | 'shop-server',
  config: BackendClientConfig,
  deps: BackendClientDeps,
) {
  const common = {
    system,
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    budgetMs: config.budgetMs,
    breaker: deps.breaker,
    fetch: deps.fetch,
    onUnauthorized: deps.onUnauthorized,
    logger: deps.logger,
    sleep: deps.sleep,
  }
  return {
    http: createHttpClient({ ...common, credentials: () => (deps.hasUser() ? 'include' : 'omit') }),
    opening: createHttpClient({ ...common, credentials: () => 'include' }),
  }
}
