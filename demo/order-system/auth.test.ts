import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_PASSWORD } from '../accounts'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { authAccountSchema, userProfileSchema } from '../../lib/order-system/schemas/profile'
import { errorBodySchema } from '../../lib/order-system/schemas/error'
import { LOGIN_THROTTLE } from './auth'
import { createTestOrderSystem, request, type TestOrderSystem } from './testing'

let os: TestOrderSystem
beforeAll(async () => {
  os = await createTestOrderSystem()
})
afterAll(() => os.close())

const post = (path: string, body?: unknown, cookie?: string) =>
  os.app.request(`/${path}`, request('POST', cookie, body))
const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? ''

/** The demo prints e-mailed links on the console; the test reads the token back from there. */
async function tokenPrinted(action: () => unknown): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
  try {
    await action()
    const line = log.mock.calls.map((args) => String(args[0])).find((l) => l.includes('token='))
    const token = line && new URL(line.slice(line.indexOf('http'))).searchParams.get('token')
    if (!token) throw new Error('aucun lien affiché')
    return token
  } finally {
    log.mockRestore()
  }
}

describe('auth/*', () => {
  it('logs a demo account in with a session the other calls accept, and out', async () => {
    const res = await post(paths.authLogin, { login: 'Claire.Martin@exemple.fr', password: DEMO_PASSWORD })
    expect(res.status).toBe(200)
    expect(userProfileSchema.parse(await res.json())).toMatchObject({ id: 1001, role: 'pro' })
    const cookie = cookieOf(res)
    expect(cookie).toMatch(/^shop_session=/)
    expect((await os.app.request(`/${paths.authProfile}`, request('GET', cookie))).status).toBe(200)
    expect((await post(paths.authLogout, undefined, cookie)).status).toBe(205)
    expect((await os.app.request(`/${paths.authProfile}`, request('GET', cookie))).status).toBe(401)
  })

  it('answers 403 without a user on bad credentials', async () => {
    for (const body of [
      { login: 'claire.martin@exemple.fr', password: 'mauvais' },
      { login: 'inconnu@exemple.fr', password: DEMO_PASSWORD },
    ]) {
      const res = await post(paths.authLogin, body)
      expect(res.status).toBe(403)
      expect(errorBodySchema.parse(await res.json()).detail).toBe('Identifiant ou mot de passe incorrect.')
    }
    expect((await post(paths.authLogin, { login: '' })).status).toBe(422)
  })

  it('throttles wrong passwords per login, then per address, with Retry-After and a French message', async () => {
    const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } })
    const attempt = (login: string, password: string, ip: string) =>
      os.app.request(`/${paths.authLogin}`, request('POST', undefined, { login, password }), from(ip))
    const victim = 'julien.moreau@exemple.fr'
    for (let i = 0; i < LOGIN_THROTTLE.perLogin.max; i++) {
      expect((await attempt(victim, `mauvais-${i}`, '203.0.113.1')).status).toBe(403)
    }
    // Even the right password, even from elsewhere: the account is left alone for a while.
    const locked = await attempt(victim, DEMO_PASSWORD, '203.0.113.2')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(errorBodySchema.parse(await locked.json()).detail).toMatch(/Trop de tentatives/)

    // One address spraying many logins is stopped too, whoever it tries next.
    for (let i = 0; i < LOGIN_THROTTLE.perAddress.max; i++) {
      expect((await attempt(`inconnu-${i}@exemple.fr`, 'mauvais', '203.0.113.3')).status).toBe(403)
    }
    expect((await attempt('claire.martin@exemple.fr', DEMO_PASSWORD, '203.0.113.3')).status).toBe(429)
    expect((await attempt('claire.martin@exemple.fr', DEMO_PASSWORD, '203.0.113.4')).status).toBe(200)
  })

  it('registers, validates the e-mail, resets the password and logs in with the new one', async () => {
    const body = { name: 'Paul Bernard', login: 'paul.bernard@exemple.fr', password: 'motdepasse1' }
    let res: Response | undefined
    const validation = await tokenPrinted(async () => (res = await post(paths.authRegister, body)))
    expect(res?.status).toBe(201)
    expect(authAccountSchema.parse(await res?.json())).toEqual({ login: body.login, mail_verified: false })
    expect((await post(paths.authRegister, body)).status).toBe(409)

    expect((await post(paths.authValidateEmail, { token: validation })).status).toBe(200)
    expect((await post(paths.authValidateEmail, { token: validation })).status).toBe(400)

    const reset = await tokenPrinted(() => post(paths.authRequestResetPassword, { login: body.login }))
    const set = await post(paths.authSetPassword, { token: reset, password: 'nouveau-mot-2' })
    expect(authAccountSchema.parse(await set.json())).toEqual({ login: body.login, mail_verified: true })
    expect((await post(paths.authLogin, { login: body.login, password: body.password })).status).toBe(403)
    const login = await post(paths.authLogin, { login: body.login, password: 'nouveau-mot-2' })
    expect(userProfileSchema.parse(await login.json())).toMatchObject({ login: body.login, role: 'default' })
  })

  it('answers the reset request the same way for unknown logins, and keeps demo passwords', async () => {
    const unknown = await post(paths.authRequestResetPassword, { login: 'personne@exemple.fr' })
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual({})
    const token = await tokenPrinted(() => post(paths.authRequestResetPassword, { login: 'claire.martin@exemple.fr' }))
    expect((await post(paths.authSetPassword, { token, password: 'autre-mot-3' })).status).toBe(400)
    expect((await post(paths.authSetPassword, { token: 'faux', password: 'autre-mot-3' })).status).toBe(400)
  })

  it('gives the default role an empty price map', async () => {
    const login = await post(paths.authLogin, { login: 'paul.bernard@exemple.fr', password: 'nouveau-mot-2' })
    const res = await os.app.request(`/${paths.prices}`, request('GET', cookieOf(login)))
    expect(await res.json()).toEqual({})
  })
})
