import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose'
import type { Server } from 'node:http'
import { DEMO_ACCOUNTS } from '../accounts'
import { startIdp } from './index'
import { SHOP_SERVER_AUDIENCE, SILENT_RENEW_PATH, TTL } from './constants'
import { CookieJar, pkcePair } from './test-login'
import { startTestIdp, type TestIdp } from './test-idp'

const manager = DEMO_ACCOUNTS.find((a) => a.kind === 'manager')!
const collectivity = DEMO_ACCOUNTS.find((a) => a.kind === 'collectivity')!

let idp: TestIdp

beforeAll(async () => {
  idp = await startTestIdp()
})
afterAll(async () => {
  await idp.stop()
})

const clientId = () => idp.ctx.config.oidcClientId
const site = () => idp.ctx.config.siteUrl

function authorizeUrl(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    client_id: clientId(),
    redirect_uri: idp.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'etat-1',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  }
  const defined = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)
  return `${idp.issuer}/auth?${new URLSearchParams(defined)}`
}

/** Where the provider sends the browser back to, with the error it reports. */
async function authorizationError(request: string): Promise<{ location: string; error: string | null }> {
  const res = await fetch(request, { redirect: 'manual' })
  expect(res.status).toBe(303)
  const location = res.headers.get('location') ?? ''
  const url = new URL(location, idp.issuer)
  // The implicit flow would answer in the fragment, the code flow in the query.
  const error = url.searchParams.get('error') ?? new URLSearchParams(url.hash.slice(1)).get('error')
  return { location, error }
}

function tokenRequest(body: Record<string, string>, origin?: string) {
  return fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams(body),
  })
}

describe('discovery', () => {
  it('advertises the code flow only, PKCE S256 only, and the endpoints the shop uses', async () => {
    const res = await fetch(`${idp.issuer}/.well-known/openid-configuration`)
    const meta = (await res.json()) as Record<string, unknown>
    expect(meta.issuer).toBe(idp.issuer)
    expect(meta.response_types_supported).toEqual(['code'])
    expect(meta.code_challenge_methods_supported).toEqual(['S256'])
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']))
    expect(meta.grant_types_supported).not.toContain('implicit')
    for (const key of [
      'jwks_uri',
      'token_endpoint',
      'userinfo_endpoint',
      'end_session_endpoint',
      'revocation_endpoint',
    ]) {
      expect(meta[key], key).toMatch(new RegExp(`^${idp.issuer}/`))
    }
  })
})

describe('authorization request', () => {
  it('refuses a request without PKCE', async () => {
    const { location, error } = await authorizationError(
      authorizeUrl({ code_challenge: undefined, code_challenge_method: undefined }),
    )
    expect(location.startsWith(idp.redirectUri)).toBe(true)
    expect(error).toBe('invalid_request')
  })

  it('refuses the plain PKCE method', async () => {
    const { error } = await authorizationError(authorizeUrl({ code_challenge_method: 'plain' }))
    expect(error).toBe('invalid_request')
  })

  it('refuses the implicit flow', async () => {
    const { error } = await authorizationError(authorizeUrl({ response_type: 'token' }))
    expect(error).toBe('unsupported_response_type')
  })

  it('accepts exactly the two registered redirect URIs and shows a French error for any other', async () => {
    const silent = await fetch(authorizeUrl({ redirect_uri: `${site()}${SILENT_RENEW_PATH}` }), { redirect: 'manual' })
    expect(silent.headers.get('location')).toMatch(/^\/interaction\//)

    const res = await fetch(authorizeUrl({ redirect_uri: `${site()}/ailleurs` }), { redirect: 'manual' })
    expect(res.status).toBe(400)
    const page = await res.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('redirect_uri')
  })
})

describe('French login page', () => {
  async function openLoginPage(jar: CookieJar): Promise<{ url: string; html: string }> {
    const start = await jar.fetch(authorizeUrl())
    const url = new URL(start.headers.get('location') ?? '', idp.issuer).toString()
    const res = await jar.fetch(url)
    expect(res.status).toBe(200)
    return { url, html: await res.text() }
  }

  it('is French, labelled, and lists the demo accounts', async () => {
    const { html } = await openLoginPage(new CookieJar())
    expect(html).toContain('<html lang="fr">')
    expect(html).toMatch(/<label for="login">Adresse e-mail<\/label>\s*<input id="login"/)
    expect(html).toMatch(/<label for="password">Mot de passe<\/label>\s*<input id="password"/)
    expect(html).toContain('>Se connecter</button>')
    expect(html).toContain('Comptes de démonstration')
    for (const account of DEMO_ACCOUNTS) expect(html).toContain(account.login)
  })

  it('says "Identifiant ou mot de passe incorrect." on a wrong password and keeps the e-mail', async () => {
    const jar = new CookieJar()
    const { url } = await openLoginPage(jar)
    const res = await jar.fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: manager.login, password: 'pas-le-bon' }),
    })
    expect(res.status).toBe(401)
    const html = await res.text()
    expect(html).toContain('role="alert">Identifiant ou mot de passe incorrect.')
    expect(html).toContain(`value="${manager.login}"`)
    expect(html).toContain('aria-invalid="true"')
  })

  it('sends the user back to the shop with access_denied on "Annuler"', async () => {
    const jar = new CookieJar()
    const { url } = await openLoginPage(jar)
    const abort = await jar.fetch(`${url}/abort`, { method: 'POST' })
    const resume = await jar.fetch(new URL(abort.headers.get('location') ?? '', idp.issuer).toString())
    const back = new URL(resume.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(idp.redirectUri)
    expect(back.searchParams.get('error')).toBe('access_denied')
  })
})

describe('tokens', () => {
  it('issues an RS256 JWT access token for the shop server, verifiable with the published key set', async () => {
    const tokens = await idp.login(manager.login, manager.password)
    const jwks = createLocalJWKSet(await (await fetch(`${idp.issuer}/jwks`)).json())
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idp.issuer,
      audience: SHOP_SERVER_AUDIENCE,
      typ: 'at+jwt',
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload.sub).toBe(manager.sub)
    expect(payload.client_id).toBe(clientId())
    expect(payload.exp! - payload.iat!).toBe(TTL.accessToken)
    expect(tokens.expires_in).toBe(TTL.accessToken)
  })

  it('puts the profile in the ID token, addressed to the shop client', async () => {
    const { id_token } = await idp.login(collectivity.login, collectivity.password)
    const claims = decodeJwt(id_token)
    expect(claims.aud).toBe(clientId())
    expect(claims).toMatchObject({ sub: collectivity.sub, email: collectivity.login, name: 'Nathalie Girard' })
    expect(claims.exp! - claims.iat!).toBe(TTL.idToken)
  })

  it('issues tokens as short-lived as the fault control asks, from the next sign-in on', async () => {
    idp.ctx.faults.tokenTtlS = 5
    try {
      const tokens = await idp.login(manager.login, manager.password)
      const access = decodeJwt(tokens.access_token)
      expect(access.exp! - access.iat!).toBe(5)
      expect(tokens.expires_in).toBe(5)
      const id = decodeJwt(tokens.id_token)
      expect(id.exp! - id.iat!).toBe(5)
    } finally {
      idp.ctx.faults.tokenTtlS = null
    }
  })

  it('answers userinfo for its access token, and refuses a token signed by another key', async () => {
    const { access_token } = await idp.login(manager.login, manager.password)
    const res = await fetch(`${idp.issuer}/me`, {
      headers: { authorization: `Bearer ${access_token}`, origin: site() },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(site())
    expect(await res.json()).toMatchObject({ sub: manager.sub, email: manager.login, name: 'Sophie Lefèvre' })

    const { privateKey } = await generateKeyPair('RS256')
    const forged = await new SignJWT(decodeJwt(access_token))
      .setProtectedHeader({ ...decodeProtectedHeader(access_token), alg: 'RS256' })
      .sign(privateKey)
    const refused = await fetch(`${idp.issuer}/me`, { headers: { authorization: `Bearer ${forged}` } })
    expect(refused.status).toBe(401)
  })

  it('rotates refresh tokens for the public client and detects the reuse of a rotated one', async () => {
    const first = await idp.login(manager.login, manager.password)
    const res = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: clientId() },
      site(),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(site())
    const second = (await res.json()) as { access_token: string; refresh_token: string }
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(decodeJwt(second.access_token).aud).toBe(SHOP_SERVER_AUDIENCE)

    const replay = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: clientId(),
    })
    expect(replay.status).toBe(400)
    // Reuse revokes the whole grant: the legitimate newer token dies with it.
    const after = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
      client_id: clientId(),
    })
    expect(after.status).toBe(400)
  })

  it('answers token requests from the shop origin only', async () => {
    const { refresh_token } = await idp.login(manager.login, manager.password)
    const res = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token, client_id: clientId() },
      'http://malveillant.example',
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('revokes a refresh token', async () => {
    const { refresh_token } = await idp.login(manager.login, manager.password)
    const revoke = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refresh_token, client_id: clientId() }),
    })
    expect(revoke.status).toBe(200)
    const res = await tokenRequest({ grant_type: 'refresh_token', refresh_token, client_id: clientId() })
    expect(res.status).toBe(400)
  })

  it('refuses a code redeemed with the wrong verifier', async () => {
    const jar = new CookieJar()
    const start = await jar.fetch(authorizeUrl({ code_challenge: pkcePair().challenge }))
    const page = new URL(start.headers.get('location') ?? '', idp.issuer).toString()
    const login = await jar.fetch(`${page}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: manager.login, password: manager.password }),
    })
    const back = await jar.fetch(new URL(login.headers.get('location') ?? '', idp.issuer).toString())
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code')
    expect(code).toBeTruthy()
    const res = await tokenRequest({
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: idp.redirectUri,
      client_id: clientId(),
      code_verifier: pkcePair().verifier,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant')
  })
})

describe('silent renewal and logout', () => {
  it('renews silently with prompt=none while the provider session lives, not after end-session', async () => {
    const jar = new CookieJar()
    const { id_token, refresh_token } = await idp.login(manager.login, manager.password, jar)
    const silent = authorizeUrl({ prompt: 'none', redirect_uri: `${site()}${SILENT_RENEW_PATH}` })
    const renewed = new URL((await jar.fetch(silent)).headers.get('location') ?? '')
    expect(renewed.pathname).toBe(SILENT_RENEW_PATH)
    expect(renewed.searchParams.get('code')).toBeTruthy()

    const end = await jar.fetch(
      `${idp.issuer}/session/end?${new URLSearchParams({ id_token_hint: id_token, post_logout_redirect_uri: `${site()}/`, client_id: clientId() })}`,
    )
    const page = await end.text()
    expect(page).toContain('<html lang="fr">')
    const action = /action="([^"]+)"/.exec(page)?.[1] ?? ''
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const confirm = await jar.fetch(new URL(action, idp.issuer).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    })
    expect(confirm.headers.get('location')).toBe(`${site()}/`)

    const afterLogout = new URL((await jar.fetch(silent)).headers.get('location') ?? '')
    expect(afterLogout.searchParams.get('error')).toBe('login_required')
    // Refresh tokens end with the provider session.
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token, client_id: clientId() })
    expect(refresh.status).toBe(400)
  })
})

describe('first-party client', () => {
  it('grants an explicit prompt=consent at once, without a consent screen', async () => {
    const jar = new CookieJar()
    await idp.login(manager.login, manager.password, jar)
    let res = await jar.fetch(authorizeUrl({ prompt: 'consent' }))
    for (let hop = 0; hop < 5 && !(res.headers.get('location') ?? '').startsWith(idp.redirectUri); hop++) {
      expect(res.status).toBe(303)
      res = await jar.fetch(new URL(res.headers.get('location') ?? '', idp.issuer).toString())
    }
    const back = new URL(res.headers.get('location') ?? '')
    expect(back.searchParams.get('code')).toBeTruthy()
    expect(back.searchParams.get('state')).toBe('etat-1')
  })
})

describe('keys', () => {
  it('publishes the public half of its key only', async () => {
    const published = (await (await fetch(`${idp.issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] }
    expect(published.keys).toHaveLength(1)
    expect(published.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(published.keys[0]).not.toHaveProperty(member)
  })

  it('keeps its signing key, sessions and refresh tokens across a restart', async () => {
    const before = await idp.login(manager.login, manager.password)
    const kid = decodeProtectedHeader(before.access_token).kid
    await idp.stopIdp()
    let server: Server | undefined
    try {
      server = await startIdp(idp.ctx)
      const jwks = (await (await fetch(`${idp.issuer}/jwks`)).json()) as { keys: { kid: string }[] }
      expect(jwks.keys.map((k) => k.kid)).toEqual([kid])
      const res = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token,
        client_id: clientId(),
      })
      expect(res.status).toBe(200)
    } finally {
      await new Promise((resolve) => {
        server?.close(resolve)
        server?.closeAllConnections()
      })
    }
  })
})
