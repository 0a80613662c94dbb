import { z } from 'zod'
import { createHttpClient, type HttpLogger } from '@/lib/http/client'
import type { HttpSystem, Result } from '@/lib/http/result'
import { shopServerPaths as paths } from './paths'
import { customerEnvelopeSchema, customerSchema, type Customer } from './schemas/customer'
import { leadResponseSchema, type LeadResponse } from './schemas/lead'
import { settingsSchema, type Settings } from './schemas/settings'

export interface BackendClientConfig {
  baseUrl: string
  timeoutMs: number
}

export interface BackendClientDeps {
  fetch?: typeof fetch
  /** Spec §6: cross-site credentials (the shop session cookie) only travel when a user exists. */
  hasUser: () => boolean
  /** The session's 401 gate (lib/http/unauthorized.ts), shared by every client of the tab. */
  onUnauthorized?: (system: HttpSystem) => void
  logger?: HttpLogger
  sleep?: (ms: number) => Promise<void>
}

const nothing = z.unknown().transform(() => null)

/**
 * The typed client of the shop server (spec §7, shop-server table). Each method parses the answer with
 * the shared schema and returns a Result; later issues add their calls here.
 */
export function createShopServerClient(config: BackendClientConfig, deps: BackendClientDeps) {
  const common = {
    system: 'shop-server' as const,
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    fetch: deps.fetch,
    onUnauthorized: deps.onUnauthorized,
    logger: deps.logger,
    sleep: deps.sleep,
  }
  const http = createHttpClient({ ...common, credentials: () => (deps.hasUser() ? 'include' : 'omit') })
  // Opening the session is what makes a user exist, so its answer must be allowed to set the cookie.
  const opening = createHttpClient({ ...common, credentials: () => 'include' })

  return {
    /** `POST auth/signin` with the identity provider's access token; the answer sets the session cookie. */
    signin(accessToken: string): Promise<Result<Customer>> {
      return opening.post(paths.signin, { schema: customerSchema, headers: { authorization: `Bearer ${accessToken}` } })
    },
    signout(): Promise<Result<null>> {
      return http.post(paths.signout, { schema: nothing, responseType: 'empty' })
    },
    customer(): Promise<Result<Customer>> {
      return http.get(paths.customer, { schema: customerSchema })
    },
    /** `POST customer/{id}/update` (spec §7): the communications opt-in; answers the customer in `data`. */
    async updateOptIn(id: number, optIn: boolean): Promise<Result<Customer>> {
      const result = await http.post(paths.customerUpdate(id), { schema: customerEnvelopeSchema, json: { optIn } })
      return result.ok ? { ...result, data: result.data.data } : result
    },
    /** `GET settings` (spec §7): reference data, among them the countries and the lead subjects. */
    settings(): Promise<Result<Settings>> {
      return http.get(paths.settings, { schema: settingsSchema })
    },
    /**
     * `POST leads` (spec §7), multipart (lib/leads/form-data.ts builds the body). Open to anonymous
     * visitors; never retried, as a second attempt could file the same request twice.
     */
    leads(body: FormData): Promise<Result<LeadResponse>> {
      return http.post(paths.leads, { schema: leadResponseSchema, body, retry: 0 })
    },
  }
}

export type ShopServerClient = ReturnType<typeof createShopServerClient>
