import type { CartSnapshot } from '@/lib/cart/types'
import { addressesReady, canConfirm, pickupReady, type CheckoutMode } from '@/lib/checkout/rules'
import type { Carrier } from '@/lib/order-system/schemas/carrier'

/** Why the checkout's action cannot be taken yet; each has its sentence in `checkout.blockers`. */
export type Blocker =
  'syncing' | 'erpUnavailable' | 'syncError' | 'choiceSaving' | 'notConfirmable' | 'addresses' | 'carrier' | 'pickup'

interface Input {
  snapshot: Pick<CartSnapshot, 'view' | 'status'>
  mode: CheckoutMode
  /** The carriers offered for the cart; undefined while they load or when they could not be loaded. */
  carriers: Carrier[] | undefined
  /** An address, carrier or relay point chosen on this page and not yet saved by the order system. */
  choiceSaving: boolean
}

/**
 * What stands between the buyer and the order, in the order the page asks for it. Changes still in
 * the local queue come first: the order system would confirm the cart without them; so would it without
 * a delivery choice still on its way (docs/product/checkout.md#addresses). Shipping is only
 * chosen for an order: the manager chooses it for a request, the seller prices it in a quotation.
 */
export function checkoutBlockers({ snapshot: { view, status }, mode, carriers, choiceSaving }: Input): Blocker[] {
  const blockers: Blocker[] = []
  if (view.pendingCount > 0)
    blockers.push(status.erpUnavailable ? 'erpUnavailable' : status.syncError ? 'syncError' : 'syncing')
  if (choiceSaving) blockers.push('choiceSaving')
  const cart = view.cart
  if (!cart || !canConfirm(cart)) return [...blockers, 'notConfirmable']
  if (!addressesReady(cart)) blockers.push('addresses')
  if (mode !== 'confirm') return blockers
  // While the carriers load, a carrier already on the cart counts; none means one may be needed.
  const carrierMissing = cart.delivery.selected_carrier === null && (carriers === undefined || carriers.length > 0)
  if (carrierMissing) blockers.push('carrier')
  else if (!pickupReady(cart)) blockers.push('pickup')
  return blockers
}
