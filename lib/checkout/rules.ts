import type { Carrier, Cart, CartLine } from '@/lib/order-system/schemas'
import { isValidAddress, type AddressLike } from '@/lib/shop-server/address-rules'
import { ordersThroughManager } from '@/lib/auth/customer-flags'
import type { Customer } from '@/lib/shop-server/schemas/customer'

type RuleLine = Pick<CartLine, 'is_delivery' | 'confirmable' | 'unit_price' | 'amount'>
type RuleCart = Pick<Cart, 'lines'>

/** What the buyer orders: the shipping line is not a line of the cart (docs/product/cart.md#lines). */
function productLines<L extends RuleLine>(lines: readonly L[]): L[] {
  return lines.filter((line) => !line.is_delivery)
}

/** docs/product/checkout.md#confirmation: an obsolete product's line stays in the cart but cannot be ordered. */
export function confirmableLines<L extends RuleLine>(cart: { lines: readonly L[] }): L[] {
  return productLines(cart.lines).filter((line) => line.confirmable)
}

/** docs/product/checkout.md#confirmation: at least one line, and at least one of them confirmable (which a confirmable line is). */
export function canConfirm(cart: RuleCart): boolean {
  return confirmableLines(cart).length > 0
}

/**
 * docs/product/quotations.md#requests: a line priced zero ("Prix sur demande") makes the cart a request for quotation.
 * Only lines that will be ordered count: the order system drops obsolete lines from what it orders
 * or prices, and accepts a confirmation whose ordered lines are all priced.
 */
export function isQuotationRequest(lines: readonly RuleLine[]): boolean {
  return productLines(lines).some(
    (line) => line.confirmable && (line.unit_price.untaxed === 0 || line.amount.untaxed === 0),
  )
}

export type CheckoutMode = 'confirm' | 'request' | 'quotation'

/** How the cart leaves the shop (docs/product/checkout.md#modes): a quotation when a price is missing, else a request or an order. */
export function checkoutMode(cart: RuleCart, customer: Pick<Customer, 'kind' | 'is_manager'>): CheckoutMode {
  if (isQuotationRequest(cart.lines)) return 'quotation'
  return ordersThroughManager(customer) ? 'request' : 'confirm'
}

/** docs/product/checkout.md#addresses: two addresses are the same when their ids match. */
export function sameAddress(a: { id: number } | null | undefined, b: { id: number } | null | undefined): boolean {
  return a != null && b != null && a.id === b.id
}

/** docs/product/checkout.md#addresses: the cart needs a valid invoicing address and a valid delivery address. */
export function addressesReady(cart: {
  invoicing: { address: AddressLike | null }
  delivery: { address: AddressLike | null }
}): boolean {
  const { invoicing, delivery } = cart
  return (
    invoicing.address !== null &&
    isValidAddress(invoicing.address) &&
    delivery.address !== null &&
    isValidAddress(delivery.address)
  )
}

/** A drop-off carrier leaves the parcel at a relay point, which the buyer has to choose. */
export function needsPickup(carrier: Pick<Carrier, 'with_dropoff_site'> | null | undefined): boolean {
  return carrier?.with_dropoff_site === true
}

/**
 * Whether the cart's delivery matches its carrier: a drop-off carrier needs a relay point as the
 * delivery address, which is what choosing a pickup sets (the order system refuses to confirm otherwise).
 */
export function pickupReady(cart: {
  delivery: { selected_carrier: Pick<Carrier, 'with_dropoff_site'> | null; address: AddressLike | null }
}): boolean {
  const { selected_carrier, address } = cart.delivery
  return !needsPickup(selected_carrier) || address?.is_dropoff_site === true
}
