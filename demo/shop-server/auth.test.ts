import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose'
import { customerEnvelopeSchema, customerSchema } from '../../lib/shop-server/schemas/customer'
import { DEMO_ACCOUNTS } from '../accounts'
import { signingKeys } from '../idp/keys'
import { startTestIdp, type TestIdp } from '../idp/test-idp'
import { createShopServerApp } from './index'
import { SESSION_IDLE_MS, SESSION_KIND, SESSION_LIFETIME_MS, expireSessions, type ShopSession } from './session'

const user = DEMO_ACCOUNTS.find((a) => a.kind === 'user')!
const manager = DEMO_ACCOUNTS.find((a) => a.kind === 'manager')!
const collectivity = DEMO_ACCOUNTS.find((a) => a.kind === 'collectivity')!

let idp: TestIdp
let app: ReturnType<typeof createShopServerApp>
/** A real access token of the manager, obtained through the code + PKCE flow. */
let managerToken: string

beforeAll(async () => {
  idp = await startTestIdp()
  app = createShopServerApp(idp.ctx)
  managerToken = (await idp.login(manager.login, manager.password)).access_token
})
afterAll(async () => {
  await idp.stop()
})
afterEach(() => {
  vi.useRealTimers()
})

const signin = (token?: string, cookie?: string) =>
  app.request('/auth/signin', {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(cookie ? { Cookie: cookie } : {}) },
  })

const getCustomer = (cookie?: string) => app.request('/customer', { headers: cookie ? { Cookie: cookie } : {} })

const postJson = (path: string, body: unknown, cookie?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  })

/** `shop_session=<id>` from a sign-in answer, ready for a Cookie header. */
function sessionCookie(res: Response): string {
  const line = res.headers.get('set-cookie') ?? ''
  const pair = /^(shop_session=[^;]+)/.exec(line)?.[1]
  if (!pair) throw new Error(`pas de cookie de session : ${line}`)
  return pair
}

async function signedInAs(account: { login: string; password: string }): Promise<string> {
  const { access_token } = await idp.login(account.login, account.password)
  const res = await signin(access_token)
  expect(res.status).toBe(200)
  return sessionCookie(res)
}

/** A token shaped like the provider's, signed with `key` (the provider's own unless told otherwise). */
async function mint(changes: JWTPayload, key?: CryptoKey): Promise<string> {
  const [jwk] = (await signingKeys(idp.ctx.config.dataDir)).keys
  const signingKey = key ?? ((await importJWK(jwk!, 'RS256')) as CryptoKey)
  return new SignJWT({ ...decodeJwt(managerToken), ...changes })
    .setProtectedHeader(decodeProtectedHeader(managerToken) as { alg: string })
    .sign(signingKey)
}

describe('auth/signin', () => {
  it('opens a session from a real access token and answers the customer', async () => {
    const res = await signin(managerToken)
    expect(res.status).toBe(200)
    const customer = customerSchema.parse(await res.json())
    expect(customer).toMatchObject({
      id: manager.customerId,
      login: manager.login,
      kind: 'manager',
      is_manager: true,
      role: 'manager',
    })

    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^shop_session=[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain(`Max-Age=${SESSION_LIFETIME_MS / 1000}`)
    expect(cookie).not.toContain('Domain')
    expect(cookie).not.toContain('Secure')

    const me = await getCustomer(sessionCookie(res))
    expect(me.status).toBe(200)
    expect(customerSchema.parse(await me.json()).id).toBe(manager.customerId)
  })

  it('refuses a request without a token', async () => {
    const res = await signin()
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ detail: 'Not authenticated' })
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const res = await signin(await mint({}, privateKey))
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toContain('invalid_token')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a token for another audience, even signed by the provider', async () => {
    expect((await signin(await mint({}))).status).toBe(200)
    const res = await signin(await mint({ aud: 'urn:autre-service' }))
    expect(res.status).toBe(401)
  })

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000)
    const res = await signin(await mint({ iat: now - 1200, exp: now - 600 }))
    expect(res.status).toBe(401)
  })

  it('refuses a token from another issuer', async () => {
    const res = await signin(await mint({ iss: 'http://localhost:1' }))
    expect(res.status).toBe(401)
  })

  it('refuses the ID token in place of the access token', async () => {
    const { id_token } = await idp.login(manager.login, manager.password)
    expect((await signin(id_token)).status).toBe(401)
  })

  it('answers 403 for a valid token whose subject has no customer account', async () => {
    const res = await signin(await mint({ sub: 'inconnu' }))
    expect(res.status).toBe(403)
  })

  it('gives a new session id on each sign-in and ends the one the browser held', async () => {
    const first = sessionCookie(await signin(managerToken))
    const second = sessionCookie(await signin(managerToken, first))
    expect(second).not.toBe(first)
    expect((await getCustomer(first)).status).toBe(401)
    expect((await getCustomer(second)).status).toBe(200)
  })

  it('marks the cookie Secure with the __Host- prefix when the shop is served over HTTPS', async () => {
    const https = createShopServerApp({
      ...idp.ctx,
      config: { ...idp.ctx.config, siteUrl: 'https://boutique.exemple.fr' },
    })
    const res = await https.request('/auth/signin', {
      method: 'POST',
      headers: { Authorization: `Bearer ${managerToken}` },
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-shop_session=/)
    expect(cookie).toContain('Secure')
  })
})

describe('session end', () => {
  it('auth/signout ends the session and clears the cookie', async () => {
    const cookie = await signedInAs(user)
    const res = await app.request('/auth/signout', { method: 'POST', headers: { Cookie: cookie } })
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toMatch(/^shop_session=;.*Max-Age=0/)
    const after = await getCustomer(cookie)
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ detail: 'Not authenticated' })
  })

  it('GET customer answers 401 without a session or with an unknown one', async () => {
    expect((await getCustomer()).status).toBe(401)
    expect((await getCustomer('shop_session=inventee')).status).toBe(401)
  })

  it('expires after 30 minutes without a request', async () => {
    const cookie = await signedInAs(user)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000)
    expect((await getCustomer(cookie)).status).toBe(200)
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1000)
    expect((await getCustomer(cookie)).status).toBe(401)
  })

  it('expires 8 hours after sign-in even when used all along', async () => {
    const cookie = await signedInAs(user)
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    for (let t = 20 * 60_000; t < SESSION_LIFETIME_MS; t += 20 * 60_000) {
      vi.setSystemTime(start + t)
      expect((await getCustomer(cookie)).status, `après ${t / 60_000} min`).toBe(200)
    }
    vi.setSystemTime(start + SESSION_LIFETIME_MS + 1000)
    expect((await getCustomer(cookie)).status).toBe(401)
  })

  it('expireSessions ends one customer’s sessions, or all of them', async () => {
    const userCookie = await signedInAs(user)
    const collectivityCookie = await signedInAs(collectivity)
    expect(await expireSessions(idp.ctx, user.customerId)).toBeGreaterThanOrEqual(1)
    expect((await getCustomer(userCookie)).status).toBe(401)
    expect((await getCustomer(collectivityCookie)).status).toBe(200)

    await expireSessions(idp.ctx)
    expect((await getCustomer(collectivityCookie)).status).toBe(401)
    expect(await idp.ctx.store.list<ShopSession>(SESSION_KIND)).toEqual([])
  })
})

describe('customer', () => {
  it('POST customer changes the name and opt-in, not what the server owns', async () => {
    const cookie = await signedInAs(user)
    const res = await postJson(
      '/customer',
      { name: '  Claire Martin-Dupont ', opt_in: false, role: 'manager', kind: 'manager' },
      cookie,
    )
    expect(res.status).toBe(200)
    const customer = customerSchema.parse(await res.json())
    expect(customer).toMatchObject({ name: 'Claire Martin-Dupont', optIn: false, role: 'pro', kind: 'user' })
    expect(customerSchema.parse(await (await getCustomer(cookie)).json()).name).toBe('Claire Martin-Dupont')

    expect((await postJson('/customer', { name: '' }, cookie)).status).toBe(422)
    expect((await postJson('/customer', { name: 'X' })).status).toBe(401)
  })

  it('POST customer takes the upstream shape: name, phone, mobile, opt_in, lang_id', async () => {
    const cookie = await signedInAs(user)
    expect(customerSchema.parse(await (await getCustomer(cookie)).json())).toMatchObject({
      phone: user.phone,
      mobile: user.mobile,
    })
    const res = await postJson(
      '/customer',
      { name: 'Claire Martin', phone: '+33 1 99 00 10 99', mobile: '', opt_in: true, lang_id: 2 },
      cookie,
    )
    expect(res.status).toBe(200)
    expect(customerSchema.parse(await res.json())).toMatchObject({
      name: 'Claire Martin',
      phone: '+33 1 99 00 10 99',
      mobile: null,
      optIn: true,
      lang_id: 2,
    })
    expect((await postJson('/customer', { phone: 'pas un numéro' }, cookie)).status).toBe(422)
  })

  it('POST customer/{id}/update sets the opt-in of the signed-in customer only', async () => {
    const cookie = await signedInAs(collectivity)
    const res = await postJson(`/customer/${collectivity.customerId}/update`, { optIn: true }, cookie)
    expect(res.status).toBe(200)
    expect(customerEnvelopeSchema.parse(await res.json()).data).toMatchObject({
      id: collectivity.customerId,
      optIn: true,
    })
    expect(customerSchema.parse(await (await getCustomer(cookie)).json()).optIn).toBe(true)

    expect((await postJson(`/customer/${user.customerId}/update`, { optIn: true }, cookie)).status).toBe(403)
    expect((await postJson(`/customer/${collectivity.customerId}/update`, { optIn: 'oui' }, cookie)).status).toBe(422)
  })

  it('answers the collectivity’s market and tax-included flags', async () => {
    const cookie = await signedInAs(collectivity)
    const customer = customerSchema.parse(await (await getCustomer(cookie)).json())
    expect(customer).toMatchObject({
      kind: 'collectivity',
      collectivity: true,
      has_market: true,
      market: collectivity.market,
      has_tax_included_price: true,
      role: 'collectivite',
    })
  })
})

describe('auth/register', () => {
  it('requires name, login and password, with a French message per field', async () => {
    const res = await postJson('/auth/register', {})
    expect(res.status).toBe(422)
    const body = (await res.json()) as { detail: string; fields: Record<string, string> }
    expect(body.detail).toMatch(/obligatoire/)
    expect(Object.keys(body.fields).sort()).toEqual(['login', 'name', 'password'])
    for (const message of Object.values(body.fields)) expect(message).toMatch(/obligatoire/)
  })

  it('refuses an invalid e-mail and a short password', async () => {
    const badEmail = await postJson('/auth/register', { name: 'Léa', login: 'pas-un-email', password: 'motdepasse' })
    expect(badEmail.status).toBe(422)
    expect(((await badEmail.json()) as { fields: Record<string, string> }).fields.login).toMatch(/n’est pas valide/)
    const shortPassword = await postJson('/auth/register', { name: 'Léa', login: 'lea@exemple.fr', password: 'court' })
    expect(shortPassword.status).toBe(422)
    expect(((await shortPassword.json()) as { fields: Record<string, string> }).fields.password).toMatch(/au moins 8/)
  })

  it('refuses an e-mail already used, including a demo account’s', async () => {
    const res = await postJson('/auth/register', {
      name: 'Autre',
      login: manager.login.toUpperCase(),
      password: 'motdepasse',
    })
    expect(res.status).toBe(409)
  })

  it('creates a customer who can then sign in at the provider and on the shop server', async () => {
    const login = 'lea.bernard@exemple.fr'
    const res = await postJson('/auth/register', {
      name: 'Léa Bernard',
      login: ` ${login.toUpperCase()} `,
      password: 'motdepasse',
    })
    expect(res.status).toBe(201)
    const created = customerSchema.parse(await res.json())
    expect(created).toMatchObject({ name: 'Léa Bernard', login, role: 'default', kind: 'user', is_manager: false })
    expect((await postJson('/auth/register', { name: 'Léa', login, password: 'motdepasse' })).status).toBe(409)

    await expect(idp.login(login, 'mauvais-mot')).rejects.toThrow('Identifiant ou mot de passe incorrect.')
    const { access_token } = await idp.login(login, 'motdepasse')
    const signed = await signin(access_token)
    expect(signed.status).toBe(200)
    expect(customerSchema.parse(await signed.json()).id).toBe(created.id)
  })
})

describe('the app around the routes', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const res = await app.request('/nulle-part')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
  })

  it('lets the shop origin, and only it, call with credentials', async () => {
    const preflight = (origin: string) =>
      app.request('/auth/signin', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization',
        },
      })
    const ok = await preflight(idp.ctx.config.siteUrl)
    expect(ok.headers.get('access-control-allow-origin')).toBe(idp.ctx.config.siteUrl)
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true')
    expect((await preflight('http://malveillant.example')).headers.get('access-control-allow-origin')).toBeNull()
  })
})
