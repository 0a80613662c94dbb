import type { DemoContext } from '../context'
import { currentCart, newCart, newCartLine, saveCart } from './cart-store'
import { unavailableQty } from './lines'
import { withLock } from './lock'
import { matches, orderSummary, page, type StoredOrder } from './orders'
import { productIndex } from './products'
import { answerOf, badRequest, notFound } from './respond'
import type { RequestLineQuery } from './inputs'
import { requestLineStatus } from '../../lib/order-system/request-line-status'
import type { RequestLine } from './shapes'
import type { Customer } from '../shop-server/shapes'

/** A line a unit member asked for, filed under the manager who decides on it. */
export type StoredRequestLine = RequestLine & { customer_id: number }

const REQUEST_LINE_KIND = 'request_line'

export async function saveRequestLine(ctx: DemoContext, line: StoredRequestLine): Promise<void> {
  await ctx.store.put(REQUEST_LINE_KIND, String(line.id), String(line.customer_id), line)
}

/** Every product line of the member's request becomes a pending line for the manager. */
export async function createRequestLines(
  ctx: DemoContext,
  managerId: number,
  member: Pick<Customer, 'id' | 'name'>,
  request: StoredOrder,
): Promise<void> {
  for (const line of request.lines.filter((l) => !l.is_delivery)) {
    await saveRequestLine(ctx, {
      ...line,
      customer_id: managerId,
      order: orderSummary(request),
      request_order_id: null,
      request_partner_id: member.id,
      request_partner_name: member.name,
      request_rejected: false,
      request_rejection_reason: null,
    })
  }
}

/** A request line as the API answers it, without the manager it is filed under. */
export function lineAnswer(line: StoredRequestLine): RequestLine {
  return answerOf(line, 'customer_id')
}

async function ownedLine(ctx: DemoContext, managerId: number, id: number): Promise<StoredRequestLine> {
  const line = await ctx.store.get<StoredRequestLine>(REQUEST_LINE_KIND, String(id))
  if (!line || line.customer_id !== managerId) throw notFound('Ligne de demande introuvable.')
  return line
}

/** Every line raised in the manager's unit, whatever became of it. */
export function listStoredRequestLines(ctx: DemoContext, managerId: number): Promise<StoredRequestLine[]> {
  return ctx.store.list<StoredRequestLine>(REQUEST_LINE_KIND, String(managerId))
}

export async function listRequestLines(ctx: DemoContext, managerId: number, query: RequestLineQuery) {
  const lines = await listStoredRequestLines(ctx, managerId)
  const wanted = lines
    .filter(
      (l) =>
        (query.state === undefined || requestLineStatus(l) === query.state) &&
        (query.request_partner_id === undefined || l.request_partner_id === query.request_partner_id) &&
        matches(l.order.name, query.order_name) &&
        matches(l.name, query.product_name),
    )
    .sort((a, b) => b.order.date_order.localeCompare(a.order.date_order) || a.id - b.id)
  return page(wanted.map(lineAnswer), query)
}

/** Manager's decisions run under the manager's lock, since accepting and resetting change the cart. */
function decide(ctx: DemoContext, managerId: number, id: number, change: (line: StoredRequestLine) => Promise<void>) {
  return withLock(ctx, String(managerId), async () => {
    const line = await ownedLine(ctx, managerId, id)
    await change(line)
    await saveRequestLine(ctx, line)
    return line
  })
}

/** Accepting copies the line into the manager's open cart (created if needed), as upstream does. */
export function acceptRequestLine(ctx: DemoContext, managerId: number, id: number) {
  return decide(ctx, managerId, id, async (line) => {
    if (requestLineStatus(line) !== 'pending')
      throw badRequest('Cette ligne a déjà été traitée : réinitialisez-la d’abord.')
    const cart = (await currentCart(ctx, managerId)) ?? (await newCart(ctx, managerId))
    const product = (await productIndex(ctx)).get(line.product_id)
    const qtyUnavailable = unavailableQty(product, line.qty)
    cart.lines.push(
      await newCartLine(ctx, {
        product_id: line.product_id,
        options: line.options,
        qty: line.qty,
        contact_id: line.contact_id,
        request_id: line.id,
        qty_unavailable: qtyUnavailable,
        qty_unavailable_diff: qtyUnavailable,
      }),
    )
    await saveCart(ctx, cart)
    line.request_order_id = cart.id
  })
}

export function rejectRequestLine(ctx: DemoContext, managerId: number, id: number, reason: string) {
  return decide(ctx, managerId, id, async (line) => {
    if (requestLineStatus(line) === 'accepted') {
      throw badRequest('Cette ligne a déjà été acceptée : réinitialisez-la avant de la refuser.')
    }
    line.request_rejected = true
    line.request_rejection_reason = reason
  })
}

/** Back to pending; an accepted line leaves the manager's cart, unless that cart was already ordered. */
export function resetRequestLine(ctx: DemoContext, managerId: number, id: number) {
  return decide(ctx, managerId, id, async (line) => {
    if (line.request_order_id !== null) {
      const cart = await currentCart(ctx, managerId)
      if (cart?.id !== line.request_order_id) {
        throw badRequest('Cette ligne a déjà été commandée : elle ne peut plus être réinitialisée.')
      }
      cart.lines = cart.lines.filter((l) => l.request_id !== line.id)
      await saveCart(ctx, cart)
    }
    line.request_order_id = null
    line.request_rejected = false
    line.request_rejection_reason = null
  })
}
