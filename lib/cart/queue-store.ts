import { z } from 'zod/mini'
import { cartSchema, type Cart } from '@/lib/order-system/schemas/cart'
import { lineOptionsSchema } from '@/lib/order-system/schemas/line'
import { storedTransaction } from './local-transaction'
import { ANONYMOUS_KEY, parseQueueKey, recordKey, transactionKey } from './storage-keys'
import {
  LAST_SALE_STORAGE_KEY,
  LEGACY_CART_STORAGE_KEY,
  type LocalTransaction,
  type OwnerQueue,
  type OwnerRecord,
  type QueueOwner,
  type QueueStorage,
} from './types'

type Logger = Pick<Console, 'warn' | 'error'>

/**
 * The owner as storage keys name it. A buyer's key may hold a colon (`login:…` when the back end sends no
 * customer id), and the colon separates the owner from the change's uuid in those keys: it is escaped.
 */
export function ownerKey(owner: QueueOwner): string {
  return owner === 'anonymous' ? ANONYMOUS_KEY : encodeURIComponent(String(owner))
}

export const EMPTY_RECORD: OwnerRecord = Object.freeze({
  cartUuid: null,
  lastCart: null,
  settled: [],
  attempt: 0,
  retryAt: null,
  failure: null,
  writtenAt: 0,
})

/** Enough to cover every change the tabs can have in flight. */
const SETTLED_KEPT = 500

const productSummarySchema = z.object({
  name: z.string(),
  sku: z.nullish(z.string()),
  href: z.nullish(z.string()),
  image: z.nullish(z.string()),
  price: z.nullish(z.number()),
  priceTaxed: z.nullish(z.number()),
})

const transactionSchema = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(255)),
  productId: z.int().check(z.positive()),
  qty: z.number(),
  options: z.optional(lineOptionsSchema),
  product: z.catch(z.optional(productSummarySchema), undefined),
  at: z.catch(z.number(), 0),
  cartUuid: z.catch(z.nullable(z.string()), null),
})

/**
 * Lenient on purpose: what another version of the shop stored must not cost the buyer his pending
 * changes, and the record is only a cache of the order system's answer, refetched at the next sync.
 */
export const recordSchema = z.object({
  cartUuid: z.catch(z.nullable(z.string()), null),
  lastCart: z.catch(z.nullable(cartSchema), null),
  settled: z.catch(z.array(z.string()), []),
  attempt: z.catch(z.int().check(z.nonnegative()), 0),
  retryAt: z.catch(z.nullable(z.number()), null),
  failure: z.catch(z.nullable(z.enum(['unavailable', 'error'])), null),
  writtenAt: z.catch(z.number(), 0),
})

/** The single key of earlier versions: `{ version: 1, queues: { [owner]: { cartUuid, transactions, lastCart } } }`. */
const legacySchema = z.object({
  version: z.literal(1),
  queues: z.record(
    z.string(),
    z.catch(
      z.object({
        cartUuid: z.catch(z.nullable(z.string()), null),
        transactions: z.catch(z.array(z.unknown()), []),
        lastCart: z.catch(z.nullable(cartSchema), null),
      }),
      { cartUuid: null, transactions: [], lastCart: null },
    ),
  ),
})

function parseJson<T>(text: string | null, schema: z.ZodMiniType<T>): T | null {
  if (text === null) return null
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const byAge = (a: LocalTransaction, b: LocalTransaction) =>
  a.at - b.at || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0)

export interface QueueStore {
  /** The owner's record and unsettled transactions, oldest first, as this tab's storage holds them. */
  read(owner: string): OwnerQueue
  /** The owner's record from storage alone (what `read` gives, without the transactions). */
  record(owner: string): OwnerRecord
  append(owner: string, transactions: readonly LocalTransaction[]): void
  /** Removes the named transactions (never "all", which would take what another tab added meanwhile). */
  remove(owner: string, uuids: readonly string[]): void
  /** Re-reads the record, applies the change and writes it stamped `writtenAt`. */
  updateRecord(owner: string, change: (record: OwnerRecord) => OwnerRecord, writtenAt: number): OwnerRecord
  /** Sign-in: what was added before belongs to the customer now, same uuids. */
  adopt(from: string, to: string): void
  /** A record another tab passed on the channel: it holds until storage has a newer one. */
  hear(owner: string, record: OwnerRecord): void
  /** Moves the queues an earlier version kept under one key to a key per transaction. */
  migrateLegacy(): void
  /** Storage refused a write: this tab holds changes only in memory. */
  readonly failed: boolean
}

/**
 * The queue in browser storage, one key per transaction and one record per owner. A transaction's key
 * is written once, by the tab that made the change, and removed once it is settled: no tab ever writes
 * a copy of what another tab wrote, so two tabs writing at the same moment cannot erase each other's
 * changes (localStorage has no transactions, and Chromium's tabs see each other's writes late).
 *
 * When storage refuses a write (quota, private mode) the value is kept in memory and read over
 * storage, so this tab keeps working, and written again with the next write.
 */
export function createQueueStore(storage: QueueStorage, logger: Logger): QueueStore {
  const refused = new Map<string, string>()
  const cache = new Map<string, { text: string; value: unknown }>()
  /** Settled uuids from every record this tab has seen, in case a newer record no longer lists them. */
  const known = new Set<string>()
  /** Records other tabs passed on the channel, per owner. */
  const heard = new Map<string, OwnerRecord>()

  function readText(key: string): string | null {
    return refused.get(key) ?? storage.read(key)
  }

  function parsed<T>(key: string, text: string | null, schema: z.ZodMiniType<T>): T | null {
    if (text === null) return null
    const hit = cache.get(key)
    if (hit?.text === text) return hit.value as T | null
    const value = parseJson(text, schema)
    cache.set(key, { text, value })
    return value
  }

  function learn(record: OwnerRecord) {
    for (const uuid of record.settled) {
      known.delete(uuid)
      known.add(uuid)
    }
    for (const uuid of known) {
      if (known.size <= SETTLED_KEPT * 2) break
      known.delete(uuid)
    }
  }

  /**
   * The newest of what storage holds, what it refused from this tab, and what another tab told this one
   * on the channel (its storage event may come later, or never when storage refused it there).
   */
  function record(owner: string): OwnerRecord {
    const key = recordKey(owner)
    const text = refused.get(key)
    const candidates = [
      parsed(key, storage.read(key), recordSchema),
      text === undefined ? null : parseJson(text, recordSchema),
      heard.get(owner) ?? null,
    ]
    const current = candidates.reduce<OwnerRecord>(
      (newest, candidate) => (candidate && candidate.writtenAt > newest.writtenAt ? candidate : newest),
      EMPTY_RECORD,
    )
    if (current !== heard.get(owner)) heard.delete(owner)
    learn(current)
    return current
  }

  function write(key: string, value: string) {
    // What storage refused earlier goes first, so it is never newer than what follows it.
    for (const [pendingKey, pendingValue] of [...refused]) {
      if (attempt(pendingKey, pendingValue) !== null) break
    }
    const error = attempt(key, value)
    if (error !== null) {
      if (refused.size === 0) logger.warn('Cart: browser storage refused the cart, kept in this tab only', error)
      refused.set(key, value)
    }
  }

  /** The browser's refusal, or null once written. */
  function attempt(key: string, value: string): unknown {
    try {
      storage.write(key, value)
      refused.delete(key)
      return null
    } catch (error) {
      return error
    }
  }

  function transactionKeys(owner: string): Array<{ key: string; uuid: string }> {
    const keys = new Set([...storage.keys(), ...refused.keys()])
    return [...keys].flatMap((key) => {
      const parsedKey = parseQueueKey(key)
      return parsedKey?.owner === owner && parsedKey.uuid !== null ? [{ key, uuid: parsedKey.uuid }] : []
    })
  }

  function transactionsOf(owner: string): LocalTransaction[] {
    const keys = transactionKeys(owner)
    const present = new Set(keys.map(({ key }) => key))
    for (const key of cache.keys()) {
      const parsedKey = parseQueueKey(key)
      if (parsedKey?.owner === owner && parsedKey.uuid !== null && !present.has(key)) cache.delete(key)
    }
    return keys
      .flatMap(({ key, uuid }) => {
        const transaction = parsed(key, readText(key), transactionSchema)
        return transaction && transaction.uuid === uuid ? [transaction] : []
      })
      .sort(byAge)
  }

  function append(owner: string, transactions: readonly LocalTransaction[]) {
    for (const transaction of transactions) {
      const { key, value } = storedTransaction(owner, transaction)
      write(key, value)
    }
  }

  function remove(owner: string, uuids: readonly string[]) {
    for (const uuid of uuids) {
      const key = transactionKey(owner, uuid)
      refused.delete(key)
      storage.remove(key)
    }
  }

  return {
    read(owner) {
      const current = record(owner)
      const settled = new Set(current.settled)
      return {
        record: current,
        transactions: transactionsOf(owner).filter((t) => !settled.has(t.uuid) && !known.has(t.uuid)),
      }
    },
    record,
    append,
    remove,
    updateRecord(owner, change, writtenAt) {
      const previous = record(owner)
      const changed = change(previous)
      const next = { ...changed, settled: changed.settled.slice(-SETTLED_KEPT), writtenAt: previous.writtenAt }
      // Nothing new (a sync with nothing to send, for a customer without a cart): no write, no event in every tab.
      if (JSON.stringify(next) === JSON.stringify(previous)) return previous
      // Strictly newer than what it replaces, whichever tab's clock stamped that.
      next.writtenAt = Math.max(writtenAt, previous.writtenAt + 0.001)
      learn(next)
      write(recordKey(owner), JSON.stringify(next))
      return next
    },
    adopt(from, to) {
      const transactions = transactionsOf(from)
      if (transactions.length === 0) return
      append(to, transactions)
      remove(
        from,
        transactions.map((t) => t.uuid),
      )
    },
    hear(owner, record) {
      heard.set(owner, record)
      learn(record)
    },
    migrateLegacy() {
      const legacy = parseJson(storage.read(LEGACY_CART_STORAGE_KEY), legacySchema)
      if (!legacy) return
      for (const [legacyOwner, queue] of Object.entries(legacy.queues)) {
        // The first version named owners as they are (`login:…` included).
        const owner = ownerKey(legacyOwner)
        const transactions = queue.transactions.flatMap((item, index) => {
          // Kept in their order, before anything made since.
          const t = transactionSchema.safeParse({ at: index, cartUuid: queue.cartUuid, ...(item as object) })
          return t.success ? [t.data] : []
        })
        append(owner, transactions)
        if (record(owner) === EMPTY_RECORD && (queue.cartUuid !== null || queue.lastCart !== null)) {
          // Older than anything a tab of this version writes.
          const record = { ...EMPTY_RECORD, cartUuid: queue.cartUuid, lastCart: queue.lastCart, writtenAt: 1 }
          write(recordKey(owner), JSON.stringify(record))
        }
      }
      if (refused.size === 0) storage.remove(LEGACY_CART_STORAGE_KEY)
    },
    get failed() {
      return refused.size > 0
    },
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
  return parseJson(storage.read(LAST_SALE_STORAGE_KEY), cartSchema)
}
