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
}

/** A cart transaction, kept locally: `qty` is a signed delta. The uuid is made once, never again. */
export interface LocalTransaction {
  uuid: string
  productId: number
  qty: number
  options?: LineOptions
  product?: ProductSummary
}

/** Whose queue a transaction belongs to: the buyer's `customerKey`, or `anonymous` before sign-in. */
export type QueueOwner = number | string

/** One owner's part of the stored state. */
export interface OwnerQueue {
  /** The uuid of the server cart the transactions were made against; null before the first sync. */
  cartUuid: string | null
  transactions: LocalTransaction[]
  /**
   * The server cart as last received, so a reload while the order system is down still shows the
   * synced lines under the pending ones. Dropped on sign-out; the unsent transactions stay.
   */
  lastCart: Cart | null
}

/** The one value stored under CART_STORAGE_KEY. Queues are kept per owner and never sent under another. */
export interface StoredCartState {
  version: 1
  queues: Record<string, OwnerQueue>
  /**
   * The last transactions removed from a queue (sent and acknowledged, or dropped), newest last. Two tabs
   * writing at once can overwrite each other's change (localStorage has no transactions across tabs);
   * a tab puts back its own changes that vanished without being listed here.
   */
  settled?: string[]
}

export const CART_STORAGE_KEY = 'shop.cart.v1'
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
  /** `key` is null when another tab cleared the whole storage. */
  subscribe(listener: (key: string | null) => void): () => void
}

/** Only one tab sends at a time: Web Locks where they exist, an in-tab mutex otherwise. */
export interface SyncLock {
  run<T>(task: () => Promise<T>): Promise<T>
}

/** Lets tabs pass the server cart to each other, so a cart synced in one tab shows in all. */
export interface CartChannel {
  post(cart: Cart | null): void
  subscribe(listener: (cart: Cart | null) => void): () => void
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
  /** The last attempt got a 503: the order system is unavailable. */
  erpUnavailable: boolean
  /** The last attempt failed otherwise: the sync-error flag. */
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
  /** One storage write and one sync for all items; nothing is stored when one of them is invalid. */
  addMany(items: CartItem[]): AddResult
  /** Sends the difference to the displayed quantity. */
  setQuantity(productId: number, qty: number, options?: LineOptions): void
  /** Sends minus the displayed quantity. */
  remove(productId: number, options?: LineOptions): void
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
