import type { Result } from '@/lib/http/result'
import { noAnswer, sessionHttpClients, type BackendClientConfig, type BackendClientDeps } from '@/lib/http/session-clients'
import { shopServerPaths as paths } from './paths'
import { customerEnvelopeSchema, customerSchema, type Customer } from './schemas/customer'
import { leadResponseSchema, type LeadResponse } from './schemas/lead'
import { settingsSchema, type Settings } from './schemas/settings'

/**
 * The typed client of the shop server (spec §7, shop-server table). Each method parses the answer with
 * the shared schema and returns a Result; later issues add their calls here.
 */
export function createShopServerClient(config: BackendClientConfig, deps: BackendClientDeps) {
  const { http, opening } = sessionHttpClients('shop-server', config, deps)

  return {
    /** `POST auth/signin` with the identity provider's access token; the answer sets the session cookie. */
    signin(accessToken: string): Promise<Result<Customer>> {
      return opening.post(paths.signin, { schema: customerSchema, headers: { authorization: `Bearer ${accessToken}` } })
    },
    signout(): Promise<Result<null>> {
      return http.post(paths.signout, { schema: noAnswer, responseType: 'empty' })
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
