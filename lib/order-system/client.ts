import type { Result } from '@/lib/http/result'
import { noAnswer, sessionHttpClients, type BackendClientConfig, type BackendClientDeps } from '@/lib/http/session-clients'
import { orderSystemPaths as paths } from './paths'
import {
  authAccountSchema,
  emptyAnswerSchema,
  priceMapSchema,
  userProfileSchema,
  type AuthAccount,
  type LoginInput,
  type PriceMap,
  type RegisterInput,
  type ResetPasswordRequestInput,
  type SetPasswordInput,
  type UserProfile,
  type ValidateEmailInput,
} from './schemas'

/**
 * The typed client of the order system (spec §7, order-system table). Each method parses the answer
 * with the shared schema and returns a Result; later issues (cart, orders, unit) add their calls here.
 */
export function createOrderSystemClient(config: BackendClientConfig, deps: BackendClientDeps) {
  const { http, opening } = sessionHttpClients('order-system', config, deps)

  return {
    /**
     * `POST auth/login`. Spec §5/§8: a 403 (wrong credentials) is "no user" rather than an error, so
     * it comes back as `ok` with `null`; every other failure keeps the server's message.
     */
    async login(input: LoginInput): Promise<Result<UserProfile | null>> {
      const result = await opening.post(paths.authLogin, { schema: userProfileSchema, json: input })
      if (!result.ok && result.error.kind === 'http' && result.error.status === 403) return { ok: true, data: null, status: 403 }
      return result
    },
    logout(): Promise<Result<null>> {
      return http.post(paths.authLogout, { schema: noAnswer, responseType: 'empty' })
    },
    profile(): Promise<Result<UserProfile>> {
      return http.get(paths.authProfile, { schema: userProfileSchema })
    },
    /** Spec §5: the server is called only when name, login and password are all present; otherwise `null`. */
    async register(input: Partial<RegisterInput>): Promise<Result<AuthAccount> | null> {
      const { name, login, password } = input
      if (!name?.trim() || !login?.trim() || !password) return null
      return http.post(paths.authRegister, { schema: authAccountSchema, json: { name, login, password } })
    },
    requestPasswordReset(input: ResetPasswordRequestInput): Promise<Result<unknown>> {
      return http.post(paths.authRequestResetPassword, { schema: emptyAnswerSchema, json: input })
    },
    setPassword(input: SetPasswordInput): Promise<Result<AuthAccount>> {
      return http.post(paths.authSetPassword, { schema: authAccountSchema, json: input })
    },
    validateEmail(input: ValidateEmailInput): Promise<Result<unknown>> {
      return http.post(paths.authValidateEmail, { schema: emptyAnswerSchema, json: input })
    },
    /** `GET prices`: the signed-in buyer's price list keyed by product id (empty for the default role). */
    prices(): Promise<Result<PriceMap>> {
      return http.get(paths.prices, { schema: priceMapSchema })
    },
  }
}

export type OrderSystemClient = ReturnType<typeof createOrderSystemClient>
