import type { DemoContext } from '../context'
import { findCarrier, toCarrier } from './carriers'
import { ORDER_KINDS, saveOrder, type StoredOrder } from './orders'
import { findInvoice, saveInvoice, type StoredInvoice } from './invoices'
import { issueInvoice, type BilledLine } from './invoicing'
import { deliveryLine } from './lines'
import { withLock } from './lock'
import { findParcelCarrier, trackingReference } from './parcels'
import { deliveryAmount, priceLine, round2, sumAmounts } from './pricing'
import { badRequest, notFound } from './respond'
import type { OrderLine, Picking } from './shapes'
import { nextLineId, nextPickingId, pickingName } from './sequences'

/**
 * The supplier's side of an order's life, as the demo back office plays it: pricing a quotation,
 * shipping parcels, invoicing what was shipped and recording the payment. Each change runs under the
 * customer's lock, like the customer's own calls, and leaves the documents as Odoo would.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

async function storedOrder(ctx: DemoContext, kind: 'sale' | 'quotation', id: number): Promise<StoredOrder> {
  const order = await ctx.store.get<StoredOrder>(ORDER_KINDS[kind], String(id))
  if (!order) throw notFound(kind === 'sale' ? 'Commande introuvable.' : 'Devis introuvable.')
  return order
}

/** Runs `change` on the order under its customer's lock, then saves it. */
async function changeOrder<T>(
  ctx: DemoContext,
  kind: 'sale' | 'quotation',
  id: number,
  change: (order: StoredOrder) => Promise<T>,
): Promise<T> {
  const { customer_id } = await storedOrder(ctx, kind, id)
  return withLock(ctx, String(customer_id), async () => {
    const order = await storedOrder(ctx, kind, id)
    const result = await change(order)
    await saveOrder(ctx, kind, order)
    return result
  })
}

export interface QuotationPricing {
  /** Untaxed unit price per product line id. */
  prices: Record<number, number>
  /** Shipping the seller adds, or none. */
  shipping: { carrierId: number; untaxed: number } | null
  note: string | null
}

/**
 * estimating → estimated: every product line gets its untaxed unit price (a quotation being priced
 * has lines "Prix sur demande"), shipping is added when the seller charges it, and the totals follow.
 */
export function priceQuotation(ctx: DemoContext, id: number, pricing: QuotationPricing): Promise<StoredOrder> {
  return changeOrder(ctx, 'quotation', id, async (quotation) => {
    if (quotation.state !== 'estimating') throw badRequest(`Le devis ${quotation.name} est déjà chiffré.`)
    const products = quotation.lines.filter((l) => !l.is_delivery)
    for (const line of products) {
      const price = pricing.prices[line.id]
      if (price === undefined || !Number.isFinite(price) || price <= 0) {
        throw badRequest(`Indiquez un prix unitaire HT supérieur à 0 pour « ${line.name} ».`)
      }
    }
    const priced: OrderLine[] = products.map((line) => {
      const price = round2(pricing.prices[line.id]!)
      return { ...line, ...priceLine(line.qty, { list: price, net: price }) }
    })
    let carrier = null
    let fee = 0
    if (pricing.shipping) {
      const found = findCarrier(pricing.shipping.carrierId)
      if (!found) throw badRequest('Transporteur inconnu.')
      fee = round2(Math.max(0, pricing.shipping.untaxed))
      carrier = { ...toCarrier(found, null), price_applied_to_cart: fee }
      priced.push({
        ...deliveryLine(await nextLineId(ctx), found, fee),
        qty_delivered: 0,
        qty_unavailable: 0,
        qty_canceled: 0,
        product: null,
      })
    }
    quotation.lines = priced
    quotation.amount = sumAmounts(priced.map((l) => l.amount))
    quotation.delivery = {
      ...quotation.delivery,
      amount: deliveryAmount(fee),
      selected_carrier: carrier,
    }
    if (pricing.note !== null) quotation.note = pricing.note
    quotation.state = 'estimated'
    return quotation
  })
}

/** What is left to ship of a product line. */
export function remainingQty(line: Pick<OrderLine, 'qty' | 'qty_delivered' | 'qty_canceled'>): number {
  return Math.max(0, round2(line.qty - line.qty_delivered - line.qty_canceled))
}

const SHIPPABLE = new Set(['pending', 'processing', 'delivery_partial'])

export interface Parcel {
  /** Quantity shipped per product line id; lines left out ship nothing. */
  quantities: Record<number, number>
  carrierId: number
  /** The carrier's number; made up in the carrier's format when blank. */
  trackingReference: string | null
}

/**
 * Ships a parcel: a done picking with its tracking reference, the lines' delivered quantities, and
 * the rest waiting in one backorder picking. The order is then delivery_partial (70 %) or, once
 * everything left, delivery_full (100 %).
 */
export function shipParcel(ctx: DemoContext, id: number, parcel: Parcel): Promise<Picking> {
  return changeOrder(ctx, 'sale', id, async (order) => {
    if (!SHIPPABLE.has(order.state)) throw badRequest(`La commande ${order.name} n’a plus rien à expédier.`)
    const carrier = findParcelCarrier(parcel.carrierId)
    if (!carrier) throw badRequest('Transporteur inconnu.')
    const products = order.lines.filter((l) => !l.is_delivery)
    const shipped: { line: OrderLine; qty: number }[] = []
    for (const line of products) {
      const qty = parcel.quantities[line.id] ?? 0
      if (!Number.isFinite(qty) || qty < 0 || qty > remainingQty(line)) {
        throw badRequest(`Quantité impossible pour « ${line.name} » : il en reste ${remainingQty(line)} à expédier.`)
      }
      if (qty > 0) shipped.push({ line, qty })
    }
    if (shipped.length === 0) throw badRequest('Indiquez au moins une quantité à expédier.')

    const now = new Date()
    const pickingId = await nextPickingId(ctx)
    const done: Picking = {
      delivery_id: pickingId,
      name: pickingName(pickingId),
      state: 'done',
      tracking_reference: parcel.trackingReference?.trim() || trackingReference(carrier.code, pickingId),
      delivery_date: now.toISOString(),
      carrier,
      sale_id: order.id,
      lines: shipped.map(({ line, qty }) => ({
        product_id: line.product_id,
        product_name: line.name,
        state: 'done',
        qty,
        qty_done: qty,
      })),
    }
    for (const { line, qty } of shipped) line.qty_delivered = round2(line.qty_delivered + qty)

    const left = products.filter((l) => remainingQty(l) > 0)
    const pickings = order.delivery.pickings.filter((p) => p.state === 'done' || p.state === 'cancel')
    pickings.push(done)
    if (left.length > 0) {
      const backorderId = await nextPickingId(ctx)
      pickings.push({
        delivery_id: backorderId,
        name: pickingName(backorderId),
        state: 'assigned',
        tracking_reference: null,
        delivery_date: new Date(now.getTime() + 3 * DAY_MS).toISOString(),
        carrier: order.delivery.selected_carrier && { ...order.delivery.selected_carrier, price_applied_to_cart: null },
        sale_id: order.id,
        lines: left.map((line) => ({
          product_id: line.product_id,
          product_name: line.name,
          state: 'assigned',
          qty: remainingQty(line),
          qty_done: 0,
        })),
      })
    } else {
      for (const line of order.lines.filter((l) => l.is_delivery)) line.qty_delivered = line.qty
    }
    order.delivery.pickings = pickings
    order.state = left.length > 0 ? 'delivery_partial' : 'delivery_full'
    return done
  })
}

async function orderInvoices(ctx: DemoContext, order: StoredOrder): Promise<StoredInvoice[]> {
  const invoices = await Promise.all(order.invoices.map((ref) => findInvoice(ctx, ref.id)))
  return invoices.filter((invoice) => invoice !== undefined)
}

/** What was shipped (and the shipping line, once) but not invoiced yet. */
export async function uninvoiced(ctx: DemoContext, order: StoredOrder): Promise<BilledLine[]> {
  const invoiced = new Map<number, number>()
  for (const invoice of await orderInvoices(ctx, order)) {
    for (const [lineId, qty] of Object.entries(invoice.invoiced_qty ?? {}))
      invoiced.set(Number(lineId), (invoiced.get(Number(lineId)) ?? 0) + qty)
  }
  return order.lines
    .map((line) => {
      const billable = line.is_delivery ? (line.qty_delivered > 0 ? line.qty : 0) : line.qty_delivered
      return { line, qty: round2(billable - (invoiced.get(line.id) ?? 0)) }
    })
    .filter(({ qty }) => qty > 0)
}

/** Posts the invoice of everything shipped and not invoiced yet, due in 30 days. */
export function invoiceShipped(ctx: DemoContext, id: number): Promise<StoredInvoice> {
  return changeOrder(ctx, 'sale', id, async (order) => {
    const billed = await uninvoiced(ctx, order)
    if (billed.length === 0) throw badRequest(`Rien à facturer sur ${order.name} : expédiez d’abord.`)
    const today = new Date()
    const invoice = await issueInvoice(ctx, order, billed, {
      dateInvoice: dayOf(today),
      dateDue: dayOf(new Date(today.getTime() + 30 * DAY_MS)),
      paymentState: 'not_paid',
      paidShare: 0,
    })
    await saveInvoice(ctx, invoice)
    return invoice
  })
}

/** Records the customer's payment of the whole amount due. */
export async function markInvoicePaid(ctx: DemoContext, id: number): Promise<StoredInvoice> {
  const found = await findInvoice(ctx, id)
  if (!found) throw notFound('Facture introuvable.')
  return withLock(ctx, String(found.customer_id), async () => {
    const invoice = (await findInvoice(ctx, id))!
    if (invoice.payment_state === 'paid') throw badRequest(`La facture ${invoice.name} est déjà payée.`)
    invoice.payment_state = 'paid'
    invoice.amount.amount_due = 0
    await saveInvoice(ctx, invoice)
    if (invoice.sale_id !== null) {
      const order = await ctx.store.get<StoredOrder>(ORDER_KINDS.sale, String(invoice.sale_id))
      const ref = order?.invoices.find((r) => r.id === invoice.id)
      if (order && ref) {
        ref.payment_state = 'paid'
        await saveOrder(ctx, 'sale', order)
      }
    }
    return invoice
  })
}
