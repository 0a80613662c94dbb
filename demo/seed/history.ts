import type { DemoContext } from '../context'
import type { ProductDocument } from '../../lib/search/documents'
import { findCarrier, shippingPrice, toCarrier } from '../order-system/carriers'
import { deliveryLine, productLine } from '../order-system/lines'
import { productRef, type StoredOrder } from '../order-system/orders'
import { trackingReference } from '../order-system/parcels'
import { deliveryAmount, round2, sumAmounts } from '../order-system/pricing'
import { issueInvoice } from '../order-system/invoicing'
import { nextLineId, nextOrderId, nextPickingId, orderName, pickingName } from '../order-system/sequences'
import type { StoredInvoice } from '../order-system/invoices'
import type { OrderLine, PaymentState, Picking, PickingState, SaleState } from '../order-system/shapes'
import type { Address } from '../shop-server/shapes'

/** "Today" in the seeded story: every seeded date is relative to it, so two seeds give the same data. */
export const DEMO_NOW = Date.parse('2026-04-15T08:00:00.000Z')
const DAY_MS = 24 * 60 * 60 * 1000

/** An instant `days` before the story's today (negative: after), at `hour` UTC. */
export function daysAgo(days: number, hour = 9): string {
  const date = new Date(DEMO_NOW - days * DAY_MS)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

const dateOnly = (iso: string) => iso.slice(0, 10)

export interface LinePlan {
  product: ProductDocument
  qty: number
  /** Quantity shipped so far (delivery_partial orders). */
  delivered?: number
}

export interface OrderPlan {
  customerId: number
  role: string
  state: SaleState
  daysAgo: number
  lines: LinePlan[]
  carrierId: number | null
  invoicing: Address
  delivery: Address
  paymentMode: string | null
  clientOrderRef?: string
  ejNumber?: string
  note?: string
}

function orderLine(id: number, plan: OrderPlan, line: LinePlan): OrderLine {
  const delivered =
    plan.state === 'delivery_full' ? line.qty : plan.state === 'delivery_partial' ? (line.delivered ?? 0) : 0
  return {
    ...productLine(
      { id, product_id: line.product.id, qty: line.qty, options: null, contact_id: null },
      line.product,
      plan.role,
      0,
    ),
    qty_delivered: delivered,
    qty_unavailable: 0,
    qty_canceled: plan.state === 'cancel' ? line.qty : 0,
    product: productRef(line.product),
  }
}

/** A sale, quotation or request with its lines, shipping and totals, under a fresh id. */
export async function buildOrder(ctx: DemoContext, plan: OrderPlan): Promise<StoredOrder> {
  const id = await nextOrderId(ctx)
  const lines: OrderLine[] = []
  for (const line of plan.lines) lines.push(orderLine(await nextLineId(ctx), plan, line))
  const productsUntaxed = round2(lines.reduce((sum, l) => sum + l.amount.untaxed, 0))
  const carrier = plan.carrierId === null ? undefined : findCarrier(plan.carrierId)
  const fee = carrier ? shippingPrice(carrier, productsUntaxed) : 0
  if (carrier) {
    lines.push({
      ...deliveryLine(await nextLineId(ctx), carrier, fee),
      qty_delivered: plan.state === 'delivery_full' ? 1 : 0,
      qty_unavailable: 0,
      qty_canceled: plan.state === 'cancel' ? 1 : 0,
      product: null,
    })
  }
  return {
    id,
    customer_id: plan.customerId,
    name: orderName(id),
    date_order: daysAgo(plan.daysAgo),
    state: plan.state,
    note: plan.note ?? null,
    client_order_ref: plan.clientOrderRef ?? null,
    ej_number: plan.ejNumber ?? null,
    suite_name: null,
    invoicing: { address: plan.invoicing },
    invoices: [],
    lines,
    amount: sumAmounts(lines.map((l) => l.amount)),
    delivery: {
      address: plan.delivery,
      amount: deliveryAmount(fee),
      selected_carrier: carrier ? toCarrier(carrier, productsUntaxed) : null,
      pickings: [],
    },
    payment: plan.paymentMode === null ? null : { mode: plan.paymentMode },
    receipt_file: null,
  }
}

async function picking(
  ctx: DemoContext,
  order: StoredOrder,
  state: PickingState,
  date: string,
  lines: { line: OrderLine; qty: number; done: number }[],
): Promise<Picking> {
  const id = await nextPickingId(ctx)
  const carrier = order.delivery.selected_carrier
  return {
    delivery_id: id,
    name: pickingName(id),
    state,
    tracking_reference: state === 'done' ? trackingReference(carrier?.code ?? null, id) : null,
    delivery_date: date,
    carrier: carrier && { ...carrier, price_applied_to_cart: null },
    sale_id: order.id,
    lines: lines.map(({ line, qty, done }) => ({
      product_id: line.product_id,
      product_name: line.name,
      state,
      qty,
      qty_done: done,
    })),
  }
}

/** The outgoing deliveries an order in this state has: shipped, backordered or being prepared. */
export async function addPickings(ctx: DemoContext, order: StoredOrder, orderDaysAgo: number): Promise<void> {
  const products = order.lines.filter((l) => !l.is_delivery)
  const shipped = daysAgo(orderDaysAgo - 2, 14)
  const scheduled = daysAgo(-3, 8)
  const pickings: Picking[] = []
  if (order.state === 'delivery_full') {
    pickings.push(
      await picking(
        ctx,
        order,
        'done',
        shipped,
        products.map((line) => ({ line, qty: line.qty, done: line.qty })),
      ),
    )
  } else if (order.state === 'delivery_partial') {
    const sent = products.filter((l) => l.qty_delivered > 0)
    const rest = products.filter((l) => l.qty_delivered < l.qty)
    pickings.push(
      await picking(
        ctx,
        order,
        'done',
        shipped,
        sent.map((line) => ({ line, qty: line.qty_delivered, done: line.qty_delivered })),
      ),
    )
    pickings.push(
      await picking(
        ctx,
        order,
        'assigned',
        scheduled,
        rest.map((line) => ({ line, qty: line.qty - line.qty_delivered, done: 0 })),
      ),
    )
  } else if (order.state === 'processing') {
    pickings.push(
      await picking(
        ctx,
        order,
        'assigned',
        scheduled,
        products.map((line) => ({ line, qty: line.qty, done: 0 })),
      ),
    )
  }
  order.delivery.pickings = pickings
}

/**
 * The invoice of what was shipped, in the given payment state; `paidShare` is what the customer has
 * paid of it. The order lists it.
 */
export async function addInvoice(
  ctx: DemoContext,
  order: StoredOrder,
  invoiceDaysAgo: number,
  paymentState: PaymentState,
  paidShare: number,
): Promise<StoredInvoice> {
  const billed = order.lines
    .map((l) => ({ line: l, qty: l.is_delivery ? l.qty : l.qty_delivered }))
    .filter(({ qty }) => qty > 0)
  return issueInvoice(ctx, order, billed, {
    dateInvoice: dateOnly(daysAgo(invoiceDaysAgo)),
    dateDue: dateOnly(daysAgo(invoiceDaysAgo - 30)),
    paymentState,
    paidShare,
  })
}
