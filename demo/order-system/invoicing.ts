import type { DemoContext } from '../context'
import type { OrderLine, PaymentState } from './shapes'
import type { StoredInvoice } from './invoices'
import type { StoredOrder } from './orders'
import { round2, TAX_RATE } from './pricing'
import { invoiceName, nextInvoiceId } from './sequences'

export interface BilledLine {
  line: OrderLine
  qty: number
}

/**
 * A posted customer invoice for these quantities of the order's lines; the order lists it (the caller
 * saves both). `paidShare` is the part already paid.
 */
export async function issueInvoice(
  ctx: DemoContext,
  order: StoredOrder,
  billed: readonly BilledLine[],
  options: { dateInvoice: string; dateDue: string; paymentState: PaymentState; paidShare: number },
): Promise<StoredInvoice> {
  const id = await nextInvoiceId(ctx)
  const untaxed = round2(billed.reduce((sum, { line, qty }) => sum + line.amount.price * qty, 0))
  const tax = round2(untaxed * TAX_RATE)
  const total = round2(untaxed + tax)
  const name = invoiceName(id, options.dateInvoice)
  const invoice: StoredInvoice = {
    id,
    name,
    ref: order.client_order_ref ?? '',
    date_invoice: options.dateInvoice,
    date_due: options.dateDue,
    state: 'posted',
    payment_state: options.paymentState,
    payment_reference: `${name} – ${order.name}`,
    amount: {
      amount_untaxed: untaxed,
      amount_tax: tax,
      amount_total: total,
      amount_due: round2(total * (1 - options.paidShare)),
    },
    customer_id: order.customer_id,
    sale_id: order.id,
    invoicing_address: order.invoicing.address,
    delivery_address: order.delivery.address,
    lines: billed.map(({ line, qty }) => ({
      name: line.name,
      qty,
      unitUntaxed: line.amount.price,
      untaxed: round2(line.amount.price * qty),
      isDelivery: line.is_delivery,
    })),
    invoiced_qty: Object.fromEntries(billed.map(({ line, qty }) => [String(line.id), qty])),
  }
  order.invoices.push({ id, name, date_invoice: options.dateInvoice, payment_state: options.paymentState })
  return invoice
}
