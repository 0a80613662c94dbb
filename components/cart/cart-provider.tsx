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
import type { AddResult, CartItem, CartSnapshot, ProductSummary, QueueOwner } from '@/lib/cart/types'
import type { Cart } from '@/lib/order-system/schemas/cart'
import type { LineOptions } from '@/lib/order-system/schemas/line'
import type { BrowserCart } from './browser-engine'
import { customerKey, type Customer } from '@/lib/shop-server/schemas/customer'
import { useTrackCartId } from './track-cart-id'
import { useRecordUnavailable } from './unavailable-notice'

/** Before the engine is loaded nothing can be stored: callers disable their controls until `ready`. */
export type CartAddResult = AddResult | { ok: false; reason: 'not-ready' }

export interface CartApi {
  /** The engine is loaded and the owner (customer id or 'anonymous') known. */
  ready: boolean
  /** An empty snapshot until ready. */
  snapshot: CartSnapshot
  add(productId: number, qty?: number, options?: LineOptions, product?: ProductSummary): CartAddResult
  addMany(items: CartItem[]): CartAddResult
  setQuantity(productId: number, qty: number, options?: LineOptions): void
  remove(productId: number, options?: LineOptions): void
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

const CartContext = createContext<CartApi | null>(null)

/** docs/product/cart.md#owners: the signed-in customer's queue, the anonymous one once the session settled as signed out, none while loading. */
function ownerOf(session: { status: string; customer?: Pick<Customer, 'id' | 'login'> }): QueueOwner | null {
  if (session.status === 'anonymous') return 'anonymous'
  if (session.status === 'signed-in' && session.customer) return customerKey(session.customer)
  return null
}

/**
 * One cart engine per tab, following the session: a customer signing in adopts what was added
 * anonymously, signing out clears the display. The engine module is loaded after hydration only.
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

  // Read by the loader when it resolves: the owner may have changed meanwhile.
  const ownerRef = useRef(owner)
  useEffect(() => {
    ownerRef.current = owner
  })

  const ownerKnown = owner !== null
  useEffect(() => {
    if (browserCart || !ownerKnown) return
    let cancelled = false
    void import('./browser-engine').then(({ createBrowserCart }) => {
      const current = ownerRef.current
      if (cancelled || current === null) return
      // A visitor's cart waits in the browser: the session (and its clients) loads at the first sync.
      const created = createBrowserCart(
        { cartSync: async (...args) => (await loadSession()).orderSystem.cartSync(...args) },
        current,
      )
      setLastSale(created.lastSale)
      setBrowserCart(created)
    })
    return () => {
      cancelled = true
    }
  }, [browserCart, ownerKnown, loadSession])

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
  const snapshot = useSyncExternalStore(
    subscribe,
    () => engine?.getSnapshot() ?? EMPTY_SNAPSHOT,
    () => EMPTY_SNAPSHOT,
  )

  const storageFailed = snapshot.status.storageFailed
  const warnedStorage = useRef(false)
  useEffect(() => {
    if (storageFailed && !warnedStorage.current) notify({ type: 'error', message: t('storageFailed') })
    warnedStorage.current = storageFailed
  }, [storageFailed, notify, t])

  // Until the engine has taken the session's owner, its snapshot may still be the previous buyer's.
  const ready = engine !== null && owner !== null && snapshot.owner === owner
  useTrackCartId(snapshot.view.cart, ready)
  useRecordUnavailable(snapshot.view.cart, ready)
  const api = useMemo<CartApi>(
    () => ({
      ready,
      snapshot,
      lastSale,
      add: (productId, qty, options, product) => (engine ? engine.add(productId, qty, options, product) : NOT_READY),
      addMany: (items) => (engine ? engine.addMany(items) : NOT_READY),
      setQuantity: (productId, qty, options) => engine?.setQuantity(productId, qty, options),
      remove: (productId, options) => engine?.remove(productId, options),
      setServerCart: (cart) => engine?.setServerCart(cart),
      syncNow: async () => engine?.syncNow(),
    }),
    [ready, snapshot, lastSale, engine],
  )

  return <CartContext value={api}>{children}</CartContext>
}

export function useCart(): CartApi {
  const cart = useContext(CartContext)
  if (!cart) throw new Error('useCart must be used inside <CartProvider>')
  return cart
}
