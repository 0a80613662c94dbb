import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications'
import { buildCartView, localStorageQueue } from '@/lib/cart'
import { createQueueStore, ownerKey } from '@/lib/cart/queue-store'
import { transactionKey } from '@/lib/cart/storage-keys'
import type { CartEngine, CartItem, LocalTransaction, QueueOwner, SyncStatus } from '@/lib/cart/types'
import type { ViewTransaction } from '@/lib/cart/view'
import { cartLineSchema, cartSchema, type Cart, type CartLine } from '@/lib/order-system/schemas/cart'
import { withShell } from '@/tests/shell'
import { CartProvider } from './cart-provider'

/**
 * Component tests of the cart mock the engine at the provider boundary: `createBrowserCart` hands
 * the provider this in-memory engine (each test file mocks `./browser-engine` with it), built on the
 * real view so lines and counts read as in the shop.
 */
export interface FakeEngine extends CartEngine {
  setStatus(patch: Partial<SyncStatus>): void
  /** The order system answered `cart`: every pending change is in it. */
  settle(cart: Cart | null): void
  transactions(): ViewTransaction[]
}

export function createFakeEngine(
  initial: { cart?: Cart | null; owner?: QueueOwner; transactions?: ViewTransaction[] } = {},
): FakeEngine {
  let owner = initial.owner ?? 'anonymous'
  let cart = initial.cart ?? null
  let transactions: ViewTransaction[] = initial.transactions ?? []
  let status: SyncStatus = {
    syncing: false,
    erpUnavailable: false,
    syncError: false,
    storageFailed: false,
    retryAt: null,
    rejected: [],
  }
  let snapshot: ReturnType<CartEngine['getSnapshot']> | null = null
  const listeners = new Set<() => void>()
  const changed = () => {
    snapshot = null
    for (const listener of [...listeners]) listener()
  }
  const record = (items: CartItem[]) => {
    transactions = [...transactions, ...items]
    changed()
  }

  const engine: FakeEngine = {
    getSnapshot: () => (snapshot ??= { owner, view: buildCartView(cart, transactions), status }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add: vi.fn((productId: number, qty = 1, options?: CartItem['options'], product?: CartItem['product']) =>
      engine.addMany([{ productId, qty, options, product }]),
    ),
    addMany: vi.fn((items: CartItem[]) => {
      const invalid = items.some((item) => !Number.isInteger(item.productId) || item.productId <= 0)
      if (invalid) return { ok: false, reason: 'invalid-product' } as const
      record(items)
      return { ok: true } as const
    }),
    setQuantity: vi.fn((productId: number, qty: number, seen: number) => record([{ productId, qty: qty - seen }])),
    remove: vi.fn((productId: number, seen: number) => record([{ productId, qty: -seen }])),
    setOwner: vi.fn((nextOwner: QueueOwner) => {
      if (nextOwner === owner) return
      owner = nextOwner
      if (nextOwner === 'anonymous') cart = null
      changed()
    }),
    setServerCart: vi.fn((nextCart: Cart | null) => {
      cart = nextCart
      changed()
    }),
    syncNow: vi.fn(async () => undefined),
    completeSale: vi.fn(() => null),
    start: vi.fn(),
    stop: vi.fn(),
    setStatus(patch) {
      status = { ...status, ...patch }
      changed()
    },
    settle(nextCart) {
      cart = nextCart
      transactions = []
      changed()
    },
    transactions: () => transactions,
  }
  return engine
}

/** A cart line as the order system answers it, priced `price` untaxed per unit. */
export function cartLine(
  fields: Partial<CartLine> & { id: number; product_id: number; qty: number; price?: number },
): CartLine {
  const { price = 10, ...rest } = fields
  const untaxed = Math.round(price * fields.qty * 100) / 100
  return cartLineSchema.parse({
    name: `Article ${fields.product_id}`,
    amount: {
      discount_total: 0,
      tax: untaxed * 0.2,
      total: untaxed * 1.2,
      untaxed,
      total_without_discount: untaxed,
      price,
    },
    unit_price: { untaxed: price, untaxed_with_discount: price },
    discount: { rate: 0, value: 0 },
    options: null,
    is_delivery: false,
    contact_id: null,
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    request_id: null,
    product_state: { code: 'sellable' },
    confirmable: true,
    ...rest,
  })
}

/** A cart of the order system holding `lines`, with its totals. */
export function serverCart(lines: CartLine[], fields: Partial<Cart> = {}): Cart {
  const untaxed = lines.reduce((sum, line) => sum + line.amount.untaxed, 0)
  return cartSchema.parse({
    id: 501,
    uuid: '0b6f3c1e-4a57-4d8e-9c11-2f6a7b8c9d01',
    name: 'SO501',
    date: '2025-03-04T09:00:00+00:00',
    lines,
    amount: { discount_total: 0, tax: untaxed * 0.2, total: untaxed * 1.2, untaxed, total_without_discount: untaxed },
    discount: { untaxed: 0, tax_included: 0 },
    delivery: { address: null, fees: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickup: null },
    invoicing: { address: null },
    note: null,
    client_order_ref: null,
    promo_codes: [],
    ...fields,
  })
}

/**
 * A visitor's change waiting in this browser's storage, as the engine writes it: with it, the provider
 * loads the engine for a visitor (docs/product/cart.md#when-the-cart-loads). Returns its key.
 */
export function storeVisitorChange(): string {
  const key = transactionKey('anonymous', 'tx-stored')
  localStorage.setItem(key, JSON.stringify({ uuid: 'tx-stored', productId: 10001, qty: 2, at: 1, cartUuid: null }))
  return key
}

/**
 * The changes of `owner` this browser's storage holds, read by the queue store the engine opens
 * (schemas included): what a reload, or the engine when it arrives, finds.
 */
export function storedTransactions(owner: QueueOwner = 'anonymous'): LocalTransaction[] {
  return createQueueStore(localStorageQueue(window), console).read(ownerKey(owner)).transactions
}

/** The engine as it opens in this browser: a fake holding the changes `owner`'s storage holds. */
export function fakeEngineFromStorage(owner: QueueOwner): FakeEngine {
  return createFakeEngine({ owner, transactions: storedTransactions(owner) })
}

/** The providers the cart needs around `children`: messages, queries, notifications and the cart itself. */
export function withCart(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return withShell(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <CartProvider>{children}</CartProvider>
      </NotificationsProvider>
    </QueryClientProvider>,
  )
}
