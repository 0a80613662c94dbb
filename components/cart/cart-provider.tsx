'use client'

import { useTranslations } from 'next-intl'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { useSession, useSessionLoader } from '@/components/auth/session-provider'
import { useNotify } from '@/components/notifications'
import { invalidItem } from '@/lib/cart/item-check'
import { increasingClock, newTransaction, storedTransaction } from '@/lib/cart/local-transaction'
import { randomUuid } from '@/lib/cart/random-uuid'
import { ANONYMOUS_KEY, holdsVisitorCart, isVisitorCartKey } from '@/lib/cart/storage-keys'
import type {
  AddResult,
  CartEngine,
  CartItem,
  CartSnapshot,
  LocalTransaction,
  ProductSummary,
  QueueOwner,
} from '@/lib/cart/types'
import { buildCartView } from '@/lib/cart/view'
import { deferredLogger } from '@/lib/log/deferred'
import type { Cart } from '@/lib/order-system/schemas/cart'
import type { LineOptions } from '@/lib/order-system/schemas/line'
import type { BrowserCart } from './browser-engine'
import { customerKey } from '@/lib/shop-server/customer-key'
import type { Customer } from '@/lib/shop-server/schemas/customer'
import { useTrackCartId } from './track-cart-id'
import { useRecordUnavailable } from './unavailable-notice'

/** Before the engine is loaded nothing can be stored: callers disable their controls until `ready`. */
export type CartAddResult = AddResult | { ok: false; reason: 'not-ready' }

export interface CartApi {
  /** The engine is loaded and the owner (customer id or 'anonymous') known. */
  ready: boolean
  /** An empty snapshot until ready. */
  snapshot: CartSnapshot
  /** `qty` is a signed change: a press of − is `add(id, -1)`. */
  add(productId: number, qty?: number, options?: LineOptions, product?: ProductSummary): CartAddResult
  addMany(items: CartItem[]): CartAddResult
  /** A typed quantity, with `seen`, the quantity shown when the buyer began typing. */
  setQuantity(productId: number, qty: number, seen: number, options?: LineOptions): void
  /** Minus `seen`, the quantity shown when the buyer pressed remove. */
  remove(productId: number, seen: number, options?: LineOptions): void
  /** After a checkout call answered the cart, or null after confirm / request / quotation. */
  setServerCart(cart: Cart | null): void
  syncNow(): Promise<void>
  /** The cart saved by the last payment return (status=success|pending in the URL). */
  lastSale: Cart | null
}

const EMPTY_SNAPSHOT: CartSnapshot = {
  owner: 'anonymous',
  view: { cart: null, lines: [], linesCount: 0, pendingCount: 0 },
  status: {
    syncing: false,
    erpUnavailable: false,
    syncError: false,
    storageFailed: false,
    retryAt: null,
    rejected: [],
  },
}

const NOT_READY = { ok: false, reason: 'not-ready' } as const
const noopSubscribe = () => () => undefined
const log = deferredLogger('cart')

/**
 * Stores a visitor's changes as the engine would (docs/adr/0005-offline-cart-queue.md), so that a reload,
 * another tab or the engine once it arrives finds them. Returns those the browser refused (blocked site
 * data, full storage); after a refusal the rest wait with it, so that the stored ones stay the oldest.
 */
function storeVisitorChanges(transactions: readonly LocalTransaction[]): LocalTransaction[] {
  for (const [index, transaction] of transactions.entries()) {
    const { key, value } = storedTransaction(ANONYMOUS_KEY, transaction)
    try {
      window.localStorage.setItem(key, value)
    } catch (error) {
      log.warn('Cart: browser storage refused the cart, kept in this tab only', { error: String(error) })
      return transactions.slice(index)
    }
  }
  return []
}

const itemOf = ({ productId, qty, options, product }: LocalTransaction): CartItem => ({
  productId,
  qty,
  ...(options !== undefined && { options }),
  ...(product && { product }),
})

/** Another tab stored (or cleared) a visitor's cart: the storage event only reaches the other tabs. */
function subscribeVisitorCart(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (isVisitorCartKey(event.key)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

const CartContext = createContext<CartApi | null>(null)

/** docs/product/cart.md#owners: the signed-in customer's queue, the anonymous one once the session settled as signed out, none while loading. */
function ownerOf(session: { status: string; customer?: Pick<Customer, 'id' | 'login'> }): QueueOwner | null {
  if (session.status === 'anonymous') return 'anonymous'
  if (session.status === 'signed-in' && session.customer) return customerKey(session.customer)
  return null
}

/**
 * One cart engine per tab, following the session: a customer signing in adopts what was added
 * anonymously, signing out clears the display. The engine, with its storage schemas, loads only for
 * a signed-in buyer, a visitor whose browser holds a cart (this tab's or another's), or a visitor's
 * first add (docs/product/cart.md#when-the-cart-loads, docs/adr/0023-cart-engine-on-demand.md): a
 * visitor who only browses has an empty cart, known from the storage's key names alone. A visitor's add
 * made before the engine is there is stored at once, as the engine stores a change, and shown; the engine
 * reads it back when it arrives, like any other change. Should its code fail to arrive, the add stays
 * stored and shown, and loading is tried again at the next add or when the browser is back online.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('cart')
  const session = useSession()
  const loadSession = useSessionLoader()
  const notify = useNotify()
  const owner = ownerOf(session)
  const [browserCart, setBrowserCart] = useState<BrowserCart | null>(null)
  const [lastSale, setLastSale] = useState<Cart | null>(null)
  const engine = browserCart?.engine ?? null
  // A visitor's changes made in this tab before the engine arrived, stored or (`held`) refused by storage.
  const [early, setEarly] = useState<{ made: readonly LocalTransaction[]; held: readonly LocalTransaction[] }>({
    made: [],
    held: [],
  })
  const earlyRef = useRef(early)
  // The engine from the moment it is created, before React renders with it.
  const createdRef = useRef<CartEngine | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [clock] = useState(() => ({ stamp: increasingClock(Date.now), uuid: randomUuid(crypto) }))

  // Read by the loader when it resolves: the owner may have changed meanwhile.
  const ownerRef = useRef(owner)
  useEffect(() => {
    ownerRef.current = owner
  })

  const visitorWithoutEngine = owner === 'anonymous' && engine === null
  const storedCart = useSyncExternalStore(
    visitorWithoutEngine ? subscribeVisitorCart : noopSubscribe,
    () => visitorWithoutEngine && holdsVisitorCart(window),
    () => false,
  )
  const needsEngine = owner !== null && (owner !== 'anonymous' || storedCart || early.made.length > 0)
  useEffect(() => {
    if (browserCart || !needsEngine || loadFailed) return
    let cancelled = false
    import('./browser-engine').then(
      ({ createBrowserCart }) => {
        const current = ownerRef.current
        if (cancelled || current === null) return
        // A visitor's cart waits in the browser: the session (and its clients) loads at the first sync.
        const created = createBrowserCart(
          { cartSync: async (...args) => (await loadSession()).orderSystem.cartSync(...args) },
          current,
        )
        createdRef.current = created.engine
        // The engine read the stored changes itself; only those storage refused are handed over.
        const { held } = earlyRef.current
        earlyRef.current = { made: [], held: [] }
        if (held.length > 0) created.engine.addMany(held.map(itemOf))
        setEarly(earlyRef.current)
        setLastSale(created.lastSale)
        setBrowserCart(created)
      },
      (error: unknown) => {
        if (cancelled) return
        log.error('Cart: the cart engine could not be loaded', { error: String(error) })
        // The adds stay stored and shown: the buyer is told the cart is not complete yet, nothing is lost.
        if (earlyRef.current.made.length > 0) notify({ type: 'error', message: t('loadFailed') })
        setLoadFailed(true)
      },
    )
    return () => {
      cancelled = true
    }
  }, [browserCart, needsEngine, loadFailed, loadSession, notify, t])

  useEffect(() => {
    if (!loadFailed) return
    const retry = () => setLoadFailed(false)
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [loadFailed])

  useEffect(() => {
    if (!engine) return
    engine.start()
    return () => engine.stop()
  }, [engine])

  useEffect(() => {
    if (engine && owner !== null) engine.setOwner(owner)
  }, [engine, owner])

  const subscribe = useCallback(
    (listener: () => void) => (engine ? engine.subscribe(listener) : noopSubscribe()),
    [engine],
  )
  const engineSnapshot = useSyncExternalStore(
    subscribe,
    () => engine?.getSnapshot() ?? null,
    () => null,
  )
  const earlySnapshot = useMemo<CartSnapshot>(
    () =>
      early.made.length > 0
        ? {
            ...EMPTY_SNAPSHOT,
            view: buildCartView(null, early.made),
            status: { ...EMPTY_SNAPSHOT.status, storageFailed: early.held.length > 0 },
          }
        : EMPTY_SNAPSHOT,
    [early],
  )
  const snapshot = engineSnapshot ?? earlySnapshot

  const storageFailed = snapshot.status.storageFailed
  const warnedStorage = useRef(false)
  useEffect(() => {
    if (storageFailed && !warnedStorage.current) notify({ type: 'error', message: t('storageFailed') })
    warnedStorage.current = storageFailed
  }, [storageFailed, notify, t])

  // Until the engine has taken the session's owner, its snapshot may still be the previous buyer's. A
  // visitor with nothing stored has an empty cart, plus what this tab added before the engine arrived.
  const ready = engine
    ? owner !== null && snapshot.owner === owner
    : owner === 'anonymous' && (!storedCart || early.made.length > 0)
  useTrackCartId(snapshot.view.cart, ready)
  useRecordUnavailable(snapshot.view.cart, ready)
  const api = useMemo<CartApi>(() => {
    /**
     * A visitor's add before the engine is there: checked and stored as the engine would (a visitor has no
     * server cart), shown, and the engine loaded, or tried again if its code failed to arrive.
     */
    const addBeforeEngine = (items: CartItem[]): CartAddResult => {
      if (!ready || owner !== 'anonymous') return NOT_READY
      // Created, not rendered yet: it is the engine that stores from now on.
      if (createdRef.current) return createdRef.current.addMany(items)
      for (const item of items) {
        const reason = invalidItem(item)
        if (reason) return { ok: false, reason }
      }
      if (items.length > 0) {
        const made = items.map((item) => newTransaction(item, clock.uuid(), clock.stamp(), null))
        const { held } = earlyRef.current
        const refused = held.length > 0 ? made : storeVisitorChanges(made)
        earlyRef.current = { made: [...earlyRef.current.made, ...made], held: [...held, ...refused] }
        setEarly(earlyRef.current)
        setLoadFailed(false)
      }
      return { ok: true }
    }
    return {
      ready,
      snapshot,
      lastSale,
      add: (productId, qty = 1, options, product) =>
        engine ? engine.add(productId, qty, options, product) : addBeforeEngine([{ productId, qty, options, product }]),
      addMany: (items) => (engine ? engine.addMany(items) : addBeforeEngine(items)),
      setQuantity: (productId, qty, seen, options) => engine?.setQuantity(productId, qty, seen, options),
      remove: (productId, seen, options) => engine?.remove(productId, seen, options),
      setServerCart: (cart) => engine?.setServerCart(cart),
      syncNow: async () => engine?.syncNow(),
    }
  }, [ready, owner, snapshot, lastSale, engine, clock])

  return <CartContext value={api}>{children}</CartContext>
}

export function useCart(): CartApi {
  const cart = useContext(CartContext)
  if (!cart) throw new Error('useCart must be used inside <CartProvider>')
  return cart
}
