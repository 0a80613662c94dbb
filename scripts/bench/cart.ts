import type { DemoAccount } from '../../demo/accounts'
import { OIDC_REDIRECT_PATH } from '../../demo/idp/constants'
import { CookieJar, loginWithPkce } from '../../demo/idp/test-login'
import { FAULTS_PATH } from '../../demo/order-system/faults'
import {
  browserClock,
  broadcastChannel,
  createCartEngine,
  randomUuid,
  webLocksOrMutex,
  type CartEngine,
  type CartTransport,
  type QueueStorage,
} from '../../lib/cart'
import { createCartTransport } from '../../lib/cart/transport'
import { parseEnv } from '../../lib/config/schema'
import { createOrderSystemClient } from '../../lib/order-system/client'
import { createShopServerClient } from '../../lib/shop-server/client'
import type { CartFigures } from './results'
import type { Env } from './shared.mjs'

export const RAPID_CHANGES = 20
/** A fast buyer clicking "+" on the quantity stepper. */
export const CLICK_INTERVAL_MS = 50
export const QUEUED = 100
const SETTLE_TIMEOUT_MS = 60_000

/**
 * The cart engine's figures in Node, against the real demo order system over HTTP, signed in the way
 * the shop signs in (PKCE at the identity provider, then the shop server's session cookie). The
 * engine gets the shop's transport and adapters; only the browser's storage, channel and wake-ups
 * are replaced by in-memory ones.
 */
export async function measureCart(options: {
  env: Env
  buyer: DemoAccount
  products: readonly number[]
}): Promise<CartFigures> {
  const { buyer } = options
  const queuedProducts = options.products.slice(0, QUEUED)
  const product = queuedProducts[0]
  if (product === undefined || queuedProducts.length < QUEUED) throw new Error(`il faut ${QUEUED} produits vendables`)
  // The app's own reading of its environment: same defaults, same validation.
  const config = parseEnv(options.env)
  const timeoutMs = config.HTTP_TIMEOUT_MS

  const jar = new CookieJar()
  const jarFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('cookie', jar.header())
    const response = await fetch(input, { ...init, headers })
    jar.store(response)
    return response
  }
  const tokens = await loginWithPkce({
    issuer: config.OIDC_AUTHORITY,
    clientId: config.OIDC_CLIENT_ID,
    redirectUri: `${config.SITE_URL}${OIDC_REDIRECT_PATH}`,
    login: buyer.login,
    password: buyer.password,
  })
  const shopServer = createShopServerClient(
    { baseUrl: config.SHOP_SERVER_URL, timeoutMs },
    { fetch: jarFetch, hasUser: () => true },
  )
  const signedIn = await shopServer.signin(tokens.access_token)
  if (!signedIn.ok) throw new Error(`ouverture de session refusée : ${signedIn.error.message}`)

  const orderSystem = createOrderSystemClient(
    { baseUrl: config.ORDER_SYSTEM_URL, timeoutMs },
    { fetch: jarFetch, hasUser: () => true },
  )
  const shopTransport = createCartTransport(orderSystem)
  let requests = 0
  const transport: CartTransport = {
    sync(input) {
      requests += 1
      return shopTransport.sync(input)
    },
  }
  const storage = memoryStorage()
  const wakeups = new Set<() => void>()
  const engine = createCartEngine({
    transport,
    storage,
    lock: webLocksOrMutex({}),
    channel: broadcastChannel({}),
    clock: browserClock(),
    uuid: randomUuid(globalThis.crypto),
    wakeups: { subscribe: (listener) => (wakeups.add(listener), () => wakeups.delete(listener)) },
    // Every refused sync of the outage would be logged; the figures say what happened.
    logger: { warn() {}, error: console.error },
    owner: buyer.customerId,
  })
  const queued = () => engine.getSnapshot().view.pendingCount
  const faults = (cartSync: { status: 503; count: number }) =>
    fetch(new URL(FAULTS_PATH, config.ORDER_SYSTEM_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartSync }),
    }).then((response) => {
      if (!response.ok) throw new Error(`contrôle des pannes : HTTP ${response.status}`)
    })

  engine.start()
  try {
    await engine.syncNow()
    const initial = new Map(queuedProducts.map((id) => [id, displayed(engine, id)]))
    const startQty = initial.get(product) ?? 0

    const count = async (change: (i: number) => Promise<void> | void) => {
      requests = 0
      for (let i = 1; i <= RAPID_CHANGES; i++) await change(i)
      await settled(engine, queued)
      return requests
    }
    // A burst of "+" within one task, then "−" clicks as a person makes them.
    const burstRequests = await count(() => void engine.add(product, 1))
    const clickRequests = await count(() => {
      engine.add(product, -1)
      return sleep(CLICK_INTERVAL_MS)
    })
    if (displayed(engine, product) !== startQty) throw new Error('le panier ne montre pas la dernière quantité choisie')

    await faults({ status: 503, count: 1000 })
    for (const id of queuedProducts) engine.add(id, 1)
    await until(engine, () => engine.getSnapshot().status.erpUnavailable)
    if (queued() !== QUEUED) throw new Error(`${queued()} transactions en attente au lieu de ${QUEUED}`)
    await faults({ status: 503, count: 0 })

    requests = 0
    const started = performance.now()
    for (const wakeup of wakeups) wakeup()
    await settled(engine, queued)
    const flushMs = performance.now() - started
    const flushRequests = requests

    // Leave the demo cart as it was found.
    for (const [id, qty] of initial) engine.setQuantity(id, qty, displayed(engine, id))
    await settled(engine, queued)
    return {
      rapidChanges: RAPID_CHANGES,
      burstRequests,
      clickIntervalMs: CLICK_INTERVAL_MS,
      clickRequests,
      queued: QUEUED,
      flushMs,
      flushRequests,
    }
  } finally {
    await faults({ status: 503, count: 0 }).catch(() => undefined)
    engine.stop()
  }
}

function displayed(engine: CartEngine, productId: number): number {
  return engine.getSnapshot().view.lines.find((line) => line.productId === productId)?.qty ?? 0
}

/** The browser's localStorage, in memory; no other tab writes to it. */
function memoryStorage(): QueueStorage {
  const values = new Map<string, string>()
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    keys: () => [...values.keys()],
    subscribe: () => () => {},
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Resolves when the condition holds after a change of the engine's snapshot. */
function until(engine: CartEngine, condition: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    if (condition()) return resolve()
    const timer = setTimeout(() => {
      off()
      reject(new Error('le panier ne s’est pas stabilisé à temps'))
    }, SETTLE_TIMEOUT_MS)
    const off = engine.subscribe(() => {
      if (!condition()) return
      clearTimeout(timer)
      off()
      resolve()
    })
  })
}

/** Every stored transaction sent and acknowledged, nothing in flight, no retry planned. */
function settled(engine: CartEngine, queued: () => number): Promise<void> {
  return until(engine, () => {
    const { status } = engine.getSnapshot()
    return queued() === 0 && !status.syncing && status.retryAt === null
  })
}
