import type { DemoContext } from '../context'
import { customerAddresses, pickupAddress } from './addresses'
import { findCarrier, shippingPrice, toCarrier } from './carriers'
import type { StoredCart } from './cart-store'
import { cartCouponRate } from './coupons'
import { deliveryLine, isConfirmable, productLine } from './lines'
import { deliveryAmount, round2, sumAmounts, TAX_RATE } from './pricing'
import { productIndex } from './products'
import type { Cart, CartLine } from './shapes'

/** The cart as the API answers it: priced for the customer's role, with its addresses and shipping. */
export async function renderCart(ctx: DemoContext, cart: StoredCart, role: string): Promise<Cart> {
  const products = await productIndex(ctx)
  const rate = cartCouponRate(cart.promo_codes)
  const lines: CartLine[] = cart.lines.map((line) => {
    const product = products.get(line.product_id)
    const confirmable = isConfirmable(product)
    return {
      ...productLine(line, product, role, rate),
      qty_unavailable: line.qty_unavailable,
      qty_unavailable_diff: line.qty_unavailable_diff,
      request_id: line.request_id,
      product_state: { code: confirmable ? 'sellable' : 'obsolete' },
      confirmable,
    }
  })
  const productsUntaxed = round2(lines.reduce((sum, l) => sum + l.amount.untaxed, 0))
  const discountUntaxed = round2(lines.reduce((sum, l) => sum + l.discount.value, 0))

  const carrier = cart.carrier_id === null ? undefined : findCarrier(cart.carrier_id)
  const fee = carrier ? shippingPrice(carrier, productsUntaxed) : 0
  if (carrier && cart.delivery_line_id !== null) {
    lines.push({
      ...deliveryLine(cart.delivery_line_id, carrier, fee),
      qty_unavailable: 0,
      qty_unavailable_diff: 0,
      request_id: null,
      product_state: { code: 'sellable' },
      confirmable: true,
    })
  }

  const addresses = await customerAddresses(ctx, cart.customer_id)
  const byId = (id: number | null) => (id === null ? null : (addresses.find((a) => a.id === id) ?? null))
  return {
    id: cart.id,
    uuid: cart.uuid,
    name: cart.name,
    date: cart.date,
    lines,
    amount: sumAmounts(lines.map((l) => l.amount)),
    discount: { untaxed: discountUntaxed, tax_included: round2(discountUntaxed * (1 + TAX_RATE)) },
    delivery: {
      address: cart.pickup ? pickupAddress(cart.pickup.point, cart.pickup.address_id) : byId(cart.delivery_address_id),
      fees: deliveryAmount(fee),
      selected_carrier: carrier ? toCarrier(carrier, productsUntaxed) : null,
      pickup: cart.pickup?.point ?? null,
    },
    invoicing: { address: byId(cart.invoicing_address_id) },
    note: cart.note,
    client_order_ref: cart.client_order_ref,
    ej_number: cart.ej_number ?? null,
    promo_codes: cart.promo_codes,
  }
}
