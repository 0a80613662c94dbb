import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, httpError, ok, type HttpError } from '@/lib/http/result'
import { createUnauthorizedGate } from '@/lib/http/unauthorized'
import { createShopServerClient } from '@/lib/shop-server/client'
import type { Customer } from '@/lib/shop-server/schemas/customer'
import type { AuthMarker } from './marker'
import {
  createSession,
  RenewError,
  type OidcUser,
  type SessionDeps,
  type SessionShopServer,
  type UserManagerLike,
} from './session'

const CUSTOMER: Customer = {
  id: 1003,
  name: 'Sophie Lefèvre',
  login: 'sophie.lefevre@exemple.fr',
  role: 'manager',
  kind: 'manager',
  is_manager: true,
  has_market: false,
  market: null,
  has_tax_included_price: false,
  collectivity: false,
  optIn: true,
  phone: null,
  mobile: null,
  lang_id: null,
}

const SOPHIE: OidcUser = {
  access_token: 'access-sophie',
  id_token: 'id-sophie',
  expires_at: Math.floor(Date.now() / 1000) + 600,
  profile: { sub: 'sub-sophie' },
  state: { target: '/account/sales?page=2' },
}

type Handler = () => void

function fakeUserManager(stored: OidcUser | null = null) {
  let user = stored
  const handlers = {
    expiring: new Set<Handler>(),
    expired: new Set<Handler>(),
    unloaded: new Set<Handler>(),
    signedOut: new Set<Handler>(),
  }
  const on = (set: Set<Handler>) => (callback: Handler) => {
    set.add(callback)
    return () => void set.delete(callback)
  }
  const um = {
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => {
      user = null
      for (const handler of handlers.unloaded) handler()
    }),
    signinRedirect: vi.fn<UserManagerLike['signinRedirect']>(async () => undefined),
    signinRedirectCallback: vi.fn<UserManagerLike['signinRedirectCallback']>(async () => {
      user = SOPHIE
      return SOPHIE
    }),
    signinSilent: vi.fn<UserManagerLike['signinSilent']>(async () => user),
    signoutRedirect: vi.fn<UserManagerLike['signoutRedirect']>(async () => {
      user = null
    }),
    signoutRedirectCallback: vi.fn<UserManagerLike['signoutRedirectCallback']>(async () => ({
      userState: { target: '/cart' },
    })),
    events: {
      addAccessTokenExpiring: on(handlers.expiring),
      addAccessTokenExpired: on(handlers.expired),
      addUserUnloaded: on(handlers.unloaded),
      addUserSignedOut: on(handlers.signedOut),
    },
    fireExpiring: () => handlers.expiring.forEach((handler) => handler()),
  }
  return um
}

function fakeMarker(initially = false): AuthMarker & { value: boolean } {
  return {
    value: initially,
    set() {
      this.value = true
    },
    clear() {
      this.value = false
    },
    isSet() {
      return this.value
    },
  }
}

function fakeShopServer(): { [K in keyof SessionShopServer]: ReturnType<typeof vi.fn<SessionShopServer[K]>> } {
  return {
    signin: vi.fn<SessionShopServer['signin']>(async () => ok(CUSTOMER, 200)),
    signout: vi.fn<SessionShopServer['signout']>(async () => ok(null, 204)),
    customer: vi.fn<SessionShopServer['customer']>(async () => ok(CUSTOMER, 200)),
  }
}

function setup(
  options: {
    stored?: OidcUser | null
    marker?: boolean
    path?: string
    shopServer?: SessionShopServer
    passwordSession?: SessionDeps['passwordSession']
  } = {},
) {
  const userManager = fakeUserManager(options.stored ?? null)
  const shopServer = fakeShopServer()
  const marker = fakeMarker(options.marker)
  const deps = {
    userManager,
    shopServer: options.shopServer ?? shopServer,
    marker,
    unauthorizedGate: { rearm: vi.fn() },
    onSignedOut: vi.fn(),
    navigate: vi.fn(),
    currentPath: () => options.path ?? '/account/profile',
    logger: { error: vi.fn(), warn: vi.fn() },
    passwordSession: options.passwordSession,
  } satisfies SessionDeps
  const session = createSession(deps)
  return { session, userManager, shopServer, marker, deps }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('user loaded (sign-in return)', () => {
  it('opens the shop session with the access token, then fetches the customer', async () => {
    const { session, shopServer, marker, deps } = setup()
    const outcome = await session.completeSignIn('https://boutique.example/account/oidc-redirect?code=c&state=s')
    expect(shopServer.signin).toHaveBeenCalledWith('access-sophie')
    expect(shopServer.customer).toHaveBeenCalledOnce()
    expect(shopServer.signin.mock.invocationCallOrder[0]).toBeLessThan(shopServer.customer.mock.invocationCallOrder[0]!)
    expect(outcome).toEqual({ ok: true, target: '/account/sales?page=2' })
    expect(session.getState()).toEqual({ status: 'signed-in', customer: CUSTOMER })
    expect(marker.value).toBe(true)
    expect(deps.unauthorizedGate.rearm).toHaveBeenCalled()
  })

  it('processes one return URL once, however often the page asks (React Strict Mode)', async () => {
    const { session, userManager } = setup()
    const url = 'https://boutique.example/account/oidc-redirect?code=c&state=s'
    const [first, second] = await Promise.all([session.completeSignIn(url), session.completeSignIn(url)])
    expect(first).toEqual(second)
    expect(userManager.signinRedirectCallback).toHaveBeenCalledOnce()
  })

  it.each([
    ['the shop server refuses the token', 'signin'],
    ['the customer cannot be fetched', 'customer'],
  ] as const)('signs the user out when %s', async (_, call) => {
    const { session, shopServer, userManager, marker, deps } = setup()
    shopServer[call].mockResolvedValue(fail(httpError(403, { detail: 'Aucun compte client.' })))
    const outcome = await session.completeSignIn('https://boutique.example/account/oidc-redirect?code=c&state=s')
    expect(outcome).toEqual({ ok: false })
    expect(session.getState().status).toBe('anonymous')
    expect(marker.value).toBe(false)
    expect(userManager.removeUser).toHaveBeenCalled()
    expect(deps.onSignedOut).toHaveBeenCalled()
  })

  it('on a refused return (tampered state), signs out unless a session marker finds a live shop session', async () => {
    const refused = setup()
    refused.userManager.signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'))
    expect(await refused.session.completeSignIn('https://b.example/account/oidc-redirect?code=c&state=forged')).toEqual(
      { ok: false },
    )
    expect(refused.shopServer.customer).not.toHaveBeenCalled()
    expect(refused.session.getState().status).toBe('anonymous')

    const reloaded = setup({ marker: true })
    reloaded.userManager.signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'))
    expect(await reloaded.session.completeSignIn('https://b.example/account/oidc-redirect?code=c&state=old')).toEqual({
      ok: true,
      target: '/',
    })
    expect(reloaded.shopServer.customer).toHaveBeenCalledOnce()
    expect(reloaded.session.getState().status).toBe('signed-in')
  })

  it('sends a safe target only through the state', async () => {
    const { session, userManager } = setup()
    await session.signIn('//evil.example')
    await session.signIn('/account/invoices')
    expect(userManager.signinRedirect.mock.calls.map(([args]) => args.state)).toEqual([
      { target: '/' },
      { target: '/account/invoices' },
    ])
  })
})

describe('start-up', () => {
  it('restores a stored user from the shop session, without a second bearer sign-in', async () => {
    const { session, shopServer } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    expect(shopServer.signin).not.toHaveBeenCalled()
    expect(shopServer.customer).toHaveBeenCalledOnce()
    expect(session.getState().status).toBe('signed-in')
  })

  it('restores from the marker alone (a new tab), and stays anonymous without either', async () => {
    const withMarker = setup({ marker: true })
    await withMarker.session.start()
    expect(withMarker.session.getState().status).toBe('signed-in')

    const visitor = setup()
    await visitor.session.start()
    expect(visitor.session.getState()).toEqual({ status: 'anonymous', customer: null })
    expect(visitor.shopServer.customer).not.toHaveBeenCalled()
  })
})

describe('user unloaded (sign-out)', () => {
  it('signs out of the shop server, forgets the buyer and ends the provider session with the target', async () => {
    const { session, shopServer, userManager, marker, deps } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    await session.signOut('/cart')
    expect(shopServer.signout).toHaveBeenCalledOnce()
    expect(deps.onSignedOut).toHaveBeenCalledOnce()
    expect(marker.value).toBe(false)
    expect(session.getState()).toEqual({ status: 'anonymous', customer: null })
    expect(userManager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-sophie', state: { target: '/cart' } })
  })

  it('with password sign-in on, ends the order system’s own session too, only logging its failure', async () => {
    const logout = vi.fn(async () => fail<HttpError>({ kind: 'network', message: 'Failed to fetch', retryable: true }))
    const { session, shopServer, deps } = setup({ stored: SOPHIE, marker: true, passwordSession: { logout } })
    await session.start()
    await session.signOut('/')
    expect(logout).toHaveBeenCalledOnce()
    expect(shopServer.signout).toHaveBeenCalledOnce()
    expect(deps.logger.error).toHaveBeenCalledWith('[session] order system sign-out failed', 'Failed to fetch')
    expect(session.getState()).toEqual({ status: 'anonymous', customer: null })
  })

  it('only logs a failed shop sign-out, and goes home for an unsafe target', async () => {
    const { session, shopServer, userManager, deps } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    shopServer.signout.mockResolvedValue(fail({ kind: 'network', message: 'Failed to fetch', retryable: true }))
    await session.signOut('https://evil.example/')
    expect(deps.logger.error).toHaveBeenCalled()
    expect(deps.onSignedOut).toHaveBeenCalled()
    expect(userManager.signoutRedirect).toHaveBeenCalledWith(expect.objectContaining({ state: { target: '/' } }))
  })

  it('still ends the provider session when a token revocation fails, by trying again with no user left to revoke', async () => {
    const { session, userManager, deps } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    userManager.signoutRedirect.mockImplementationOnce(async () => {
      throw new Error(
        'Invalid response Content-Type: text/plain; charset=utf-8, from URL: https://idp.example/token/revocation',
      )
    })
    await session.signOut('/cart')
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(2)
    expect(userManager.removeUser.mock.invocationCallOrder[0]).toBeLessThan(
      userManager.signoutRedirect.mock.invocationCallOrder[1]!,
    )
    expect(userManager.signoutRedirect).toHaveBeenLastCalledWith({
      id_token_hint: 'id-sophie',
      state: { target: '/cart' },
    })
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('with the provider out of reach, forgets locally and goes to the target', async () => {
    const { session, userManager, deps } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    userManager.signoutRedirect.mockRejectedValue(new TypeError('Failed to fetch'))
    await session.signOut('/cart')
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(2)
    expect(userManager.removeUser).toHaveBeenCalled()
    expect(session.getState()).toEqual({ status: 'anonymous', customer: null })
    expect(deps.navigate).toHaveBeenCalledWith('/cart')
  })

  it('without provider tokens (marker-only session), forgets locally and goes to the target', async () => {
    const { session, userManager, deps } = setup({ marker: true, path: '/' })
    await session.start()
    await session.signOut('/cart')
    expect(userManager.signoutRedirect).not.toHaveBeenCalled()
    expect(deps.navigate).toHaveBeenCalledWith('/cart')
  })

  it('comes back from the provider to the target of the state', async () => {
    const { session } = setup()
    expect(await session.completeSignOut('https://b.example/account/oidc-redirect?state=s')).toBe('/cart')
  })
})

describe('401 from a back end', () => {
  it('ten requests failing together give exactly one sign-out redirect, to the login page', async () => {
    let sessionExpired = false
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.endsWith('/auth/signout')) return new Response(null, { status: 204 })
      if (sessionExpired) return Response.json({ detail: 'Not authenticated' }, { status: 401 })
      return Response.json(CUSTOMER)
    })
    let onUnauthorized = () => undefined as void
    const gate = createUnauthorizedGate(() => onUnauthorized())
    const marker = fakeMarker()
    const shopServer = createShopServerClient(
      { baseUrl: 'https://shop.example/', timeoutMs: 1_000 },
      { fetch: fetch as typeof globalThis.fetch, hasUser: () => marker.isSet(), onUnauthorized: gate.trigger },
    )
    const userManager = fakeUserManager()
    const wired = createSession({
      userManager,
      shopServer,
      marker,
      unauthorizedGate: gate,
      onSignedOut: vi.fn(),
      navigate: vi.fn(),
      currentPath: () => '/account/profile',
      logger: { error: vi.fn(), warn: vi.fn() },
    })
    onUnauthorized = () => wired.handleUnauthorized()

    await wired.completeSignIn('https://b.example/account/oidc-redirect?code=c&state=s')
    expect(wired.getState().status).toBe('signed-in')

    sessionExpired = true
    const results = await Promise.all(Array.from({ length: 10 }, () => shopServer.customer()))
    expect(results.every((result) => !result.ok)).toBe(true)
    await flush()
    expect(userManager.signoutRedirect).toHaveBeenCalledOnce()
    expect(userManager.signoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ state: { target: '/account/login?target=%2Faccount%2Fprofile' } }),
    )
    expect(wired.getState().status).toBe('anonymous')
  })

  it('ignores a 401 when nobody is signed in (no reload loop)', async () => {
    const { session, userManager, deps } = setup({ path: '/' })
    await session.start()
    session.handleUnauthorized()
    await flush()
    expect(userManager.signoutRedirect).not.toHaveBeenCalled()
    expect(deps.navigate).not.toHaveBeenCalled()
  })
})

describe('silent renewal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const timeout = () => Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' })

  it('runs one renewal at a time, and retries 5 s after a timeout', async () => {
    const { session, userManager } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    userManager.signinSilent.mockRejectedValueOnce(timeout())
    userManager.fireExpiring()
    userManager.fireExpiring()
    await vi.advanceTimersByTimeAsync(0)
    expect(userManager.signinSilent).toHaveBeenCalledOnce()
    expect(userManager.signinSilent).toHaveBeenCalledWith({ silentRequestTimeoutInSeconds: 10 })

    await vi.advanceTimersByTimeAsync(4_999)
    expect(userManager.signinSilent).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1)
    expect(userManager.signinSilent).toHaveBeenCalledTimes(2)
    expect(session.getState().status).toBe('signed-in')
    expect(userManager.signoutRedirect).not.toHaveBeenCalled()
  })

  it('signs out cleanly on any other renewal error', async () => {
    const { session, userManager, shopServer, deps } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    userManager.signinSilent.mockRejectedValueOnce(new Error('invalid_grant'))
    await session.renew()
    expect(deps.logger.error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ code: 'renew_failed' }),
    )
    expect(shopServer.signout).toHaveBeenCalledOnce()
    expect(deps.onSignedOut).toHaveBeenCalledOnce()
    expect(userManager.signoutRedirect).toHaveBeenCalledOnce()
    expect(session.getState().status).toBe('anonymous')
  })

  it('gives login_required and signs out when the provider answers for another subject', async () => {
    const { session, userManager, deps } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    userManager.signinSilent.mockResolvedValueOnce({ ...SOPHIE, profile: { sub: 'sub-julien' } })
    await session.renew()
    const [, error] = deps.logger.error.mock.calls.find(([message]) => String(message).includes('renewal'))!
    expect(error).toBeInstanceOf(RenewError)
    expect((error as RenewError).code).toBe('login_required')
    expect(userManager.signoutRedirect).toHaveBeenCalledOnce()
    expect(session.getState().status).toBe('anonymous')
  })

  it("maps the provider's own login_required answer to the same error", async () => {
    const { session, userManager, deps } = setup({ stored: SOPHIE, marker: true })
    await session.start()
    userManager.signinSilent.mockRejectedValueOnce(
      Object.assign(new Error('login_required'), { error: 'login_required' }),
    )
    await session.renew()
    expect(deps.logger.error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ code: 'login_required' }),
    )
  })
})
