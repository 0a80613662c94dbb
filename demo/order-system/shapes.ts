import type { ProductPrice } from '../../lib/search/product-price'
import type { Address } from '../shop-server/shapes'

/**
 * What the demo's order system answers, in its own words. The shop reads these answers with its own
 * schemas (lib/order-system/schemas) and never shares them with the demo: a shape mistake on either
 * side shows in the contract tests (tests/contract), which hold what a real shopinvader sends.
 */

/** The demo runs shopinvader_state: the order flow, and the quotation's two states. */
export type SaleState =
  'cancel' | 'pending' | 'processing' | 'delivery_partial' | 'delivery_full' | 'estimating' | 'estimated'

export type PickingState = 'draft' | 'waiting' | 'confirmed' | 'assigned' | 'done' | 'cancel'
export type InvoiceState = 'draft' | 'posted' | 'cancel'
export type PaymentState = 'not_paid' | 'in_payment' | 'paid' | 'partial' | 'reversed' | 'invoicing_legacy'

export interface SaleAmount {
  discount_total: number
  tax: number
  total: number
  untaxed: number
  total_without_discount: number
}
/** A line's totals plus its unit price after discount. */
export interface LineAmount extends SaleAmount {
  price: number
}
export interface UnitPrice {
  untaxed: number
  untaxed_with_discount: number
}
export interface LineDiscount {
  rate: number
  value: number
}
export interface DeliveryAmount {
  untaxed: number
  tax: number
  total: number
}

export type LineOptions = Record<string, unknown> | null

export interface Carrier {
  id: number
  code: string | null
  name: string
  description: string | null
  price_applied_to_cart: number | null
  with_dropoff_site: boolean
}

export interface PickupPoint {
  carrier_id: number
  code: string
  name: string
  street: string
  street2: string | null
  zip: string
  city: string
  country_code: string
}

export interface BaseLine {
  id: number
  product_id: number
  name: string
  qty: number
  amount: LineAmount
  unit_price: UnitPrice
  discount: LineDiscount
  options: LineOptions
  is_delivery: boolean
  contact_id: number | null
}

export interface CartLine extends BaseLine {
  qty_unavailable: number
  qty_unavailable_diff: number
  request_id: number | null
  product_state: { code: 'sellable' | 'obsolete' }
  confirmable: boolean
}

export interface Cart {
  id: number
  uuid: string
  name: string
  date: string
  lines: CartLine[]
  amount: SaleAmount
  discount: { untaxed: number; tax_included: number }
  delivery: {
    address: Address | null
    fees: DeliveryAmount
    selected_carrier: Carrier | null
    pickup: PickupPoint | null
  }
  invoicing: { address: Address | null }
  note: string | null
  client_order_ref: string | null
  ej_number: string | null
  promo_codes: string[]
}

export interface CartTransaction {
  uuid: string
  product_id: number
  qty: number
  options?: LineOptions
}

export interface OrderLine extends BaseLine {
  qty_delivered: number
  qty_unavailable: number
  qty_canceled: number
  product: { id: number; name: string; sku: string | null; url_key: string | null; sellable: boolean } | null
}

export interface PickingLine {
  product_id: number
  product_name: string
  state: PickingState
  qty: number
  qty_done: number
}

export interface Picking {
  delivery_id: number
  name: string
  state: PickingState
  tracking_reference: string | null
  delivery_date: string | null
  carrier: Carrier | null
  sale_id: number | null
  lines: PickingLine[]
}

export interface Invoice {
  id: number
  name: string
  ref: string
  date_invoice: string
  date_due: string | null
  state: InvoiceState
  payment_state: PaymentState
  payment_reference: string
  amount: { amount_untaxed: number; amount_tax: number; amount_total: number; amount_due: number }
}

export type InvoiceRef = Pick<Invoice, 'id' | 'name' | 'date_invoice' | 'payment_state'>

/** An order, or a quotation (the same shape in a quotation state). */
export interface Sale {
  id: number
  name: string
  date_order: string
  state: SaleState
  note: string | null
  client_order_ref: string | null
  ej_number: string | null
  suite_name: string | null
  invoicing: { address: Address | null }
  invoices: InvoiceRef[]
  lines: OrderLine[]
  amount: SaleAmount
  delivery: {
    address: Address | null
    amount: DeliveryAmount
    selected_carrier: Carrier | null
    pickings: Picking[]
  }
  payment: { mode: string } | null
  receipt_file: { name: string; size: number } | null
}

export type OrderSummary = Pick<Sale, 'id' | 'name' | 'state' | 'date_order'>
export type SaleLineWithOrder = OrderLine & { order: OrderSummary }

export interface RequestLine extends SaleLineWithOrder {
  request_order_id: number | null
  request_partner_id: number
  request_partner_name: string
  request_rejected: boolean
  request_rejection_reason: string | null
}

export interface UnitMember {
  id: number
  name: string
  email: string | null
  phone: string | null
  mobile: string | null
  auth_state: 'none' | 'invited' | 'accepted'
}

/** The search documents' price, keyed by product id. */
export type PriceMap = Record<string, ProductPrice>

export interface Payable {
  payable: string
  payable_reference: string
  amount: number
  currency_code: string
  amount_formatted: string
}
