import { randomUUID } from 'node:crypto'
import type { DemoContext } from '../context'
import { defaultAddressIds } from './addresses'
import { nextLineId, nextOrderId, orderName } from './sequences'
import type { LineOptions, PickupPoint } from './shapes'

export interface StoredCartLine {
  id: number
  product_id: number
  qty: number
  options: LineOptions
  contact_id: number | null
  /** Set when a manager accepted a unit request line into the cart. */
  request_id: number | null
  qty_unavailable: number
  qty_unavailable_diff: number
}

/**
 * The open cart as the ERP keeps it: quantities and choices only. Prices, names and totals are
 * computed when answering, from the catalogue and the customer's price list, as Odoo recomputes an
 * open sale order.
 */
export interface StoredCart {
  id: number
  uuid: string
  name: string
  date: string
  customer_id: number
  lines: StoredCartLine[]
  carrier_id: number | null
  /** The ERP line id the shipping line keeps while a carrier is chosen. */
  delivery_line_id: number | null
  pickup: { point: PickupPoint; address_id: number } | null
  delivery_address_id: number | null
  invoicing_address_id: number | null
  note: string | null
  client_order_ref: string | null
  /**
   * The public buyer's engagement juridique number. Optional: carts stored before the field existed
   * survive restarts in `.demo-data` without it.
   */
  ej_number?: string | null
  promo_codes: string[]
}

export const CART_KIND = 'cart'

/** A customer has at most one open cart; confirming or requesting it removes it. */
export async function currentCart(ctx: DemoContext, customerId: number): Promise<StoredCart | undefined> {
  const [cart] = await ctx.store.list<StoredCart>(CART_KIND, String(customerId))
  return cart
}

export async function saveCart(ctx: DemoContext, cart: StoredCart): Promise<void> {
  await ctx.store.put(CART_KIND, String(cart.id), String(cart.customer_id), cart)
}

export async function removeCart(ctx: DemoContext, cart: StoredCart): Promise<void> {
  await ctx.store.remove(CART_KIND, String(cart.id))
}

/** A new empty cart, addressed to the customer's main invoicing and first delivery address. */
export async function newCart(ctx: DemoContext, customerId: number, now: Date = new Date()): Promise<StoredCart> {
  const id = await nextOrderId(ctx)
  const addresses = await defaultAddressIds(ctx, customerId)
  return {
    id,
    uuid: randomUUID(),
    name: orderName(id),
    date: now.toISOString(),
    customer_id: customerId,
    lines: [],
    carrier_id: null,
    delivery_line_id: null,
    pickup: null,
    delivery_address_id: addresses.delivery,
    invoicing_address_id: addresses.invoicing,
    note: null,
    client_order_ref: null,
    ej_number: null,
    promo_codes: [],
  }
}

export async function newCartLine(
  ctx: DemoContext,
  fields: Pick<StoredCartLine, 'product_id' | 'options'> & Partial<StoredCartLine>,
): Promise<StoredCartLine> {
  return {
    id: await nextLineId(ctx),
    qty: 0,
    contact_id: null,
    request_id: null,
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    ...fields,
  }
}
