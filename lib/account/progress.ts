import { ORDER_STATES, QUOTATION_STATES, type KnownSaleState, type SaleState } from '@/lib/order-system/schemas/sale'

/** docs/product/account.md#orders: how far an order has gone, in percent; a state outside the order flow counts as 0. */
const ORDER_PROGRESS: Partial<Record<SaleState, number>> = {
  cancel: 0,
  pending: 30,
  processing: 50,
  delivery_partial: 70,
  delivery_full: 100,
}

/** docs/product/quotations.md#progress: a quotation-type order is 10 while being priced, 30 once priced, otherwise 0. */
const QUOTATION_PROGRESS: Partial<Record<SaleState, number>> = {
  estimating: 10,
  estimated: 30,
}

const KNOWN: ReadonlySet<string> = new Set([...ORDER_STATES, ...QUOTATION_STATES])

/** Whether the shop has a name for this state; any other (Odoo's `draft`, `sale`…) is shown as sent. */
export function isKnownSaleState(state: SaleState): state is KnownSaleState {
  return KNOWN.has(state)
}

export function orderProgress(state: SaleState): number {
  return ORDER_PROGRESS[state] ?? 0
}

export function quotationProgress(state: SaleState): number {
  return QUOTATION_PROGRESS[state] ?? 0
}
