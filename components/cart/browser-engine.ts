import {
  broadcastChannel,
  browserClock,
  createCartEngine,
  localStorageQueue,
  onlineOrVisible,
  randomUuid,
  readLastSale,
  webLocksOrMutex,
  type CartEngine,
  type QueueOwner,
} from '@/lib/cart'
import { logger } from '@/lib/log/logger'
import { createCartTransport } from '@/lib/cart/transport'
import { readPaymentReturn } from '@/lib/checkout/payment-return'
import { CHECKOUT_VALIDATED_PATH } from '@/lib/checkout/payment-return-url'
import type { OrderSystemClient } from '@/lib/order-system/client'
import type { Cart } from '@/lib/order-system/schemas/cart'

export interface BrowserCart {
  engine: CartEngine
  /** The cart the last payment return saved, if any (it outlives the tab). */
  lastSale: Cart | null
}

/** The payment return this tab already settled, so reloading that page never clears a newer cart. */
const SETTLED_RETURN_KEY = 'shop.cart.settled-payment-return'

/**
 * A payment provider sends the buyer back to the checkout's return page with `?status=`; only there
 * does a success or a pending payment mean the cart became an order (a quotation's payment returns
 * to its own page and leaves the cart alone). Each return counts once.
 */
function takeCartPaymentReturn(window: Window): boolean {
  const { pathname, search } = window.location
  if (pathname !== CHECKOUT_VALIDATED_PATH) return false
  const { outcome } = readPaymentReturn(new URLSearchParams(search))
  if (outcome !== 'validated' && outcome !== 'pending') return false
  try {
    if (window.sessionStorage.getItem(SETTLED_RETURN_KEY) === search) return false
    window.sessionStorage.setItem(SETTLED_RETURN_KEY, search)
  } catch {
    // Without session storage a reload settles the return again, which only clears what it cleared.
  }
  return true
}

/**
 * The tab's cart engine on the browser's storage, locks, channel and wake-ups. This module is only
 * reached through `import()` once the page is interactive, so the engine stays out of the catalogue
 * pages' first load. A payment return is settled before the engine starts: its first sync would
 * otherwise replace the paid cart with the order system's empty answer.
 */
/** Long enough to gather a burst of clicks, short enough that the badge's pending state is barely seen. */
const CLICK_BURST_MS = 250

export function createBrowserCart(orderSystem: Pick<OrderSystemClient, 'cartSync'>, owner: QueueOwner): BrowserCart {
  const storage = localStorageQueue(window)
  const engine = createCartEngine({
    transport: createCartTransport(orderSystem),
    storage,
    lock: webLocksOrMutex(navigator),
    channel: broadcastChannel(window),
    clock: browserClock(),
    uuid: randomUuid(crypto),
    wakeups: onlineOrVisible(window, document),
    logger: logger('cart'),
    owner,
    // A buyer's quick clicks on a quantity stepper (one every 50-150 ms) go in one request.
    batchDelayMs: CLICK_BURST_MS,
  })
  const sale = takeCartPaymentReturn(window) ? engine.completeSale() : null
  return { engine, lastSale: sale ?? readLastSale(storage) }
}
