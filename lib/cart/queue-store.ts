import { z } from 'zod'
import { cartSchema, type Cart } from '@/lib/order-system/schemas/cart'
import { lineOptionsSchema } from '@/lib/order-system/schemas/line'
import {
  CART_STORAGE_KEY,
  LAST_SALE_STORAGE_KEY,
  type LocalTransaction,
  type OwnerQueue,
  type QueueOwner,
  type QueueStorage,
  type StoredCartState,
} from './types'

type Logger = Pick<Console, 'warn' | 'error'>

export const ANONYMOUS_KEY = 'anonymous'

export function ownerKey(owner: QueueOwner): string {
  return owner === 'anonymous' ? ANONYMOUS_KEY : String(owner)
}

export const EMPTY_QUEUE: OwnerQueue = Object.freeze({ cartUuid: null, transactions: [], lastCart: null })
const EMPTY_STATE: StoredCartState = Object.freeze({ version: 1, queues: {} })

export function queueOf(state: StoredCartState, key: string): OwnerQueue {
  return state.queues[key] ?? EMPTY_QUEUE
}

const productSummarySchema = z.object({
  name: z.string(),
  sku: z.string().nullish(),
  href: z.string().nullish(),
  image: z.string().nullish(),
  price: z.number().finite().nullish(),
})

const transactionSchema = z.object({
  uuid: z.string().min(1).max(255),
  productId: z.number().int().positive(),
  qty: z.number().finite(),
  options: lineOptionsSchema.optional(),
  product: productSummarySchema.optional().catch(undefined),
})

/**
 * Lenient on purpose: what another version of the shop stored must not cost the buyer his pending
 * changes. A transaction that does not read is dropped alone; a cart that does not read is only a
 * cache, refetched at the next sync.
 */
const queueSchema = z
  .object({
    cartUuid: z.string().nullable().catch(null),
    transactions: z
      .array(z.unknown())
      .catch([])
      .transform((items) =>
        items.flatMap((item) => {
          const parsed = transactionSchema.safeParse(item)
          return parsed.success ? [parsed.data] : []
        }),
      ),
    lastCart: cartSchema.nullable().catch(null),
  })
  .catch({ cartUuid: null, transactions: [], lastCart: null })

const storedStateSchema = z.object({
  version: z.literal(1),
  queues: z.record(z.string(), queueSchema),
  settled: z.array(z.string()).optional().catch(undefined),
})

/** Enough to cover every change a tab can have in flight. */
const SETTLED_KEPT = 500

function parseState(text: string | null): StoredCartState {
  if (text === null) return EMPTY_STATE
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return EMPTY_STATE
  }
  const parsed = storedStateSchema.safeParse(data)
  return parsed.success ? parsed.data : EMPTY_STATE
}

/** A pure change of the stored state; it must give the same result when applied again. */
export type StateChange = (state: StoredCartState) => StoredCartState

export interface QueueStore {
  /** The stored state, with the changes storage refused applied on top. */
  read(): StoredCartState
  /** Re-reads storage, applies the change and writes; never throws. */
  update(change: StateChange): StoredCartState
  /** Storage refused the last write: this tab holds changes only in memory. */
  readonly failed: boolean
  /** Transactions this tab made: kept until settled, and put back if another tab's write erased them. */
  remember(key: string, transactions: readonly LocalTransaction[]): void
}

/**
 * The queue in browser storage, read afresh before each change because other tabs write it too.
 * When storage refuses a write (quota, private mode) the change is kept in memory and replayed over
 * every read, so this tab keeps working, other tabs' writes are not overwritten by a stale copy, and
 * the next accepted write persists everything.
 */
export function createQueueStore(storage: QueueStorage, logger: Logger): QueueStore {
  let cache: { text: string | null; state: StoredCartState } = { text: null, state: EMPTY_STATE }
  let refused: StateChange[] = []
  const own = new Map<string, { key: string; transaction: LocalTransaction }>()

  function readStored(): StoredCartState {
    const text = storage.read(CART_STORAGE_KEY)
    // Same text, same object: the engine's snapshot keeps its identity when nothing changed.
    if (text !== cache.text) cache = { text, state: parseState(text) }
    return cache.state
  }

  function read(): StoredCartState {
    return restoreOwn(refused.reduce((state, change) => change(state), readStored()))
  }

  /** This tab's changes that are neither stored nor settled were overwritten by another tab: put them back. */
  function restoreOwn(state: StoredCartState): StoredCartState {
    if (own.size === 0) return state
    const settled = new Set(state.settled)
    const stored = new Set(Object.values(state.queues).flatMap((queue) => queue.transactions.map((t) => t.uuid)))
    let next = state
    for (const [uuid, { key, transaction }] of own) {
      if (settled.has(uuid)) own.delete(uuid)
      else if (!stored.has(uuid)) {
        logger.warn('Cart: a change was overwritten by another tab; put back', uuid)
        next = appendTransactions(key, [transaction])(next)
      }
    }
    return next
  }

  return {
    read,
    update(change) {
      const stored = readStored()
      const next = change(read())
      // Nothing to write only when storage already holds it (read() may have put back this tab's changes).
      if (next === stored && refused.length === 0) return next
      const text = JSON.stringify(next)
      try {
        storage.write(CART_STORAGE_KEY, text)
      } catch (error) {
        if (refused.length === 0) logger.warn('Cart: browser storage refused the cart, kept in this tab only', error)
        refused.push(change)
        return next
      }
      refused = []
      cache = { text, state: next }
      return next
    },
    get failed() {
      return refused.length > 0
    },
    remember(key, transactions) {
      for (const transaction of transactions) own.set(transaction.uuid, { key, transaction })
    },
  }
}

function withQueue(state: StoredCartState, key: string, change: (queue: OwnerQueue) => OwnerQueue): StoredCartState {
  const before = queueOf(state, key)
  const after = change(before)
  if (after === before) return state
  const queues = { ...state.queues, [key]: after }
  // An owner with nothing left is forgotten rather than stored empty.
  if (after.transactions.length === 0 && after.cartUuid === null && after.lastCart === null) delete queues[key]
  const kept = new Set(after.transactions.map((t) => t.uuid))
  const removed = before.transactions.map((t) => t.uuid).filter((uuid) => !kept.has(uuid))
  const settled = removed.length === 0 ? state.settled : [...(state.settled ?? []), ...removed].slice(-SETTLED_KEPT)
  return settled ? { version: 1, queues, settled } : { version: 1, queues }
}

/** Appends what is not stored yet (by uuid), so a replay does not add twice. */
export function appendTransactions(key: string, transactions: readonly LocalTransaction[]): StateChange {
  return (state) =>
    withQueue(state, key, (queue) => {
      const known = new Set(queue.transactions.map((t) => t.uuid))
      const fresh = transactions.filter((t) => !known.has(t.uuid))
      return fresh.length === 0 ? queue : { ...queue, transactions: [...queue.transactions, ...fresh] }
    })
}

/** Removes the named transactions (never "all", which would take what another tab added meanwhile) and sets fields. */
export function updateQueue(
  key: string,
  patch: { remove?: readonly string[]; cartUuid?: string | null; lastCart?: Cart | null },
): StateChange {
  const remove = new Set(patch.remove)
  return (state) =>
    withQueue(state, key, (queue) => {
      const transactions = queue.transactions.filter((t) => !remove.has(t.uuid))
      const cartUuid = patch.cartUuid === undefined ? queue.cartUuid : patch.cartUuid
      const lastCart = patch.lastCart === undefined ? queue.lastCart : patch.lastCart
      const unchanged =
        transactions.length === queue.transactions.length && cartUuid === queue.cartUuid && lastCart === queue.lastCart
      return unchanged ? queue : { cartUuid, transactions, lastCart }
    })
}

/** Sign-in: what was added before belongs to the customer now, same uuids, after his own. */
export function adoptAnonymousQueue(customerKey: string): StateChange {
  return (state) => {
    const anonymous = queueOf(state, ANONYMOUS_KEY)
    if (anonymous.transactions.length === 0) return state
    const adopted = appendTransactions(customerKey, anonymous.transactions)(state)
    return withQueue(adopted, ANONYMOUS_KEY, () => EMPTY_QUEUE)
  }
}

/** Returns false when storage refused it. */
export function saveLastSale(storage: QueueStorage, cart: Cart, logger: Logger): boolean {
  try {
    storage.write(LAST_SALE_STORAGE_KEY, JSON.stringify(cart))
    return true
  } catch (error) {
    logger.warn('Cart: browser storage refused the last sale', error)
    return false
  }
}

/** The cart saved by the last payment return, or null when there is none or it no longer reads. */
export function readLastSale(storage: Pick<QueueStorage, 'read'>): Cart | null {
  const text = storage.read(LAST_SALE_STORAGE_KEY)
  if (text === null) return null
  try {
    const parsed = cartSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
