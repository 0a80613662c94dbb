import type { Cart, CartLine, CartTransaction } from '@/lib/order-system/schemas/cart'
import type { LineOptions } from '@/lib/order-system/schemas/line'

/**
 * What the shop knows of a product when it is added, kept beside the transaction so a line added
 * while the order system is down still shows a name, a picture and a price. Never sent to the server.
 */
export interface ProductSummary {
  name: string
  sku?: string | null
  /** Path of the product page (url_key plus `?sku=`). */
  href?: string | null
  image?: string | null
  /** Public untaxed unit price; 0 reads "Prix sur demande". */
  price?: number | null
  /** Public tax-included unit price, when the catalogue knows it (shown to buyers who see prices with tax). */
  priceTaxed?: number | null
}

/**
 * A cart transaction, kept locally: `qty` is a signed delta, the change the buyer meant (a press of +
 * is +1, a typed quantity the difference from what he saw). The uuid is made once, never again.
 */
export interface LocalTransaction {
  uuid: string
  productId: number
  qty: number
  options?: LineOptions
  product?: ProductSummary
  /** When it was made (clock ms): the queue is sent and shown in this order, whichever tab made it. */
  at: number
  /** The server cart it was made against, null when none was known: a change for a cart confirmed meanwhile is dropped. */
  cartUuid: string | null
}

/** Whose queue a transaction belongs to: the buyer's `customerKey`, or `anonymous` before sign-in. */
export type QueueOwner = number | string

/** Why the last sync failed: a 503 (the order system is unavailable) or anything else. */
export type SyncFailure = 'unavailable' | 'error'

/**
 * What the tabs share about an owner's queue besides its transactions, written by the tab that syncs.
 * The back-off lives here, so a reload or another tab goes on waiting instead of starting it over.
 */
export interface OwnerRecord {
  /** The uuid of the server cart, null before the first sync or after a confirmed cart. */
  cartUuid: string | null
  /**
   * The server cart as last received, so a reload while the order system is down still shows the
   * synced lines under the pending ones. Dropped on sign-out; the unsent transactions stay.
   */
  lastCart: Cart | null
  /**
   * The transactions `lastCart` already counts, newest last. Their keys are removed at once, but a tab
   * may see this record before their removal reaches it: it must not count them twice meanwhile.
   */
  settled: string[]
  /** Failed attempts since the last success (the back-off's exponent). */
  attempt: number
  /** When the next attempt is due (clock ms), or null when none is waiting. */
  retryAt: number | null
  failure: SyncFailure | null
  /** When it was written (clock ms): between storage and a channel message, the newer one holds. */
  writtenAt: number
}

/** An owner's queue as a tab sees it: the shared record and the transactions not settled yet, oldest first. */
export interface OwnerQueue {
  record: OwnerRecord
  transactions: LocalTransaction[]
}

/** Each transaction and each owner's record has a key of its own (see docs/adr/0005-offline-cart-queue.md). */
export const CART_KEY_PREFIX = 'shop.cart.v2:'
/** The single key earlier versions of the shop kept every queue under; read once and removed. */
export const LEGACY_CART_STORAGE_KEY = 'shop.cart.v1'
export const LAST_SALE_STORAGE_KEY = 'shop.cart.last-sale.v1'

/** What one sync request came back with, as the engine needs it (the transport maps HTTP onto this). */
export type SyncOutcome =
  | { kind: 'cart'; cart: Cart }
  /** 204 or an empty body: the customer has no cart. */
  | { kind: 'empty' }
  /** 503: the order system is unavailable (docs/product/cart.md#sync). */
  | { kind: 'unavailable'; message?: string }
  /** 422: the order system refuses the batch itself (e.g. a product withdrawn meanwhile); resending it cannot help. */
  | { kind: 'rejected'; message?: string }
  /** Any other status, a network failure, a timeout or an unreadable answer. */
  | { kind: 'error'; message: string }

/** Sends one sync request (`POST v2/cart/sync`). Injected: the engine never calls fetch. */
export interface CartTransport {
  sync(input: { uuid: string | null; transactions: CartTransaction[] }): Promise<SyncOutcome>
}

/**
 * The browser storage the queue lives in (localStorage in the shop). `write` throws when the browser
 * refuses (quota, private mode); `subscribe` reports writes made by other tabs.
 */
export interface QueueStorage {
  /** Null when nothing is stored or the browser gives no access to storage. */
  read(key: string): string | null
  write(key: string, value: string): void
  /** Never throws; removing a missing key does nothing. */
  remove(key: string): void
  /** Every key stored, in no particular order; none when the browser gives no access to storage. */
  keys(): string[]
  /** `key` is null when another tab cleared the whole storage. */
  subscribe(listener: (key: string | null) => void): () => void
}

/** Only one tab sends at a time: Web Locks where they exist, an in-tab mutex otherwise. */
export interface SyncLock {
  run<T>(task: () => Promise<T>): Promise<T>
}

/** What a tab tells the others after a sync: the owner's new record, cart and settled transactions included. */
export interface CartMessage {
  owner: QueueOwner
  record: OwnerRecord
}

/** Lets tabs pass the synced record to each other at once, and when storage could not carry it. */
export interface CartChannel {
  post(message: CartMessage): void
  subscribe(listener: (message: CartMessage) => void): () => void
}

export interface Clock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** In [0, 1); the back-off's jitter. */
  random(): number
}

export interface SyncStatus {
  /** A request is in flight from this tab. */
  syncing: boolean
  /** The last attempt, from whichever tab, got a 503: the order system is unavailable. */
  erpUnavailable: boolean
  /** The last attempt, from whichever tab, failed otherwise: the sync-error flag. */
  syncError: boolean
  /** Browser storage refused a write: the queue lives in this tab's memory until it accepts again. */
  storageFailed: boolean
  /** When the next retry is due (clock ms), or null when none is planned. */
  retryAt: number | null
  /**
   * Changes the order system refused one by one (after a refused batch is resent a change at a time),
   * dropped from the queue so the rest can go through; shown to the buyer until the next sign-in or reload.
   */
  rejected: Array<{ productId: number; qty: number; product: ProductSummary | null; message: string | null }>
}

/** A line as the buyer sees it: the server line with the pending deltas applied, or a pending-only line. */
export interface CartViewLine {
  /** Stable key for rendering: the ERP line id, or `pending:{productId}:{optionsKey}`. */
  key: string
  productId: number
  options: LineOptions
  qty: number
  /** The server line, absent for a line that exists only in the local queue. */
  line: CartLine | null
  /** The summary stored with the newest transaction of this product, when there is one. */
  product: ProductSummary | null
  hasPendingTransactions: boolean
}

export interface CartView {
  /** The server cart as last received, or null when there is none (yet). */
  cart: Cart | null
  /** Product lines (delivery lines excluded), quantity 0 dropped. */
  lines: CartViewLine[]
  /** The sum of positive quantities (docs/product/cart.md#lines). */
  linesCount: number
  pendingCount: number
}

export interface CartSnapshot {
  owner: QueueOwner
  view: CartView
  status: SyncStatus
}

/** One item to add; `qty` is a signed delta, `product` what the shop shows until the server answers. */
export interface CartItem {
  productId: number
  qty: number
  options?: LineOptions
  product?: ProductSummary
}

export type AddResult = { ok: true } | { ok: false; reason: 'invalid-product' | 'invalid-quantity' }

/** Browser events after which a waiting retry should not wait any longer. */
export interface Wakeups {
  /** Fired when the browser comes back online or the tab becomes visible. */
  subscribe(listener: () => void): () => void
}

export interface CartEngineDeps {
  transport: CartTransport
  storage: QueueStorage
  lock: SyncLock
  channel: CartChannel
  clock: Clock
  uuid: () => string
  wakeups: Wakeups
  logger: Pick<Console, 'warn' | 'error'>
  owner: QueueOwner
  /** How long changes are gathered before a sync; 0 (default) sends a burst of changes made in one task together. */
  batchDelayMs?: number
}

/** The one way the cart UI, the product page, the quick order and the reorder action change the cart. */
export interface CartEngine {
  /** The same object until something changes (useSyncExternalStore). */
  getSnapshot(): CartSnapshot
  subscribe(listener: () => void): () => void
  /** `qty` defaults to 1. */
  add(productId: number, qty?: number, options?: LineOptions, product?: ProductSummary): AddResult
  /** One sync for all items; nothing is stored when one of them is invalid. */
  addMany(items: CartItem[]): AddResult
  /**
   * A typed quantity: records the change from `seen`, the quantity shown when the buyer began typing,
   * whatever other tabs changed since (their changes add up with it).
   */
  setQuantity(productId: number, qty: number, seen: number, options?: LineOptions): void
  /** The remove button: minus `seen`, the quantity shown when it was pressed. */
  remove(productId: number, seen: number, options?: LineOptions): void
  setOwner(owner: QueueOwner): void
  /** A checkout call answered the cart, or null once it was confirmed, requested or turned into a quotation. */
  setServerCart(cart: Cart | null): void
  syncNow(): Promise<void>
  /** Payment return with status success or pending: keeps the server cart as the last sale and starts afresh. */
  completeSale(): Cart | null
  /** Listens to other tabs and to the browser, and runs a first sync. */
  start(): void
  stop(): void
}
