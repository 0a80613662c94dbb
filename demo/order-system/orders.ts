import type { DemoContext } from '../context'
import type { ProductDocument } from '../../lib/search/documents'
import { isConfirmable } from './lines'
import { answerOf, notFound } from './respond'
import type { OrderLine, OrderSummary, Sale } from './shapes'

/** An order as stored: exactly what the API answers, plus its owner for the ownership checks. */
export type StoredOrder = Sale & { customer_id: number }

/** What the API answers of a stored order: everything but its owner. */
export function asSale(order: StoredOrder): Sale {
  return answerOf(order, 'customer_id')
}

export const ORDER_KINDS = {
  sale: 'sale',
  quotation: 'quotation',
  /** A unit member's cart handed to the manager; its lines are the manager's request lines. */
  request: 'request',
} as const
type OrderKind = keyof typeof ORDER_KINDS

const NOT_FOUND: Record<OrderKind, string> = {
  sale: 'Commande introuvable.',
  quotation: 'Devis introuvable.',
  request: 'Demande introuvable.',
}

export async function saveOrder(ctx: DemoContext, kind: OrderKind, order: StoredOrder): Promise<void> {
  await ctx.store.put(ORDER_KINDS[kind], String(order.id), String(order.customer_id), order)
}

/** The customer's own order; someone else's answers 404 as if it did not exist. */
export async function ownedOrder(
  ctx: DemoContext,
  kind: OrderKind,
  customerId: number,
  id: number,
): Promise<StoredOrder> {
  const order = await ctx.store.get<StoredOrder>(ORDER_KINDS[kind], String(id))
  if (!order || order.customer_id !== customerId) throw notFound(NOT_FOUND[kind])
  return order
}

/** Newest first, as the account pages list them. */
export async function ownedOrders(ctx: DemoContext, kind: OrderKind, customerId: number): Promise<StoredOrder[]> {
  const orders = await ctx.store.list<StoredOrder>(ORDER_KINDS[kind], String(customerId))
  return orders.sort((a, b) => b.date_order.localeCompare(a.date_order) || b.id - a.id)
}

/** Every customer's orders of a kind, newest first (the back office's lists). */
export async function allOrders(ctx: DemoContext, kind: OrderKind): Promise<StoredOrder[]> {
  const orders = await ctx.store.list<StoredOrder>(ORDER_KINDS[kind])
  return orders.sort((a, b) => b.date_order.localeCompare(a.date_order) || b.id - a.id)
}

export function orderSummary(order: Pick<StoredOrder, 'id' | 'name' | 'state' | 'date_order'>): OrderSummary {
  return { id: order.id, name: order.name, state: order.state, date_order: order.date_order }
}

export function productRef(product: ProductDocument | undefined): OrderLine['product'] {
  return product
    ? {
        id: product.id,
        name: product.name,
        sku: product.sku,
        url_key: product.url_key,
        sellable: isConfirmable(product),
      }
    : null
}

/** Case- and accent-insensitive "contains", for the name filters. */
export function matches(value: string, search: string | undefined): boolean {
  if (search === undefined) return true
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return fold(value).includes(fold(search))
}

export function page<T>(items: readonly T[], query: { page: number; page_size: number }) {
  const start = (query.page - 1) * query.page_size
  return { count: items.length, items: items.slice(start, start + query.page_size) }
}
