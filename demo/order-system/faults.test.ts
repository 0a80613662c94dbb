import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedShopServer } from '../shop-server/seed'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { cartSchema, type CartTransaction } from '../../lib/order-system/schemas/cart'
import { errorBodySchema } from '../../lib/order-system/schemas/error'
import { createCmsApp } from '../cms'
import { FAULTS_PATH, LAST_EMAIL_PATH } from './faults'
import { createTestOrderSystem, priced, request, type TestOrderSystem } from './testing'

let os: TestOrderSystem
let cookie: string
let server: ServerType
let baseUrl: string

beforeAll(async () => {
  os = await createTestOrderSystem()
  await seedShopServer(os.ctx)
  cookie = await os.signIn(1003)
  await new Promise<void>((resolve) => {
    server = serve({ fetch: os.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      baseUrl = `http://127.0.0.1:${(info as AddressInfo).port}`
      resolve()
    })
  })
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await os.close()
})
afterEach(() => faults({ reset: true }))

async function faults(body: unknown) {
  const res = await os.app.request(FAULTS_PATH, request('POST', undefined, body))
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

/** Runs `body` with the demo's delays on a clock the test moves; real time is back before its answer is awaited. */
async function withFakeTimeouts<T>(body: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  try {
    return await body()
  } finally {
    vi.useRealTimers()
  }
}

/** A request whose answer the test can look for without waiting on it. */
function watched(response: Response | Promise<Response>) {
  let settled = false
  const promise = Promise.resolve(response).finally(() => (settled = true))
  return { promise, settled: () => settled }
}

const tx = (qty: number, product_id: number = priced(0)): CartTransaction => ({ uuid: randomUUID(), product_id, qty })
const sync = (transactions: CartTransaction[], who = cookie) =>
  os.app.request(`/${paths.cartSync}`, request('POST', who, { uuid: null, transactions }))
const qty = async () => {
  const res = await sync([])
  return res.status === 204
    ? 0
    : (cartSchema.parse(await res.json()).lines.find((l) => l.product_id === priced(0))?.qty ?? 0)
}

describe('fault control', () => {
  it('fails the next N syncs with 503, without applying them, then syncs normally', async () => {
    const start = await qty()
    expect(await faults({ cartSync: { status: 503, count: 2 } })).toMatchObject({
      cartSync: { status: 503, remaining: 2 },
    })
    const change = [tx(2)]
    for (let i = 0; i < 2; i++) {
      const res = await sync(change)
      expect(res.status).toBe(503)
      expect(errorBodySchema.parse(await res.json()).detail).toMatch(/indisponible/)
    }
    expect((await sync(change)).status).toBe(200)
    expect(await qty()).toBe(start + 2)
    expect((await (await os.app.request(FAULTS_PATH)).json()).cartSync).toBeNull()
  })

  it('fails with 500 as well', async () => {
    await faults({ cartSync: { status: 500, count: 1 } })
    expect((await sync([])).status).toBe(500)
    expect((await sync([])).status).not.toBe(500)
  })

  it('adds latency to every answer', async () => {
    await faults({ latencyMs: 200 })
    const delayed = await withFakeTimeouts(async () => {
      const answer = watched(os.app.request(`/${paths.sales}`, request('GET', cookie)))
      await vi.advanceTimersByTimeAsync(199)
      expect(answer.settled()).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      return answer
    })
    expect((await delayed.promise).status).toBe(200)
    expect((await faults({ reset: true })).latencyMs).toBe(0)
  })

  it('freezes the order system until the fault is lifted, then answers the held request', async () => {
    await faults({ slow: { 'order-system': { hang: true } } })
    const held = await withFakeTimeouts(async () => {
      const answer = watched(os.app.request(`/${paths.sales}`, request('GET', cookie)))
      await vi.advanceTimersByTimeAsync(60_000)
      expect(answer.settled()).toBe(false)
      // The control itself stays reachable, so the freeze can be lifted.
      expect(await faults({ slow: { 'order-system': null } })).toMatchObject({ slow: {} })
      await vi.advanceTimersByTimeAsync(100)
      return answer
    })
    expect((await held.promise).status).toBe(200)
  })

  it('slows the CMS without slowing the order system', async () => {
    const cms = createCmsApp({ config: os.ctx.config, faults: os.ctx.faults })
    await faults({ slow: { cms: { latencyMs: 200 } } })
    const page = await withFakeTimeouts(async () => {
      const answer = watched(cms.request('/'))
      // No time passes, yet the order system answers.
      expect((await os.app.request(`/${paths.sales}`, request('GET', cookie))).status).toBe(200)
      await vi.advanceTimersByTimeAsync(199)
      expect(answer.settled()).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      return answer
    })
    expect((await page.promise).status).toBe(200)
    expect(await faults({ reset: true })).toMatchObject({ slow: {} })
  })

  it('drops the connection after applying a sync; the retry with the same uuids is a no-op', async () => {
    const start = await qty()
    await faults({ dropAfterApply: 1 })
    const change = [tx(3)]
    const send = () =>
      fetch(`${baseUrl}/${paths.cartSync}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ uuid: null, transactions: change }),
      })
    await expect(send()).rejects.toThrow()
    expect(await qty()).toBe(start + 3)
    const retry = await send()
    expect(retry.status).toBe(200)
    expect(cartSchema.parse(await retry.json()).lines.find((l) => l.product_id === priced(0))?.qty).toBe(start + 3)
  })

  it('expires one customer’s sessions, or all of them', async () => {
    const mine = await os.signIn(1001)
    const theirs = await os.signIn(1002)
    await faults({ expireSession: 1001 })
    expect((await os.app.request(`/${paths.sales}`, request('GET', mine))).status).toBe(401)
    expect((await os.app.request(`/${paths.sales}`, request('GET', theirs))).status).toBe(200)
    await faults({ expireSession: 'all' })
    expect((await os.app.request(`/${paths.sales}`, request('GET', theirs))).status).toBe(401)
    cookie = await os.signIn(1003)
  })

  it('is refused to callers outside the machine and answers loopback ones over the network', async () => {
    const outside = await os.app.request(FAULTS_PATH, request('POST', undefined, { latencyMs: 5 }), {
      incoming: { socket: { remoteAddress: '10.1.2.3', destroy() {} } },
    })
    expect(outside.status).toBe(403)
    expect(os.ctx.faults.latencyMs).toBe(0)
    const local = await fetch(`${baseUrl}${FAULTS_PATH}`)
    expect(await local.json()).toEqual({ cartSync: null, latencyMs: 0, dropAfterApply: 0, tokenTtlS: null, slow: {} })
  })

  it('rejects unknown fault names', async () => {
    expect((await os.app.request(FAULTS_PATH, request('POST', undefined, { explode: true }))).status).toBe(422)
  })
})

describe('last e-mail', () => {
  it('shows the last link "mailed" to an address, so a test can follow it like the buyer would', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      const login = 'ines.garnier@exemple.fr'
      await os.app.request(
        `/${paths.authRegister}`,
        request('POST', undefined, { name: 'Inès Garnier', login, password: 'motdepasse1' }),
      )
      const registered = await os.app.request(`${LAST_EMAIL_PATH}?to=${encodeURIComponent('Ines.Garnier@exemple.fr')}`)
      const { link } = (await registered.json()) as { link: string }
      expect(new URL(link).pathname).toBe('/account/signup-validation')

      await os.app.request(`/${paths.authRequestResetPassword}`, request('POST', undefined, { login }))
      const reset = (await (await os.app.request(`${LAST_EMAIL_PATH}?to=${login}`)).json()) as { link: string }
      expect(new URL(reset.link).pathname).toBe('/account/set-new-password')
      expect(new URL(reset.link).searchParams.get('token')).toBeTruthy()
    } finally {
      log.mockRestore()
    }
    expect((await os.app.request(`${LAST_EMAIL_PATH}?to=personne@exemple.fr`)).status).toBe(404)
  })

  it('is refused to callers outside the machine', async () => {
    const outside = await os.app.request(`${LAST_EMAIL_PATH}?to=ines.garnier@exemple.fr`, undefined, {
      incoming: { socket: { remoteAddress: '10.1.2.3', destroy() {} } },
    })
    expect(outside.status).toBe(403)
  })
})
