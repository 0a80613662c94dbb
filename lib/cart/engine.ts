import type { Cart, CartTransaction } from '@/lib/order-system/schemas/cart'
import type { LineOptions } from '@/lib/order-system/schemas/line'
import { backoffDelay } from './backoff'
import {
  adoptAnonymousQueue,
  appendTransactions,
  createQueueStore,
  ownerKey,
  queueOf,
  saveLastSale,
  updateQueue,
  type StateChange,
} from './queue-store'
import {
  CART_STORAGE_KEY,
  type AddResult,
  type CartEngine,
  type CartEngineDeps,
  type CartItem,
  type CartSnapshot,
  type LocalTransaction,
  type OwnerQueue,
  type QueueOwner,
  type StoredCartState,
  type SyncOutcome,
  type SyncStatus,
} from './types'
import { buildCartView, displayedQty, roundQty } from './view'

interface Timer {
  handle: unknown
}

/**
 * The offline-first cart (docs/product/cart.md#sync): every change is a transaction with its own uuid,
 * stored in the browser at once and shown on top of the last server cart, then sent in the next
 * sync. The order system applies each uuid once, so a transaction is resent unchanged until an
 * answer confirms it, and removed then and only then.
 */
export function createCartEngine(deps: CartEngineDeps): CartEngine {
  const { transport, lock, channel, clock, logger } = deps
  const batchDelayMs = deps.batchDelayMs ?? 0
  const store = createQueueStore(deps.storage, logger)

  let owner = deps.owner
  let state = store.read()
  /** A cart another tab passed on the channel, shown until storage is read again. */
  let channelCart: { cart: Cart | null } | null = null
  let status: SyncStatus = {
    syncing: false,
    erpUnavailable: false,
    syncError: false,
    storageFailed: store.failed,
    retryAt: null,
    rejected: [],
  }
  /** After a refused batch: send one change at a time, so only the refused ones are dropped. */
  let oneByOne = false
  let snapshot: CartSnapshot | null = null
  const listeners = new Set<() => void>()

  let running = false
  let unsubscribe: Array<() => void> = []
  let attempt = 0
  let batchTimer: Timer | null = null
  let retryTimer: Timer | null = null
  let inFlight: Promise<void> | null = null
  let followUp: Promise<void> | null = null
  let followUpForced = false

  function changed() {
    snapshot = null
    for (const listener of [...listeners]) listener()
  }

  function setStatus(patch: Partial<SyncStatus>) {
    const next = { ...status, ...patch }
    if ((Object.keys(next) as Array<keyof SyncStatus>).every((k) => next[k] === status[k])) return
    status = next
    changed()
  }

  function commit(change: StateChange) {
    const next = store.update(change)
    if (next === state && channelCart === null && status.storageFailed === store.failed) return
    state = next
    channelCart = null
    status = { ...status, storageFailed: store.failed }
    changed()
  }

  function refresh() {
    const next = store.read()
    if (next === state && channelCart === null) return
    state = next
    channelCart = null
    changed()
  }

  function currentQueue(): OwnerQueue {
    return queueOf(state, ownerKey(owner))
  }

  function transaction(item: CartItem): LocalTransaction {
    return {
      uuid: deps.uuid(),
      productId: item.productId,
      qty: item.qty,
      ...(item.options !== undefined && { options: item.options }),
      ...(item.product && { product: item.product }),
    }
  }

  function record(transactions: LocalTransaction[]) {
    commit(appendTransactions(ownerKey(owner), transactions))
    store.remember(ownerKey(owner), transactions)
    scheduleSync()
  }

  /** The server cart to show under `fresh`: a cart from the channel holds while storage has not changed since. */
  function serverCart(fresh: StoredCartState): Cart | null {
    return channelCart && fresh === state ? channelCart.cart : queueOf(fresh, ownerKey(owner)).lastCart
  }

  /** What the buyer sees right now, from storage read afresh: another tab may have changed it. */
  function freshQty(productId: number, options: LineOptions | undefined): number {
    const fresh = store.read()
    const view = buildCartView(serverCart(fresh), queueOf(fresh, ownerKey(owner)).transactions)
    return displayedQty(view, productId, options)
  }

  // ---- Sync scheduling: one sync at a time in the tab, bursts of changes coalesced. ----

  function scheduleSync() {
    // A waiting retry carries the change; sending earlier would defeat the back-off.
    if (!running || owner === 'anonymous' || batchTimer || retryTimer) return
    batchTimer = {
      handle: clock.setTimeout(() => {
        batchTimer = null
        void queueSync(false)
      }, batchDelayMs),
    }
  }

  /** Resolves once a sync that started after the call has ended. */
  function queueSync(force: boolean): Promise<void> {
    if (!inFlight) return beginSync(force)
    followUpForced ||= force
    followUp ??= inFlight.then(() => {
      const forced = followUpForced
      followUp = null
      followUpForced = false
      return beginSync(forced)
    })
    return followUp
  }

  function beginSync(force: boolean): Promise<void> {
    cancelBatch()
    if (!running || owner === 'anonymous') return Promise.resolve()
    if (retryTimer) {
      if (!force) return Promise.resolve()
      cancelRetry()
    }
    inFlight = sync(owner).finally(() => {
      inFlight = null
    })
    return inFlight
  }

  function cancelBatch() {
    if (batchTimer) clock.clearTimeout(batchTimer.handle)
    batchTimer = null
  }

  function cancelRetry() {
    if (retryTimer) clock.clearTimeout(retryTimer.handle)
    retryTimer = null
    setStatus({ retryAt: null })
  }

  // ---- One sync. ----

  async function sync(customerId: QueueOwner): Promise<void> {
    try {
      await lock.run(() => exchange(customerId))
    } catch (error) {
      logger.error('Cart: sync failed unexpectedly', error)
      if (running && owner === customerId) fail({ kind: 'error', message: String(error) })
    }
  }

  /** Runs inside the cross-tab lock: no other tab sends or settles meanwhile. */
  async function exchange(customerId: QueueOwner): Promise<void> {
    if (!running || owner !== customerId) return
    const sentQueue = queueOf(store.read(), ownerKey(customerId))
    const sent = oneByOne ? sentQueue.transactions.slice(0, 1) : sentQueue.transactions
    setStatus({ syncing: true })
    let outcome: SyncOutcome
    try {
      outcome = await transport.sync({ uuid: sentQueue.cartUuid, transactions: sent.map(toWire) })
    } catch (error) {
      outcome = { kind: 'error', message: error instanceof Error ? error.message : String(error) }
    }
    setStatus({ syncing: false })
    // A stopped engine is a closed tab: its answer is lost, and the uuids make the resend harmless.
    if (!running) return
    if (outcome.kind === 'cart') settle(customerId, sent, outcome.cart)
    else if (outcome.kind === 'empty') settle(customerId, sent, null)
    else if (owner !== customerId) return
    else if (outcome.kind === 'rejected') reject(customerId, sent, outcome.message ?? null)
    else fail(outcome)
  }

  /**
   * A refused batch is resent a change at a time; a single refused change is dropped (and shown to the
   * buyer), since resending it can never succeed and it would hold every later change back.
   */
  function reject(customerId: QueueOwner, sent: readonly LocalTransaction[], message: string | null) {
    if (sent.length > 1) {
      logger.warn(
        `Cart: the order system refused a batch of ${sent.length}; resending one change at a time`,
        message ?? '',
      )
      oneByOne = true
    } else {
      const [refused] = sent
      if (refused) {
        logger.error(
          `Cart: the order system refused the change of product ${refused.productId}; dropped`,
          message ?? '',
        )
        commit(updateQueue(ownerKey(customerId), { remove: [refused.uuid] }))
        setStatus({
          rejected: [
            ...status.rejected,
            { productId: refused.productId, qty: refused.qty, product: refused.product ?? null, message },
          ],
        })
      }
    }
    void queueSync(true)
  }

  function settle(customerId: QueueOwner, sent: readonly LocalTransaction[], cart: Cart | null) {
    const key = ownerKey(customerId)
    const remove = new Set(sent.map((t) => t.uuid))
    const queue = queueOf(store.read(), key)
    if (cart && queue.cartUuid !== null && cart.uuid !== queue.cartUuid) {
      // docs/product/cart.md#sync: the cart these changes were made against is gone (confirmed elsewhere).
      const dropped = queue.transactions.filter((t) => !remove.has(t.uuid))
      for (const t of dropped) remove.add(t.uuid)
      logger.warn(`Cart: the order system answered another cart; ${dropped.length} unsent change(s) dropped`)
    }
    const isCurrent = owner === customerId
    commit(
      updateQueue(key, {
        remove: [...remove],
        // After an empty answer or a confirmed cart the next cart is a new one, not a changed one.
        cartUuid: cart?.uuid ?? null,
        // Signed out meanwhile: the customer's cart is not kept for whoever uses the browser next.
        ...(isCurrent && { lastCart: cart }),
      }),
    )
    if (!isCurrent) return
    attempt = 0
    if (oneByOne) {
      // Sending a change at a time: go on with the next one, or back to batches once all went through.
      if (queueOf(store.read(), key).transactions.length === 0) oneByOne = false
      else void queueSync(true)
    }
    setStatus({ erpUnavailable: false, syncError: false })
    channel.post(cart)
  }

  function fail(outcome: Extract<SyncOutcome, { kind: 'unavailable' | 'error' }>) {
    logger.warn(`Cart: sync failed (${outcome.kind})`, outcome.message ?? '')
    const delay = backoffDelay(attempt, clock.random())
    attempt += 1
    if (retryTimer) clock.clearTimeout(retryTimer.handle)
    retryTimer = {
      handle: clock.setTimeout(() => {
        retryTimer = null
        setStatus({ retryAt: null })
        void queueSync(false)
      }, delay),
    }
    setStatus({
      erpUnavailable: outcome.kind === 'unavailable',
      syncError: outcome.kind === 'error',
      retryAt: clock.now() + delay,
    })
  }

  function wakeup() {
    if (!running || owner === 'anonymous') return
    const behind =
      retryTimer !== null || status.erpUnavailable || status.syncError || currentQueue().transactions.length > 0
    if (!behind) return
    attempt = 0
    void queueSync(true)
  }

  // ---- Public API. ----

  function addMany(items: CartItem[]): AddResult {
    for (const item of items) {
      const reason = invalidItem(item)
      if (reason) return { ok: false, reason }
    }
    if (items.length > 0) record(items.map(transaction))
    return { ok: true }
  }

  return {
    getSnapshot() {
      if (!snapshot) {
        snapshot = { owner, view: buildCartView(serverCart(state), currentQueue().transactions), status }
      }
      return snapshot
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    add(productId, qty = 1, options, product) {
      return addMany([{ productId, qty, options, product }])
    },

    addMany,

    setQuantity(productId, qty, options) {
      if (!isProductId(productId) || !Number.isFinite(qty)) {
        logger.warn('Cart: quantity change ignored', { productId, qty })
        return
      }
      const delta = roundQty(Math.max(0, qty) - freshQty(productId, options))
      if (delta !== 0) record([transaction({ productId, qty: delta, options })])
    },

    remove(productId, options) {
      const shown = freshQty(productId, options)
      if (shown > 0) record([transaction({ productId, qty: -shown, options })])
    },

    setOwner(next) {
      if (next === owner) return
      const previous = owner
      owner = next
      cancelRetry()
      attempt = 0
      status = { ...status, erpUnavailable: false, syncError: false, rejected: [] }
      oneByOne = false
      channelCart = null
      if (previous !== 'anonymous') commit(updateQueue(ownerKey(previous), { lastCart: null }))
      if (next !== 'anonymous') commit(adoptAnonymousQueue(ownerKey(next)))
      changed()
      if (next !== 'anonymous') void queueSync(true)
    },

    setServerCart(cart) {
      if (owner === 'anonymous') {
        logger.warn('Cart: a server cart without a signed-in customer was ignored')
        return
      }
      commit(updateQueue(ownerKey(owner), { cartUuid: cart?.uuid ?? null, lastCart: cart }))
      channel.post(cart)
    },

    syncNow() {
      return queueSync(true)
    },

    completeSale() {
      const key = ownerKey(owner)
      const fresh = store.read()
      const queue = queueOf(fresh, key)
      const sale = serverCart(fresh)
      if (sale) saveLastSale(deps.storage, sale, logger)
      commit(updateQueue(key, { remove: queue.transactions.map((t) => t.uuid), cartUuid: null, lastCart: null }))
      channel.post(null)
      return sale
    },

    start() {
      if (running) return
      running = true
      unsubscribe = [
        deps.storage.subscribe((key) => {
          if (key === null || key === CART_STORAGE_KEY) refresh()
        }),
        channel.subscribe((cart) => {
          if (owner === 'anonymous') return
          state = store.read()
          channelCart = { cart }
          changed()
        }),
        deps.wakeups.subscribe(wakeup),
      ]
      if (owner !== 'anonymous') commit(adoptAnonymousQueue(ownerKey(owner)))
      refresh()
      void queueSync(true)
    },

    stop() {
      running = false
      for (const off of unsubscribe) off()
      unsubscribe = []
      cancelBatch()
      cancelRetry()
    },
  }
}

function isProductId(productId: unknown): productId is number {
  return typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0
}

function invalidItem(item: CartItem): 'invalid-product' | 'invalid-quantity' | null {
  if (!isProductId(item.productId)) return 'invalid-product'
  if (typeof item.qty !== 'number' || !Number.isFinite(item.qty) || item.qty === 0) return 'invalid-quantity'
  return null
}

function toWire(t: LocalTransaction): CartTransaction {
  return { uuid: t.uuid, product_id: t.productId, qty: t.qty, ...(t.options !== undefined && { options: t.options }) }
}
