import { describe, expect, it, vi } from 'vitest'
import { cartSchema, type Cart, type CartLine, type CartTransaction } from '@/lib/order-system/schemas/cart'
import type { LineOptions } from '@/lib/order-system/schemas/line'
import { createCartEngine } from './engine'
import { readLastSale } from './queue-store'
import {
  CART_STORAGE_KEY,
  LAST_SALE_STORAGE_KEY,
  type CartChannel,
  type CartEngine,
  type CartTransport,
  type Clock,
  type QueueOwner,
  type QueueStorage,
  type StoredCartState,
  type SyncLock,
  type SyncOutcome,
} from './types'
import { optionsKey } from './view'

// ---------------------------------------------------------------------------------------------
// Fakes: one "browser" (storage, lock, channel shared by its tabs), one clock, one order system.
// ---------------------------------------------------------------------------------------------

/** Lets every promise reaction queued so far run (one macrotask drains the microtask queue). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

class FakeClock implements Clock {
  time = 0
  randomValue: () => number = () => 0.5
  private timers = new Map<number, { at: number; callback: () => void }>()
  private nextId = 1

  now() {
    return this.time
  }
  setTimeout(callback: () => void, ms: number) {
    const id = this.nextId++
    this.timers.set(id, { at: this.time + Math.max(0, ms), callback })
    return id
  }
  clearTimeout(handle: unknown) {
    this.timers.delete(handle as number)
  }
  random() {
    return this.randomValue()
  }
  /** Runs the timers due within `ms`, in order, letting promises settle after each. */
  async advance(ms: number) {
    const end = this.time + ms
    await settle()
    for (;;) {
      let next: [number, { at: number; callback: () => void }] | undefined
      for (const entry of this.timers) if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry
      if (!next) break
      this.timers.delete(next[0])
      this.time = next[1].at
      next[1].callback()
      await settle()
    }
    this.time = end
    await settle()
  }
}

/** localStorage as tabs share it: a write is reported to the other tabs, later. */
class FakeBrowserStorage {
  data = new Map<string, string>()
  refuse = false
  writes = 0
  private listeners: Array<{ tab: object; listener: (key: string | null) => void }> = []

  tab(): QueueStorage {
    const tab = {}
    return {
      read: (key) => this.data.get(key) ?? null,
      write: (key, value) => {
        if (this.refuse) throw new DOMException('Quota exceeded', 'QuotaExceededError')
        this.writes++
        this.data.set(key, value)
        for (const l of this.listeners) if (l.tab !== tab) queueMicrotask(() => l.listener(key))
      },
      subscribe: (listener) => {
        const entry = { tab, listener }
        this.listeners.push(entry)
        return () => {
          this.listeners = this.listeners.filter((l) => l !== entry)
        }
      },
    }
  }

  state(): StoredCartState {
    return JSON.parse(this.data.get(CART_STORAGE_KEY) ?? '{"version":1,"queues":{}}') as StoredCartState
  }
}

class FakeChannelBus {
  private listeners: Array<{ tab: object; listener: (cart: Cart | null) => void }> = []
  tab(): CartChannel {
    const tab = {}
    return {
      post: (cart) => {
        for (const l of this.listeners) if (l.tab !== tab) queueMicrotask(() => l.listener(structuredClone(cart)))
      },
      subscribe: (listener) => {
        const entry = { tab, listener }
        this.listeners.push(entry)
        return () => {
          this.listeners = this.listeners.filter((l) => l !== entry)
        }
      },
    }
  }
}

function fakeLock(): SyncLock & { held: boolean } {
  let tail: Promise<unknown> = Promise.resolve()
  const lock = {
    held: false,
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(async () => {
        lock.held = true
        try {
          return await task()
        } finally {
          lock.held = false
        }
      })
      tail = result.catch(() => undefined)
      return result
    },
  }
  return lock
}

interface ServerLine {
  id: number
  product_id: number
  qty: number
  options: LineOptions
  request_id: number | null
}

type Fault = 'unavailable' | 'error' | 'lost'

/** The order system as the demo runs it: each transaction uuid applied once, quantities as deltas. */
class FakeOrderSystem {
  carts = new Map<QueueOwner, { id: number; uuid: string; lines: ServerLine[] }>()
  claimed = new Set<string>()
  calls: Array<{ customerId: QueueOwner; uuid: string | null; transactions: CartTransaction[] }> = []
  down = false
  /** Products the order system no longer knows: a batch holding one is refused whole (422), like the demo. */
  withdrawn = new Set<number>()
  faults: Fault[] = []
  latencyMs = 0
  private seq = 1

  constructor(private clock: FakeClock) {}

  transport(session: () => QueueOwner): CartTransport {
    return {
      sync: async (input) => {
        const customerId = session()
        if (customerId === 'anonymous') throw new Error('401: no session')
        this.calls.push({ customerId, uuid: input.uuid, transactions: structuredClone(input.transactions) })
        if (input.transactions.some((t) => this.withdrawn.has(t.product_id)))
          return { kind: 'rejected', message: 'Produit inconnu' }
        const fault = this.down ? 'unavailable' : this.faults.shift()
        const answer = fault === 'unavailable' || fault === 'error' ? null : this.apply(customerId, input.transactions)
        if (this.latencyMs > 0)
          await new Promise((resolve) => this.clock.setTimeout(() => resolve(undefined), this.latencyMs))
        if (fault === 'unavailable') return { kind: 'unavailable' }
        if (fault === 'error') return { kind: 'error', message: '500' }
        if (fault === 'lost') throw new TypeError('Failed to fetch')
        return answer ?? { kind: 'empty' }
      },
    }
  }

  apply(customerId: QueueOwner, transactions: readonly CartTransaction[]): SyncOutcome | null {
    const fresh = transactions.filter((t) => !this.claimed.has(t.uuid))
    for (const t of fresh) this.claimed.add(t.uuid)
    let cart = this.carts.get(customerId)
    if (!cart) {
      if (!fresh.some((t) => t.qty > 0)) return null
      cart = { id: this.seq++, uuid: `cart-${this.seq++}`, lines: [] }
      this.carts.set(customerId, cart)
    }
    for (const t of fresh) {
      const key = optionsKey(t.options)
      const same = cart.lines.filter((l) => l.product_id === t.product_id && optionsKey(l.options) === key)
      let line = same.find((l) => l.request_id === null) ?? (t.qty < 0 ? same[0] : undefined)
      if (!line) {
        if (t.qty <= 0) continue
        line = { id: this.seq++, product_id: t.product_id, qty: 0, options: t.options ?? null, request_id: null }
        cart.lines.push(line)
      }
      line.qty = Math.round((line.qty + t.qty) * 1000) / 1000
    }
    cart.lines = cart.lines.filter((l) => l.qty > 0)
    return { kind: 'cart', cart: this.render(customerId) }
  }

  /** The customer's cart as the API answers it; throws when there is none. */
  render(customerId: QueueOwner): Cart {
    const cart = this.carts.get(customerId)
    if (!cart) throw new Error('no cart')
    return cartOf(cart.id, cart.uuid, cart.lines)
  }

  /** Another device confirmed the cart: the next change makes a new one. */
  confirm(customerId: QueueOwner) {
    this.carts.delete(customerId)
  }

  quantities(customerId: QueueOwner): Record<string, number> {
    return Object.fromEntries(
      (this.carts.get(customerId)?.lines ?? []).map((l) => [`${l.product_id}:${optionsKey(l.options)}`, l.qty]),
    )
  }
}

function cartOf(id: number, uuid: string, lines: ServerLine[]): Cart {
  const zero = { discount_total: 0, tax: 0, total: 0, untaxed: 0, total_without_discount: 0 }
  return cartSchema.parse({
    id,
    uuid,
    name: `S${String(id).padStart(5, '0')}`,
    date: '2025-03-01T10:00:00Z',
    lines: lines.map((l): CartLine => ({
      id: l.id,
      product_id: l.product_id,
      name: `Article ${l.product_id}`,
      qty: l.qty,
      amount: { ...zero, price: 0 },
      unit_price: { untaxed: 0, untaxed_with_discount: 0 },
      discount: { rate: 0, value: 0 },
      options: l.options,
      is_delivery: false,
      contact_id: null,
      qty_unavailable: 0,
      qty_unavailable_diff: 0,
      request_id: l.request_id,
      product_state: { code: 'sellable' },
      confirmable: true,
    })),
    amount: zero,
    discount: { untaxed: 0, tax_included: 0 },
    delivery: { address: null, fees: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickup: null },
    invoicing: { address: null },
    note: null,
    client_order_ref: null,
    promo_codes: [],
  })
}

function world() {
  const clock = new FakeClock()
  let uuids = 0
  const w = {
    clock,
    storage: new FakeBrowserStorage(),
    bus: new FakeChannelBus(),
    lock: fakeLock(),
    server: new FakeOrderSystem(clock),
    uuid: () => `tx-${++uuids}`,
    /** One tab of the shop: its own engine on the browser's shared storage, lock and channel. */
    tab(owner: QueueOwner = 7, options: { batchDelayMs?: number; start?: boolean } = {}) {
      const listeners = new Set<() => void>()
      const logger = { warn: vi.fn(), error: vi.fn() }
      const storage = w.storage.tab()
      const engine: CartEngine = createCartEngine({
        transport: w.server.transport(() => engine.getSnapshot().owner),
        storage,
        lock: w.lock,
        channel: w.bus.tab(),
        clock,
        uuid: w.uuid,
        wakeups: {
          subscribe(listener) {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
        logger,
        owner,
        ...(options.batchDelayMs !== undefined && { batchDelayMs: options.batchDelayMs }),
      })
      if (options.start !== false) engine.start()
      return { engine, logger, storage, wake: () => listeners.forEach((l) => l()) }
    },
  }
  return w
}

const lines = (engine: CartEngine) =>
  engine
    .getSnapshot()
    .view.lines.map((l) => ({ productId: l.productId, qty: l.qty, pending: l.hasPendingTransactions }))
const sentUuids = (w: ReturnType<typeof world>) => w.server.calls.map((c) => c.transactions.map((t) => t.uuid))
const stored = (w: ReturnType<typeof world>, owner: string) => w.storage.state().queues[owner]

// ---------------------------------------------------------------------------------------------

describe('adding', () => {
  it('stores the change at once, shows it as pending, and syncs it', async () => {
    const w = world()
    const { engine } = w.tab()
    await w.clock.advance(0)
    expect(engine.add(5, 2, { taille: 'M' }, { name: 'Gants' })).toEqual({ ok: true })
    expect(stored(w, '7')?.transactions).toEqual([
      { uuid: 'tx-1', productId: 5, qty: 2, options: { taille: 'M' }, product: { name: 'Gants' } },
    ])
    expect(engine.getSnapshot().view.lines).toMatchObject([
      { productId: 5, qty: 2, product: { name: 'Gants' }, line: null },
    ])

    await w.clock.advance(0)
    expect(w.server.calls.at(-1)).toEqual({
      customerId: 7,
      uuid: null,
      transactions: [{ uuid: 'tx-1', product_id: 5, qty: 2, options: { taille: 'M' } }],
    })
    expect(lines(engine)).toEqual([{ productId: 5, qty: 2, pending: false }])
    expect(stored(w, '7')).toEqual({
      cartUuid: w.server.render(7).uuid,
      transactions: [],
      lastCart: w.server.render(7),
    })
  })

  it('adds one by default', async () => {
    const w = world()
    const { engine } = w.tab()
    engine.add(5)
    expect(lines(engine)).toEqual([{ productId: 5, qty: 1, pending: true }])
  })

  it('refuses an invalid product or quantity and stores nothing', async () => {
    const w = world()
    const { engine } = w.tab()
    await w.clock.advance(0)
    for (const id of [0, -3, 1.5, Number.NaN, '12' as unknown as number]) {
      expect(engine.add(id, 1)).toEqual({ ok: false, reason: 'invalid-product' })
    }
    for (const qty of [0, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number]) {
      expect(engine.add(5, qty)).toEqual({ ok: false, reason: 'invalid-quantity' })
    }
    await w.clock.advance(0)
    expect(w.storage.data.has(CART_STORAGE_KEY)).toBe(false)
    expect(sentUuids(w)).toEqual([[]])
  })

  it('adds many items in one storage write and one sync, or none of them when one is invalid', async () => {
    const w = world()
    const { engine } = w.tab()
    await w.clock.advance(0)
    expect(
      engine.addMany([
        { productId: 5, qty: 1 },
        { productId: 0, qty: 1 },
      ]),
    ).toEqual({ ok: false, reason: 'invalid-product' })
    expect(w.storage.writes).toBe(0)

    const items = [5, 6, 7, 8].map((productId) => ({ productId, qty: 2 }))
    expect(engine.addMany(items)).toEqual({ ok: true })
    expect(w.storage.writes).toBe(1)
    await w.clock.advance(0)
    expect(sentUuids(w)).toEqual([[], ['tx-1', 'tx-2', 'tx-3', 'tx-4']])
  })
})

describe('changing quantities', () => {
  async function withServerLine(qty: number) {
    const w = world()
    const tab = w.tab()
    tab.engine.add(5, qty)
    await w.clock.advance(0)
    w.server.calls = []
    return { w, ...tab }
  }

  it('sends the difference to the displayed quantity, and nothing when it is the same', async () => {
    const { w, engine } = await withServerLine(3)
    engine.setQuantity(5, 8)
    engine.setQuantity(5, 8)
    engine.setQuantity(5, 6)
    await w.clock.advance(0)
    expect(w.server.calls.map((c) => c.transactions.map((t) => t.qty))).toEqual([[5, -2]])
    expect(w.server.quantities(7)).toEqual({ '5:': 6 })
  })

  it('removes by sending minus the displayed quantity, pending changes included', async () => {
    const { w, engine } = await withServerLine(3)
    w.server.down = true
    engine.add(5, 2)
    await w.clock.advance(0)
    engine.remove(5)
    expect(lines(engine)).toEqual([])
    w.server.down = false
    await engine.syncNow()
    expect(w.server.calls.at(-1)?.transactions.map((t) => t.qty)).toEqual([2, -5])
    expect(w.server.quantities(7)).toEqual({})
  })

  it('drops a line set to 0 from the view at once', async () => {
    const { engine } = await withServerLine(3)
    engine.setQuantity(5, 0)
    expect(lines(engine)).toEqual([])
    expect(engine.getSnapshot().view.linesCount).toBe(0)
  })

  it('counts the quantity of another tab’s pending change, even before its storage event arrives', async () => {
    const { w, engine } = await withServerLine(3)
    const other = w.tab()
    await w.clock.advance(0)
    w.server.down = true
    other.engine.add(5, 4)
    engine.setQuantity(5, 1)
    w.server.down = false
    await engine.syncNow()
    expect(w.server.quantities(7)).toEqual({ '5:': 1 })
  })

  it('matches lines whatever the order of the option keys', async () => {
    const w = world()
    const { engine } = w.tab()
    engine.add(5, 2, { taille: 'M', couleur: 'bleu' })
    await w.clock.advance(0)
    engine.setQuantity(5, 3, { couleur: 'bleu', taille: 'M' })
    expect(lines(engine)).toEqual([{ productId: 5, qty: 3, pending: true }])
    await w.clock.advance(0)
    expect(w.server.calls.at(-1)?.transactions.map((t) => t.qty)).toEqual([1])
  })
})

describe('syncing', () => {
  it('takes a 204 as no cart and forgets the cart uuid', async () => {
    const w = world()
    const { engine } = w.tab()
    engine.add(5, 1)
    await w.clock.advance(0)
    w.server.confirm(7)
    await engine.syncNow()
    expect(engine.getSnapshot().view.cart).toBeNull()
    expect(stored(w, '7')).toBeUndefined()
  })

  it('flags a 503 as "ERP not available" and any other failure as a sync error, then clears both on success', async () => {
    const w = world()
    const { engine, logger } = w.tab()
    w.server.faults = ['unavailable']
    await w.clock.advance(0)
    expect(engine.getSnapshot().status).toMatchObject({ erpUnavailable: true, syncError: false })
    expect(logger.warn).toHaveBeenCalled()

    w.server.faults = ['error']
    await engine.syncNow()
    expect(engine.getSnapshot().status).toMatchObject({ erpUnavailable: false, syncError: true })

    await engine.syncNow()
    expect(engine.getSnapshot().status).toMatchObject({ erpUnavailable: false, syncError: false, retryAt: null })
  })

  it('retries after a random wait up to 1 s × 2^attempt, capped at 5 minutes, with no attempt limit', async () => {
    const w = world()
    w.clock.randomValue = () => 1
    w.server.down = true
    const { engine } = w.tab()
    const waits: number[] = []
    for (let i = 0; i < 14; i++) {
      await w.clock.advance(0)
      const { retryAt } = engine.getSnapshot().status
      expect(retryAt).not.toBeNull()
      waits.push(retryAt! - w.clock.now())
      await w.clock.advance(retryAt! - w.clock.now())
    }
    expect(waits).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000, 300_000, 300_000, 300_000,
    ])
    expect(w.server.calls).toHaveLength(15)
  })

  it('draws the wait from the clock’s randomness', async () => {
    const w = world()
    w.clock.randomValue = () => 0.25
    w.server.down = true
    const { engine } = w.tab()
    await w.clock.advance(0)
    await w.clock.advance(250)
    await w.clock.advance(0)
    expect(engine.getSnapshot().status.retryAt! - w.clock.now()).toBe(500)
  })

  it('stops waiting when the browser is back online or the tab visible, and starts the back-off over', async () => {
    const w = world()
    w.clock.randomValue = () => 1
    w.server.down = true
    const { engine, wake } = w.tab()
    for (let i = 0; i < 6; i++) await w.clock.advance(60_000)
    const calls = w.server.calls.length
    expect(engine.getSnapshot().status.retryAt! - w.clock.now()).toBeGreaterThan(1000)

    wake()
    await w.clock.advance(0)
    expect(w.server.calls).toHaveLength(calls + 1)
    expect(engine.getSnapshot().status.retryAt! - w.clock.now()).toBe(1000)

    w.server.down = false
    wake()
    await w.clock.advance(0)
    expect(engine.getSnapshot().status).toMatchObject({ erpUnavailable: false, retryAt: null })
  })

  it('does not wake the order system for nothing', async () => {
    const w = world()
    const { wake } = w.tab()
    await w.clock.advance(0)
    wake()
    await w.clock.advance(0)
    expect(w.server.calls).toHaveLength(1)
  })

  it('resends a transaction with the same uuid on every retry', async () => {
    const w = world()
    w.clock.randomValue = () => 1
    const { engine } = w.tab()
    await w.clock.advance(0)
    w.server.faults = ['unavailable', 'error', 'unavailable']
    engine.add(5, 1)
    await w.clock.advance(10_000)
    expect(sentUuids(w).slice(1)).toEqual([['tx-1'], ['tx-1'], ['tx-1'], ['tx-1']])
    expect(w.server.quantities(7)).toEqual({ '5:': 1 })
  })

  it('does not apply a change twice when the answer was lost after the order system applied it', async () => {
    const w = world()
    const { engine } = w.tab()
    await w.clock.advance(0)
    w.server.faults = ['lost']
    engine.add(5, 2)
    await w.clock.advance(0)
    expect(w.server.quantities(7)).toEqual({ '5:': 2 })
    expect(lines(engine)).toEqual([{ productId: 5, qty: 2, pending: true }])
    expect(engine.getSnapshot().status.syncError).toBe(true)

    await w.clock.advance(1000)
    expect(sentUuids(w).slice(1)).toEqual([['tx-1'], ['tx-1']])
    expect(w.server.quantities(7)).toEqual({ '5:': 2 })
    expect(lines(engine)).toEqual([{ productId: 5, qty: 2, pending: false }])
  })

  it('removes only what was sent: a change made during the request goes in the next one', async () => {
    const w = world()
    w.server.latencyMs = 50
    const { engine } = w.tab()
    await w.clock.advance(50)
    engine.add(5, 1)
    await w.clock.advance(10)
    expect(engine.getSnapshot().status.syncing).toBe(true)
    engine.add(6, 1)
    await w.clock.advance(40)
    expect(stored(w, '7')?.transactions.map((t) => t.uuid)).toEqual(['tx-2'])
    expect(lines(engine)).toEqual([
      { productId: 5, qty: 1, pending: false },
      { productId: 6, qty: 1, pending: true },
    ])
    await w.clock.advance(50)
    expect(sentUuids(w).slice(1)).toEqual([['tx-1'], ['tx-2']])
    expect(stored(w, '7')?.transactions).toEqual([])
  })

  it('empties the stored transactions, with a warning, when the order system answers another cart', async () => {
    const w = world()
    w.server.latencyMs = 50
    const { engine, logger } = w.tab()
    engine.add(5, 1)
    await w.clock.advance(100)
    const firstUuid = stored(w, '7')?.cartUuid
    expect(firstUuid).toBeTruthy()

    w.server.confirm(7)
    engine.add(6, 1)
    await w.clock.advance(10)
    engine.add(8, 1)
    await w.clock.advance(40)
    expect(stored(w, '7')?.cartUuid).not.toBe(firstUuid)
    expect(stored(w, '7')?.transactions).toEqual([])
    expect(lines(engine)).toEqual([{ productId: 6, qty: 1, pending: false }])
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('another cart'))
  })

  it('after a confirmed cart (setServerCart(null)) takes the next cart as new, keeping what was added meanwhile', async () => {
    const w = world()
    w.server.latencyMs = 50
    const { engine, logger } = w.tab()
    engine.add(5, 1)
    await w.clock.advance(100)
    w.server.confirm(7)
    engine.setServerCart(null)
    expect(engine.getSnapshot().view.cart).toBeNull()
    engine.add(6, 1)
    await w.clock.advance(10)
    engine.add(8, 1)
    await w.clock.advance(100)
    expect(w.server.quantities(7)).toEqual({ '6:': 1, '8:': 1 })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('shows a cart a checkout call answered, and passes it to the other tabs', async () => {
    const w = world()
    const { engine } = w.tab()
    const other = w.tab()
    engine.add(5, 1)
    await w.clock.advance(0)
    const updated = { ...w.server.render(7), note: 'Livrer au quai 3' }
    engine.setServerCart(updated)
    await w.clock.advance(0)
    expect(engine.getSnapshot().view.cart?.note).toBe('Livrer au quai 3')
    expect(other.engine.getSnapshot().view.cart?.note).toBe('Livrer au quai 3')
    expect(stored(w, '7')?.lastCart?.note).toBe('Livrer au quai 3')
  })
})

describe('bursts', () => {
  it('sends 20 quick quantity clicks, made in one task, in one request (50 ms latency)', async () => {
    const w = world()
    w.server.latencyMs = 50
    const { engine } = w.tab()
    await w.clock.advance(50)
    const before = w.server.calls.length
    for (let qty = 1; qty <= 20; qty++) engine.setQuantity(5, qty)
    await w.clock.advance(500)
    expect(w.server.calls.length - before).toBe(1)
    expect(w.server.quantities(7)).toEqual({ '5:': 20 })
  })

  it('sends clicks 10 ms apart in one request per round trip (50 ms latency)', async () => {
    const w = world()
    w.server.latencyMs = 50
    const { engine } = w.tab()
    await w.clock.advance(50)
    const before = w.server.calls.length
    for (let qty = 1; qty <= 20; qty++) {
      engine.setQuantity(5, qty)
      await w.clock.advance(10)
    }
    await w.clock.advance(500)
    expect(w.server.calls.length - before).toBe(5)
    expect(w.server.quantities(7)).toEqual({ '5:': 20 })
  })

  it('gathers changes for batchDelayMs when asked to', async () => {
    const w = world()
    const { engine } = w.tab(7, { batchDelayMs: 300 })
    await w.clock.advance(0)
    engine.add(5, 1)
    await w.clock.advance(200)
    engine.add(6, 1)
    await w.clock.advance(99)
    expect(w.server.calls).toHaveLength(1)
    await w.clock.advance(1)
    expect(sentUuids(w)).toEqual([[], ['tx-1', 'tx-2']])
  })

  it('keeps changes made during a back-off for the retry', async () => {
    const w = world()
    w.clock.randomValue = () => 1
    w.server.down = true
    const { engine } = w.tab()
    await w.clock.advance(0)
    engine.add(5, 1)
    engine.add(6, 1)
    await w.clock.advance(999)
    expect(w.server.calls).toHaveLength(1)
    w.server.down = false
    await w.clock.advance(1)
    expect(sentUuids(w)).toEqual([[], ['tx-1', 'tx-2']])
  })
})

describe('browser storage refusing writes', () => {
  it('keeps the cart in memory, flags it, keeps syncing, and persists again on the next change', async () => {
    const w = world()
    w.server.down = true
    const { engine, logger } = w.tab()
    await w.clock.advance(0)
    w.storage.refuse = true
    engine.add(5, 2)
    expect(engine.getSnapshot().status.storageFailed).toBe(true)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('storage'), expect.anything())
    expect(lines(engine)).toEqual([{ productId: 5, qty: 2, pending: true }])
    expect(w.storage.data.has(CART_STORAGE_KEY)).toBe(false)

    w.server.down = false
    await engine.syncNow()
    expect(sentUuids(w).at(-1)).toEqual(['tx-1'])
    expect(lines(engine)).toEqual([{ productId: 5, qty: 2, pending: false }])

    w.storage.refuse = false
    engine.add(6, 1)
    expect(engine.getSnapshot().status.storageFailed).toBe(false)
    expect(stored(w, '7')).toMatchObject({ cartUuid: w.server.render(7).uuid, transactions: [{ uuid: 'tx-2' }] })
  })
})

describe('owners', () => {
  it('never syncs without a signed-in customer, but keeps and shows the changes', async () => {
    const w = world()
    const { engine, wake } = w.tab('anonymous')
    engine.add(5, 1)
    await engine.syncNow()
    wake()
    await w.clock.advance(60_000)
    expect(w.server.calls).toEqual([])
    expect(lines(engine)).toEqual([{ productId: 5, qty: 1, pending: true }])
    expect(stored(w, 'anonymous')?.transactions).toHaveLength(1)
  })

  it('hands the anonymous changes to the customer who signs in, with the same uuids', async () => {
    const w = world()
    const { engine } = w.tab('anonymous')
    engine.add(5, 1)
    engine.add(6, 2)
    engine.setOwner(7)
    await w.clock.advance(0)
    expect(w.server.calls).toEqual([
      {
        customerId: 7,
        uuid: null,
        transactions: [expect.objectContaining({ uuid: 'tx-1' }), expect.objectContaining({ uuid: 'tx-2' })],
      },
    ])
    expect(w.storage.state().queues.anonymous).toBeUndefined()
    expect(lines(engine)).toEqual([
      { productId: 5, qty: 1, pending: false },
      { productId: 6, qty: 2, pending: false },
    ])
  })

  it('on sign-out shows an empty cart, keeps the unsent changes for that customer only, and sends them when he is back', async () => {
    const w = world()
    const { engine } = w.tab(7)
    engine.add(5, 1)
    await w.clock.advance(0)
    w.server.down = true
    engine.add(6, 1)
    await w.clock.advance(0)

    engine.setOwner('anonymous')
    expect(engine.getSnapshot().view.lines).toEqual([])
    expect(stored(w, '7')).toMatchObject({ lastCart: null, transactions: [{ uuid: 'tx-2' }] })

    w.server.down = false
    engine.setOwner(8)
    engine.add(9, 1)
    await w.clock.advance(5000)
    const sentBy8 = w.server.calls.filter((c) => c.customerId === 8).flatMap((c) => c.transactions.map((t) => t.uuid))
    expect(sentBy8).toEqual(['tx-3'])
    expect(w.server.quantities(8)).toEqual({ '9:': 1 })

    engine.setOwner('anonymous')
    engine.setOwner(7)
    await w.clock.advance(0)
    expect(w.server.quantities(7)).toEqual({ '5:': 1, '6:': 1 })
    expect(lines(engine)).toEqual([
      { productId: 5, qty: 1, pending: false },
      { productId: 6, qty: 1, pending: false },
    ])
  })

  it('adopts the anonymous changes when a tab opens already signed in (back from the identity provider)', async () => {
    const w = world()
    w.tab('anonymous').engine.add(5, 1)
    const { engine } = w.tab(7)
    await w.clock.advance(0)
    expect(sentUuids(w)).toEqual([['tx-1']])
    expect(lines(engine)).toEqual([{ productId: 5, qty: 1, pending: false }])
  })

  it('never sends a customer’s changes when another customer signs in on the same tab', async () => {
    const w = world()
    w.server.down = true
    const { engine } = w.tab(7)
    engine.add(5, 1)
    await w.clock.advance(0)
    w.server.down = false
    engine.setOwner(8)
    await w.clock.advance(0)
    expect(w.server.calls.filter((c) => c.customerId === 8)).toEqual([{ customerId: 8, uuid: null, transactions: [] }])
    expect(engine.getSnapshot().view.lines).toEqual([])
    expect(stored(w, '7')?.transactions.map((t) => t.uuid)).toEqual(['tx-1'])
  })

  it('does not keep the cart of a customer who signed out during the request', async () => {
    const w = world()
    w.server.latencyMs = 50
    const { engine } = w.tab(7)
    engine.add(5, 1)
    await w.clock.advance(10)
    engine.setOwner('anonymous')
    await w.clock.advance(100)
    expect(stored(w, '7')).toMatchObject({ transactions: [], lastCart: null })
    expect(engine.getSnapshot().view.cart).toBeNull()
  })
})

describe('payment return', () => {
  it('keeps the cart as the last sale and starts afresh', async () => {
    const w = world()
    const { engine, storage } = w.tab()
    engine.add(5, 1)
    await w.clock.advance(0)
    w.server.down = true
    engine.add(6, 1)
    await w.clock.advance(0)
    const paid = w.server.render(7)

    expect(engine.completeSale()).toEqual(paid)
    expect(readLastSale(storage)).toEqual(paid)
    expect(JSON.parse(w.storage.data.get(LAST_SALE_STORAGE_KEY)!)).toEqual(paid)
    expect(stored(w, '7')).toBeUndefined()
    expect(engine.getSnapshot().view).toMatchObject({ cart: null, lines: [], pendingCount: 0 })
  })
})

describe('tabs', () => {
  it('two tabs on one storage and one lock end with the union of their changes', async () => {
    const w = world()
    w.server.latencyMs = 30
    const a = w.tab()
    const b = w.tab()
    a.engine.add(5, 1)
    b.engine.add(6, 2)
    a.engine.add(7, 1)
    await w.clock.advance(200)
    expect(w.server.quantities(7)).toEqual({ '5:': 1, '6:': 2, '7:': 1 })
    for (const tab of [a, b]) {
      expect(lines(tab.engine)).toEqual([
        { productId: 5, qty: 1, pending: false },
        { productId: 6, qty: 2, pending: false },
        { productId: 7, qty: 1, pending: false },
      ])
    }
    expect(w.server.calls.flatMap((c) => c.transactions.map((t) => t.uuid)).sort()).toEqual(['tx-1', 'tx-2', 'tx-3'])
  })

  it('shows another tab’s change when its storage event arrives', async () => {
    const w = world()
    w.server.down = true
    const a = w.tab()
    const b = w.tab()
    await w.clock.advance(0)
    const seen = vi.fn()
    b.engine.subscribe(seen)
    a.engine.add(5, 1)
    await w.clock.advance(0)
    expect(seen).toHaveBeenCalled()
    expect(lines(b.engine)).toEqual([{ productId: 5, qty: 1, pending: true }])
  })

  it('shows a cart another tab received on the channel, even when storage could not carry it', async () => {
    const w = world()
    const a = w.tab()
    const b = w.tab()
    await w.clock.advance(0)
    w.storage.refuse = true
    a.engine.add(5, 1)
    await w.clock.advance(0)
    expect(w.storage.data.has(CART_STORAGE_KEY)).toBe(false)
    expect(lines(b.engine)).toEqual([{ productId: 5, qty: 1, pending: false }])

    b.engine.setQuantity(5, 3)
    await w.clock.advance(0)
    expect(w.server.calls.at(-1)?.transactions.map((t) => t.qty)).toEqual([2])
    expect(w.server.quantities(7)).toEqual({ '5:': 3 })
  })
})

describe('snapshot', () => {
  it('keeps its identity until something changes, and tells subscribers when it does', async () => {
    const w = world()
    const { engine } = w.tab()
    await w.clock.advance(0)
    const first = engine.getSnapshot()
    expect(engine.getSnapshot()).toBe(first)
    const listener = vi.fn()
    const off = engine.subscribe(listener)
    engine.add(5, 1)
    expect(listener).toHaveBeenCalled()
    expect(engine.getSnapshot()).not.toBe(first)
    off()
    const calls = listener.mock.calls.length
    engine.add(5, 1)
    expect(listener).toHaveBeenCalledTimes(calls)
  })

  it('after stop, sends nothing and ignores a late answer (a closed tab)', async () => {
    const w = world()
    w.server.latencyMs = 50
    const { engine } = w.tab()
    engine.add(5, 1)
    await w.clock.advance(10)
    engine.stop()
    engine.add(6, 1)
    await w.clock.advance(1000)
    expect(sentUuids(w)).toEqual([['tx-1']])
    expect(stored(w, '7')?.transactions.map((t) => t.uuid)).toEqual(['tx-1', 'tx-2'])
  })
})

// ---------------------------------------------------------------------------------------------
// Model test: random interleavings on two tabs, then the order system comes back.
// ---------------------------------------------------------------------------------------------

function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Products as the buyer picks them; the last two are the same line written two ways. */
const CHOICES: Array<{ productId: number; options?: LineOptions }> = [
  { productId: 1 },
  { productId: 1, options: { taille: 'M' } },
  { productId: 2, options: null },
  { productId: 3, options: { taille: 'L', marquage: 'logo' } },
  { productId: 3, options: { marquage: 'logo', taille: 'L' } },
]

async function runModel(seed: number) {
  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const w = world()
  w.clock.randomValue = random
  w.server.latencyMs = 1 + Math.floor(random() * 80)
  const tabs = [w.tab(), w.tab()]
  const expected = new Map<string, number>()
  const keyOf = (c: (typeof CHOICES)[number]) => `${c.productId}:${optionsKey(c.options)}`
  const log: string[] = []

  for (let step = 0; step < 40; step++) {
    const t = Math.floor(random() * tabs.length)
    const tab = tabs[t]!
    const choice = pick(CHOICES)
    const key = keyOf(choice)
    const roll = random()
    if (roll < 0.2) {
      const qty = 1 + Math.floor(random() * 3)
      tab.engine.add(choice.productId, qty, choice.options)
      expected.set(key, (expected.get(key) ?? 0) + qty)
      log.push(`tab${t} add ${key} ${qty}`)
    } else if (roll < 0.38) {
      const qty = Math.floor(random() * 6)
      tab.engine.setQuantity(choice.productId, qty, choice.options)
      expected.set(key, qty)
      log.push(`tab${t} set ${key} ${qty}`)
    } else if (roll < 0.45) {
      tab.engine.remove(choice.productId, choice.options)
      expected.set(key, 0)
      log.push(`tab${t} remove ${key}`)
    } else if (roll < 0.52) {
      void tab.engine.syncNow()
      log.push(`tab${t} syncNow`)
    } else if (roll < 0.6) {
      w.server.faults.push(pick(['unavailable', 'error', 'lost'] as const))
      log.push(`fault ${w.server.faults.at(-1)}`)
    } else if (roll < 0.65) {
      w.server.down = !w.server.down
      log.push(`server ${w.server.down ? 'down' : 'up'}`)
    } else if (roll < 0.7) {
      tab.wake()
      log.push(`tab${t} wake`)
    } else if (roll < 0.75) {
      tab.engine.stop()
      tabs[t] = w.tab()
      log.push(`tab${t} reload`)
    } else {
      const ms = pick([0, 0, 5, 20, 60, 500, 5000])
      await w.clock.advance(ms)
      log.push(`+${ms}ms`)
    }
  }

  w.server.down = false
  w.server.faults = []
  for (let round = 0; round < 20; round++) {
    for (const tab of tabs) tab.wake()
    await w.clock.advance(400_000)
    if (tabs.every((tab) => tab.engine.getSnapshot().view.pendingCount === 0 && !w.lock.held)) break
  }
  // A last sync in each tab brings the cart the other tab's sync made.
  const synced = Promise.all(tabs.map((tab) => tab.engine.syncNow()))
  await w.clock.advance(1000)
  await synced

  const intended = Object.fromEntries([...expected].filter(([, qty]) => qty > 0))
  const context = `seed ${seed}:\n${log.join('\n')}`
  expect(w.server.quantities(7), context).toEqual(intended)
  for (const tab of tabs) {
    const { view, status } = tab.engine.getSnapshot()
    expect(
      Object.fromEntries(view.lines.map((l) => [`${l.productId}:${optionsKey(l.options)}`, l.qty])),
      context,
    ).toEqual(intended)
    expect(
      view.lines.some((l) => l.hasPendingTransactions),
      context,
    ).toBe(false)
    expect(view.pendingCount, context).toBe(0)
    expect(status, context).toMatchObject({ erpUnavailable: false, syncError: false, retryAt: null })
  }
}

describe('model: two tabs, random failures, reloads', () => {
  it('loses no change and applies none twice, and every tab shows the server cart', async () => {
    const seeds = Number(process.env.CART_MODEL_SEEDS ?? 300)
    for (let seed = 1; seed <= seeds; seed++) await runModel(seed)
  }, 120_000)
})

describe('a change the order system refuses', () => {
  it('resends the batch a change at a time, drops only the refused one and tells the buyer', async () => {
    const w = world()
    const { engine, logger } = w.tab()
    await w.clock.advance(0)
    w.server.withdrawn.add(6)
    engine.addMany([
      { productId: 5, qty: 2 },
      { productId: 6, qty: 1, product: { name: 'Casque retiré' } },
      { productId: 7, qty: 3 },
    ])
    for (let i = 0; i < 6; i++) await w.clock.advance(0)

    expect(w.server.quantities(7)).toEqual({ '5:': 2, '7:': 3 })
    expect(engine.getSnapshot().status.rejected).toEqual([
      { productId: 6, qty: 1, product: { name: 'Casque retiré' }, message: 'Produit inconnu' },
    ])
    expect(stored(w, '7')?.transactions).toEqual([])
    expect(lines(engine)).toEqual([
      { productId: 5, qty: 2, pending: false },
      { productId: 7, qty: 3, pending: false },
    ])
    expect(logger.error).toHaveBeenCalledOnce()

    // Back to batches: the next changes travel together again.
    const before = w.server.calls.length
    engine.addMany([
      { productId: 5, qty: 1 },
      { productId: 7, qty: 1 },
    ])
    await w.clock.advance(0)
    expect(w.server.calls.length - before).toBe(1)
  })
})
