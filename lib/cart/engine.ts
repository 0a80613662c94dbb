import type { Cart, CartTransaction } from '@/lib/order-system/schemas/cart'
import { backoffDelay } from './backoff'
import { invalidItem, isProductId } from './item-check'
import { increasingClock, newTransaction } from './local-transaction'
import { createQueueStore, ownerKey, saveLastSale } from './queue-store'
import { parseQueueKey } from './storage-keys'
import {
  LEGACY_CART_STORAGE_KEY,
  type AddResult,
  type CartEngine,
  type CartEngineDeps,
  type CartItem,
  type CartMessage,
  type CartSnapshot,
  type LocalTransaction,
  type OwnerQueue,
  type OwnerRecord,
  type QueueOwner,
  type SyncOutcome,
  type SyncStatus,
} from './types'
import { buildCartView, roundQty } from './view'

interface Timer {
  handle: unknown
}

type LocalStatus = Pick<SyncStatus, 'syncing' | 'rejected'>

/**
 * The offline-first cart (docs/product/cart.md#sync): every change the buyer makes is a transaction with
 * its own uuid, the change he meant (+1, −1, or the difference from the quantity he saw), stored in
 * the browser at once and shown on top of the last server cart, then sent in the next sync. The order
 * system applies each uuid once, so a transaction is resent unchanged until an answer confirms it,
 * and removed then and only then. See docs/adr/0005-offline-cart-queue.md.
 */
export function createCartEngine(deps: CartEngineDeps): CartEngine {
  const { transport, lock, channel, clock, logger } = deps
  const batchDelayMs = deps.batchDelayMs ?? 0
  const store = createQueueStore(deps.storage, logger)
  store.migrateLegacy()

  let owner = deps.owner
  let queue: OwnerQueue = store.read(ownerKey(owner))
  let local: LocalStatus = { syncing: false, rejected: [] }
  /** After a refused batch: send one change at a time, so only the refused ones are dropped. */
  let oneByOne = false
  let snapshot: CartSnapshot | null = null
  const listeners = new Set<() => void>()

  let running = false
  let unsubscribe: Array<() => void> = []
  let batchTimer: Timer | null = null
  let retryTimer: (Timer & { at: number }) | null = null
  let inFlight: Promise<void> | null = null
  let followUp: Promise<void> | null = null
  let followUpForced = false
  /** Later than any reading this tab stamped, so records and changes keep their order. */
  const stamp = increasingClock(() => clock.now())

  function changed() {
    snapshot = null
    for (const listener of [...listeners]) listener()
  }

  function setLocal(patch: Partial<LocalStatus>) {
    local = { ...local, ...patch }
    changed()
  }

  function refresh() {
    queue = store.read(ownerKey(owner))
    changed()
    followRetry()
  }

  function transaction(item: CartItem): LocalTransaction {
    return newTransaction(item, deps.uuid(), stamp(), queue.record.cartUuid)
  }

  function recordChanges(transactions: LocalTransaction[]) {
    store.append(ownerKey(owner), transactions)
    refresh()
    scheduleSync()
  }

  function writeRecord(key: string, change: (record: OwnerRecord) => OwnerRecord): OwnerRecord {
    return store.updateRecord(key, change, stamp())
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
    inFlight = sync(owner, force).finally(() => {
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
  }

  /**
   * Every tab waits for the retry the shared record plans, whichever tab failed: a reload or a second
   * tab goes on with the back-off instead of asking the order system again at once.
   */
  function followRetry() {
    if (!running || owner === 'anonymous') return
    const { retryAt } = queue.record
    if (retryAt === null) {
      if (retryTimer) {
        cancelRetry()
        // Another tab's sync went through meanwhile: what this tab waited to send goes now.
        if (queue.transactions.length > 0) scheduleSync()
      }
      return
    }
    if (retryTimer?.at === retryAt) return
    cancelRetry()
    cancelBatch()
    retryTimer = {
      at: retryAt,
      handle: clock.setTimeout(
        () => {
          retryTimer = null
          void queueSync(false)
        },
        Math.max(0, retryAt - clock.now()),
      ),
    }
  }

  // ---- One sync. ----

  async function sync(customerId: QueueOwner, force: boolean): Promise<void> {
    try {
      await lock.run(() => exchange(customerId, force))
    } catch (error) {
      logger.error('Cart: sync failed unexpectedly', error)
      if (running && owner === customerId) fail(customerId, { kind: 'error', message: String(error) })
    }
  }

  /** Runs inside the cross-tab lock: no other tab sends or settles meanwhile. */
  async function exchange(customerId: QueueOwner, force: boolean): Promise<void> {
    if (!running || owner !== customerId) return
    const key = ownerKey(customerId)
    const current = store.read(key)
    const shared = current.record
    // Another tab failed while this one waited for the lock: its back-off holds for this tab too.
    if (!force && shared.retryAt !== null && shared.retryAt > clock.now()) {
      refresh()
      return
    }
    const sent = oneByOne ? current.transactions.slice(0, 1) : current.transactions
    setLocal({ syncing: true })
    let outcome: SyncOutcome
    try {
      outcome = await transport.sync({ uuid: shared.cartUuid, transactions: sent.map(toWire) })
    } catch (error) {
      outcome = { kind: 'error', message: error instanceof Error ? error.message : String(error) }
    }
    setLocal({ syncing: false })
    // A stopped engine is a closed tab: its answer is lost, and the uuids make the resend harmless.
    if (!running) return
    if (outcome.kind === 'cart') settle(customerId, sent, outcome.cart)
    else if (outcome.kind === 'empty') settle(customerId, sent, null)
    else if (owner !== customerId) return
    else if (outcome.kind === 'rejected') reject(customerId, sent, outcome.message ?? null)
    else fail(customerId, outcome)
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
        store.remove(ownerKey(customerId), [refused.uuid])
        local = {
          ...local,
          rejected: [
            ...local.rejected,
            { productId: refused.productId, qty: refused.qty, product: refused.product ?? null, message },
          ],
        }
        refresh()
      }
    }
    void queueSync(true)
  }

  function settle(customerId: QueueOwner, sent: readonly LocalTransaction[], cart: Cart | null) {
    const key = ownerKey(customerId)
    const settled = sent.map((t) => t.uuid)
    const sentUuids = new Set(settled)
    // docs/product/cart.md#sync: changes made against a cart that is gone (confirmed elsewhere) are dropped with it.
    const dropped = cart
      ? store
          .read(key)
          .transactions.filter((t) => !sentUuids.has(t.uuid) && t.cartUuid !== null && t.cartUuid !== cart.uuid)
      : []
    if (dropped.length > 0)
      logger.warn(`Cart: the order system answered another cart; ${dropped.length} unsent change(s) dropped`)
    const isCurrent = owner === customerId
    const next = writeRecord(key, (previous) => ({
      ...previous,
      // After an empty answer or a confirmed cart the next cart is a new one, not a changed one.
      cartUuid: cart?.uuid ?? null,
      // Signed out meanwhile: the customer's cart is not kept for whoever uses the browser next.
      lastCart: isCurrent ? cart : null,
      settled: [...previous.settled, ...settled],
      attempt: 0,
      retryAt: null,
      failure: null,
    }))
    store.remove(key, [...settled, ...dropped.map((t) => t.uuid)])
    if (!isCurrent) return
    channel.post({ owner: customerId, record: next })
    refresh()
    if (oneByOne) {
      // Sending a change at a time: go on with the next one, or back to batches once all went through.
      if (queue.transactions.length === 0) oneByOne = false
      else void queueSync(true)
    }
  }

  function fail(customerId: QueueOwner, outcome: Extract<SyncOutcome, { kind: 'unavailable' | 'error' }>) {
    logger.warn(`Cart: sync failed (${outcome.kind})`, outcome.message ?? '')
    const key = ownerKey(customerId)
    const next = writeRecord(key, (previous) => {
      const delay = backoffDelay(previous.attempt, clock.random())
      return {
        ...previous,
        attempt: previous.attempt + 1,
        retryAt: clock.now() + delay,
        failure: outcome.kind === 'unavailable' ? 'unavailable' : 'error',
      }
    })
    channel.post({ owner: customerId, record: next })
    refresh()
  }

  /** The browser is back online or the tab visible: no reason to wait any longer, the back-off starts over. */
  function wakeup() {
    if (!running || owner === 'anonymous') return
    const current = queue.record
    const behind = current.retryAt !== null || current.failure !== null || queue.transactions.length > 0
    if (!behind) return
    writeRecord(ownerKey(owner), (previous) => ({ ...previous, attempt: 0, retryAt: null }))
    refresh()
    void queueSync(true)
  }

  // ---- Public API. ----

  function addMany(items: CartItem[]): AddResult {
    for (const item of items) {
      const reason = invalidItem(item)
      if (reason) return { ok: false, reason }
    }
    if (items.length > 0) recordChanges(items.map(transaction))
    return { ok: true }
  }

  /** A change of quantity the buyer made from what he saw: recorded as that difference. */
  function change(productId: number, target: number, seen: number, options: CartItem['options']) {
    if (!isProductId(productId) || !Number.isFinite(target) || !Number.isFinite(seen)) {
      logger.warn('Cart: quantity change ignored', { productId, target, seen })
      return
    }
    const delta = roundQty(Math.max(0, target) - Math.max(0, seen))
    if (delta !== 0) recordChanges([transaction({ productId, qty: delta, options })])
  }

  function status(): SyncStatus {
    const shared = queue.record
    return {
      ...local,
      erpUnavailable: shared.failure === 'unavailable',
      syncError: shared.failure === 'error',
      storageFailed: store.failed,
      retryAt: shared.retryAt,
    }
  }

  return {
    getSnapshot() {
      if (!snapshot) {
        snapshot = {
          owner,
          view: buildCartView(queue.record.lastCart, queue.transactions),
          status: status(),
        }
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

    setQuantity(productId, qty, seen, options) {
      change(productId, qty, seen, options)
    },

    remove(productId, seen, options) {
      change(productId, 0, seen, options)
    },

    setOwner(next) {
      if (next === owner) return
      const previous = owner
      owner = next
      cancelRetry()
      cancelBatch()
      local = { syncing: local.syncing, rejected: [] }
      oneByOne = false
      if (previous !== 'anonymous')
        writeRecord(ownerKey(previous), (record) => ({
          ...record,
          lastCart: null,
          attempt: 0,
          retryAt: null,
          failure: null,
        }))
      if (next !== 'anonymous') store.adopt(ownerKey('anonymous'), ownerKey(next))
      refresh()
      if (next !== 'anonymous') void queueSync(true)
    },

    setServerCart(cart) {
      if (owner === 'anonymous') {
        logger.warn('Cart: a server cart without a signed-in customer was ignored')
        return
      }
      const next = writeRecord(ownerKey(owner), (record) => ({
        ...record,
        cartUuid: cart?.uuid ?? null,
        lastCart: cart,
      }))
      channel.post({ owner, record: next })
      refresh()
    },

    syncNow() {
      return queueSync(true)
    },

    completeSale() {
      const key = ownerKey(owner)
      const current = store.read(key)
      const sale = queue.record.lastCart
      if (sale) saveLastSale(deps.storage, sale, logger)
      store.remove(
        key,
        current.transactions.map((t) => t.uuid),
      )
      if (owner !== 'anonymous') {
        const next = writeRecord(key, (record) => ({ ...record, cartUuid: null, lastCart: null }))
        channel.post({ owner, record: next })
      }
      refresh()
      return sale
    },

    start() {
      if (running) return
      running = true
      unsubscribe = [
        deps.storage.subscribe((key) => {
          if (key === LEGACY_CART_STORAGE_KEY) store.migrateLegacy()
          if (key === null || key === LEGACY_CART_STORAGE_KEY || parseQueueKey(key)) refresh()
        }),
        channel.subscribe((message: CartMessage) => {
          if (message.owner !== owner) return
          store.hear(ownerKey(message.owner), message.record)
          refresh()
        }),
        deps.wakeups.subscribe(wakeup),
      ]
      if (owner !== 'anonymous') store.adopt(ownerKey('anonymous'), ownerKey(owner))
      refresh()
      // A retry still waiting from before the reload (or from another tab) is waited for, not skipped.
      if (!retryTimer) void queueSync(false)
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

function toWire(t: LocalTransaction): CartTransaction {
  return { uuid: t.uuid, product_id: t.productId, qty: t.qty, ...(t.options !== undefined && { options: t.options }) }
}
