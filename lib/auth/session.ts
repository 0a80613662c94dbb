import type { Result } from '@/lib/http/result'
import type { UnauthorizedGate } from '@/lib/http/unauthorized'
import { LOGIN_PATH, loginRedirectPath, requiresAuth } from '@/lib/routes/guard'
import { safeTarget } from '@/lib/navigation/safe-target'
import type { Customer } from '@/lib/shop-server/schemas/customer'
import type { AuthMarker } from './marker'
import { AUTH_TIMINGS, OIDC_REDIRECT_PATH } from './settings'
import { returnState, targetFromState } from './target'

/** The part of an oidc-client-ts `User` the session reads. */
export interface OidcUser {
  access_token: string
  id_token?: string
  /** Epoch seconds. */
  expires_at?: number
  profile: { sub: string }
  state?: unknown
}

type Unsubscribe = () => void

/** The part of oidc-client-ts's UserManager the session drives; a test passes a fake. */
export interface UserManagerLike {
  getUser(): Promise<OidcUser | null>
  removeUser(): Promise<void>
  signinRedirect(args: { state: unknown }): Promise<void>
  signinRedirectCallback(url: string): Promise<OidcUser>
  signinSilent(args: { silentRequestTimeoutInSeconds: number }): Promise<OidcUser | null>
  signoutRedirect(args: { id_token_hint?: string; state: unknown }): Promise<void>
  signoutRedirectCallback(url: string): Promise<{ userState?: unknown }>
  events: {
    addAccessTokenExpiring(callback: () => void): Unsubscribe
    addAccessTokenExpired(callback: () => void): Unsubscribe
    addUserUnloaded(callback: () => void): Unsubscribe
    addUserSignedOut(callback: () => void): Unsubscribe
  }
}

export interface SessionShopServer {
  signin(accessToken: string): Promise<Result<Customer>>
  signout(): Promise<Result<unknown>>
  customer(): Promise<Result<Customer>>
}

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in'

export interface SessionState {
  status: SessionStatus
  customer: Customer | null
}

export type SignInOutcome = { ok: true; target: string } | { ok: false }

/** docs/product/sign-in.md#renewal: a renewal failure other than a timeout; `login_required` when the subject changed. */
export class RenewError extends Error {
  constructor(
    readonly code: 'login_required' | 'renew_failed',
    options?: { cause?: unknown },
  ) {
    super(
      code === 'login_required' ? 'The identity provider answered for another user' : 'Silent renewal failed',
      options,
    )
    this.name = 'RenewError'
  }
}

export interface SessionDeps {
  userManager: UserManagerLike
  shopServer: SessionShopServer
  marker: AuthMarker
  /** Re-armed after each sign-in so the next lost session is handled once again. */
  unauthorizedGate: Pick<UnauthorizedGate, 'rearm'>
  /** Forgets everything of the previous buyer: query caches (prices, contacts, cart), analytics context. */
  onSignedOut: () => void
  /** A full page load to a same-site path (after a sign-out that did not go through the provider). */
  navigate: (path: string) => void
  /** The current path and query, for the return target of a forced sign-out. */
  currentPath: () => string
  /**
   * With password sign-in (PASSWORD_LOGIN), the order system's `auth/login` opened a session of its
   * own, which sign-out ends as well (`auth/logout`).
   */
  passwordSession?: { logout(): Promise<Result<unknown>> }
  logger?: Pick<Console, 'error' | 'warn'>
  now?: () => number
  setTimeout?: (callback: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

export interface Session {
  getState(): SessionState
  subscribe(listener: (state: SessionState) => void): Unsubscribe
  /** Restores the session of this tab and listens to the identity library; safe to call twice. */
  start(): Promise<void>
  stop(): void
  signIn(target?: string | null): Promise<void>
  /** Processes a sign-in return once per URL (React Strict Mode runs effects twice). */
  completeSignIn(url: string): Promise<SignInOutcome>
  completeSignOut(url: string): Promise<string>
  /** After a password sign-in (order system `auth/login`), which opened the shop session itself. */
  adoptShopSession(): Promise<boolean>
  signOut(target?: string | null): Promise<void>
  /** The 401 gate's handler: the shop session is gone. */
  handleUnauthorized(): void
  /** Single flight: concurrent calls share one renewal. */
  renew(): Promise<void>
  setCustomer(customer: Customer): void
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'ErrorTimeout'
const isLoginRequired = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'login_required'

/**
 * The buyer's session (docs/product/sign-in.md) as a state machine over injected parts, with no React
 * and no fetch of its own:
 * - loaded (sign-in return): the access token opens the shop session (`auth/signin`), then the
 *   customer is fetched; any failure signs out;
 * - start-up: a stored user, or the `auth_user` marker alone, restores the session from `GET customer`;
 * - unloaded: `auth/signout`, and `auth/logout` after a password sign-in (errors only logged), marker
 *   removed, buyer data forgotten;
 * - 401 from either back end: one sign-out redirect, however many requests failed;
 * - renewal: single flight; a timeout retries after 5 s, any other error or a changed subject signs out.
 */
export function createSession(deps: SessionDeps): Session {
  const { userManager: um, shopServer, marker, logger = console } = deps
  const now = deps.now ?? Date.now
  const schedule = deps.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms))
  const cancel = deps.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>))

  let state: SessionState = { status: 'loading', customer: null }
  const listeners = new Set<(state: SessionState) => void>()
  let unsubscribers: Unsubscribe[] = []
  let started: Promise<void> | null = null
  let renewing: Promise<void> | null = null
  let retryTimer: unknown = null
  let signingOut: Promise<void> | null = null
  let unloading: Promise<void> | null = null
  const callbacks = new Map<string, Promise<SignInOutcome>>()

  function setState(next: SessionState) {
    state = next
    for (const listener of listeners) listener(state)
  }

  function signedIn(customer: Customer) {
    marker.set()
    deps.unauthorizedGate.rearm()
    setState({ status: 'signed-in', customer })
  }

  function stopRetry() {
    if (retryTimer !== null) cancel(retryTimer)
    retryTimer = null
  }

  /** docs/product/sign-in.md#sign-out; single flight, so the library's own unload event may follow ours. */
  function unload(): Promise<void> {
    unloading ??= (async () => {
      stopRetry()
      const hadSession = state.status === 'signed-in' || marker.isSet()
      if (hadSession) {
        const [shop, orderSystem] = await Promise.all([shopServer.signout(), deps.passwordSession?.logout()])
        if (!shop.ok) logger.error('[session] shop server sign-out failed', shop.error.message)
        if (orderSystem && !orderSystem.ok)
          logger.error('[session] order system sign-out failed', orderSystem.error.message)
      }
      marker.clear()
      deps.onSignedOut()
      setState({ status: 'anonymous', customer: null })
    })().finally(() => {
      unloading = null
    })
    return unloading
  }

  /**
   * Sign-out without visiting the provider, for failed sign-ins. A 401 has already started the full
   * sign-out through the gate; that one is awaited instead of running a second.
   */
  async function signOutLocally() {
    if (signingOut) return signingOut
    await unload()
    await forgetUser()
  }

  /** docs/product/sign-in.md#shop-session: bearer sign-in on the shop server, then the customer. */
  async function load(user: OidcUser): Promise<boolean> {
    const signin = await shopServer.signin(user.access_token)
    if (!signin.ok) {
      logger.error('[session] shop server sign-in failed', signin.error.message)
      await signOutLocally()
      return false
    }
    return restoreFromShop()
  }

  async function restoreFromShop(): Promise<boolean> {
    // The marker first: credentials only travel once a user exists (docs/product/sign-in.md#credentials).
    marker.set()
    const customer = await shopServer.customer()
    if (!customer.ok) {
      logger.error('[session] customer fetch failed', customer.error.message)
      await signOutLocally()
      return false
    }
    signedIn(customer.data)
    return true
  }

  function tokenStillValid(user: OidcUser): boolean {
    return user.expires_at === undefined || user.expires_at + AUTH_TIMINGS.clockSkewS > now() / 1000
  }

  async function restore() {
    const user = await um.getUser().catch(() => null)
    if (user && !tokenStillValid(user)) {
      await renew()
      if (state.status === 'anonymous') return
    }
    if (user || marker.isSet()) {
      await restoreFromShop()
      return
    }
    setState({ status: 'anonymous', customer: null })
  }

  async function runRenewal() {
    stopRetry()
    const before = await um.getUser().catch(() => null)
    try {
      const user = await um.signinSilent({ silentRequestTimeoutInSeconds: AUTH_TIMINGS.silentRequestTimeoutS })
      if (!user) throw new RenewError('renew_failed')
      if (before && user.profile.sub !== before.profile.sub) throw new RenewError('login_required')
    } catch (error) {
      if (isTimeout(error)) {
        logger.warn('[session] silent renewal timed out, retrying in 5 s')
        retryTimer = schedule(() => {
          retryTimer = null
          void renew()
        }, AUTH_TIMINGS.silentRenewRetryMs)
        return
      }
      const renewError =
        error instanceof RenewError
          ? error
          : new RenewError(isLoginRequired(error) ? 'login_required' : 'renew_failed', { cause: error })
      logger.error('[session] silent renewal failed', renewError)
      await signOut(lostSessionTarget())
    }
  }

  function renew(): Promise<void> {
    renewing ??= runRenewal().finally(() => {
      renewing = null
    })
    return renewing
  }

  /** docs/product/sign-in.md#guarded-pages: a signed-out user goes to the login page, from a page that needs one. */
  function lostSessionTarget(): string {
    const current = safeTarget(deps.currentPath())
    const path = current.split(/[?#]/)[0] ?? '/'
    // The return page's code and state are spent: coming back to it would only fail again.
    if (path === OIDC_REDIRECT_PATH) return LOGIN_PATH
    if (!requiresAuth(path)) return current
    const search = current.slice(path.length).split('#')[0] ?? ''
    return loginRedirectPath(path, search)
  }

  function forgetUser(): Promise<void> {
    return um.removeUser().catch((error: unknown) => logger.error('[session] could not forget the user', error))
  }

  /**
   * Ends the provider's session too (ASVS 7.4.1); it comes back to the redirect page with the target.
   * oidc-client-ts first revokes the stored user's tokens and cancels the redirect if a revocation
   * fails, which would leave the provider session alive. Ending it matters more (the provider also drops
   * the session's grants), so a second attempt goes without a stored user, that is without revocation.
   */
  async function endProviderSession(idToken: string, target: string): Promise<boolean> {
    const args = { id_token_hint: idToken, state: returnState(target) }
    try {
      await um.signoutRedirect(args)
      return true
    } catch (error) {
      logger.error('[session] provider sign-out failed, trying again without token revocation', error)
    }
    await forgetUser()
    try {
      await um.signoutRedirect(args)
      return true
    } catch (error) {
      logger.error('[session] provider sign-out failed', error)
      return false
    }
  }

  async function runSignOut(target: string) {
    const user = await um.getUser().catch(() => null)
    await unload()
    if (user?.id_token && (await endProviderSession(user.id_token, target))) return
    await forgetUser()
    // Already where it should be (a stale marker on a public page): the page shows the anonymous state.
    if (target !== safeTarget(deps.currentPath())) deps.navigate(target)
  }

  function signOut(target?: string | null): Promise<void> {
    signingOut ??= runSignOut(safeTarget(target)).finally(() => {
      signingOut = null
    })
    return signingOut
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      if (unsubscribers.length === 0) {
        unsubscribers = [
          um.events.addAccessTokenExpiring(() => void renew()),
          um.events.addAccessTokenExpired(() => void renew()),
          um.events.addUserSignedOut(() => void signOut(lostSessionTarget())),
          um.events.addUserUnloaded(() => {
            if (state.status === 'signed-in' && !signingOut) void unload()
          }),
        ]
      }
      started ??= restore().catch((error: unknown) => {
        logger.error('[session] restore failed', error)
        return signOutLocally()
      })
      return started
    },
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      unsubscribers = []
      stopRetry()
    },
    async signIn(target) {
      await um.signinRedirect({ state: returnState(target) })
    },
    completeSignIn(url) {
      let outcome = callbacks.get(url)
      if (!outcome) {
        outcome = (async (): Promise<SignInOutcome> => {
          // Started by the page itself: the restore of start() must not race the callback.
          started ??= Promise.resolve()
          let user: OidcUser
          try {
            user = await um.signinRedirectCallback(url)
          } catch (error) {
            logger.error('[session] sign-in return refused', error)
            // docs/product/sign-in.md#shop-session: a failed callback still finds a live session through the marker (a reloaded
            // return page); otherwise the user is signed out.
            if (marker.isSet() && (await restoreFromShop())) return { ok: true, target: '/' }
            await signOutLocally()
            return { ok: false }
          }
          return (await load(user)) ? { ok: true, target: targetFromState(user.state) } : { ok: false }
        })()
        callbacks.set(url, outcome)
      }
      return outcome
    },
    async completeSignOut(url) {
      started ??= Promise.resolve()
      setState({ status: 'anonymous', customer: null })
      try {
        const response = await um.signoutRedirectCallback(url)
        return targetFromState(response.userState)
      } catch (error) {
        logger.error('[session] sign-out return refused', error)
        return '/'
      }
    },
    adoptShopSession() {
      started ??= Promise.resolve()
      return restoreFromShop()
    },
    signOut,
    handleUnauthorized() {
      // Nobody to sign out: a call that needed a session was made without one; reloading would loop.
      if (state.status !== 'signed-in' && !marker.isSet()) return
      void signOut(lostSessionTarget())
    },
    renew,
    setCustomer(customer) {
      if (state.status === 'signed-in') setState({ status: 'signed-in', customer })
    },
  }
}
