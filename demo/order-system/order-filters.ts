import type { Context } from 'hono'
import { z } from 'zod'
import type { DemoContext } from '../context'
import { matches } from './orders'
import { parseWith } from './respond'
import { listStoredRequestLines } from './unit-requests'

const text = z.string().trim().min(1).max(64).optional()
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.')
  .optional()

/**
 * The search parameters the order system takes on its lists (orders, quotations, order lines,
 * invoices), read by the demo itself rather than with the shop's schemas: numbers and references
 * match what they contain, dates are French calendar days with both ends included, and
 * `request_partner_id` keeps, for a manager, what took over that unit member's requests.
 */
const filterQuerySchema = z.object({
  name: text,
  order_name: text,
  product_name: text,
  client_order_ref: text,
  ref: text,
  state: text,
  payment_state: text,
  date_from: day,
  date_to: day,
  request_partner_id: z.coerce.number().int().positive().optional(),
})
export type FilterQuery = z.infer<typeof filterQuerySchema>

export function filtersOf(c: Context): FilterQuery {
  const known = Object.keys(filterQuerySchema.shape)
  const params = Object.fromEntries(Object.entries(c.req.query()).filter(([key]) => known.includes(key)))
  return parseWith(filterQuerySchema, params)
}

const frenchDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** An instant's calendar day in France (`2026-04-15`); a date alone is its own day. */
export function dayOf(isoDateOrInstant: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDateOrInstant) ? isoDateOrInstant : frenchDay.format(new Date(isoDateOrInstant))
}

export function inDateRange(isoDateOrInstant: string, filters: Pick<FilterQuery, 'date_from' | 'date_to'>): boolean {
  const d = dayOf(isoDateOrInstant)
  return (!filters.date_from || d >= filters.date_from) && (!filters.date_to || d <= filters.date_to)
}

interface FilterableOrder {
  id: number
  name: string
  state: string
  date_order: string
  client_order_ref: string | null
}

/**
 * What a unit member's requests became for their manager: the orders (or quotations) that took over
 * accepted lines, each with the products concerned. Empty for anyone who is not that member's manager.
 */
async function memberTakeovers(
  ctx: DemoContext,
  managerId: number,
  memberId: number,
): Promise<Map<number, Set<number>>> {
  const takeovers = new Map<number, Set<number>>()
  for (const line of await listStoredRequestLines(ctx, managerId)) {
    if (line.request_partner_id !== memberId || line.request_order_id === null) continue
    const products = takeovers.get(line.request_order_id) ?? new Set<number>()
    products.add(line.product_id)
    takeovers.set(line.request_order_id, products)
  }
  return takeovers
}

/** The order-level filters; `takeovers` is given when the member filter is on. */
export function orderMatches(
  order: FilterableOrder,
  filters: FilterQuery,
  takeovers: Map<number, Set<number>> | null,
  nameFilter: string | undefined = filters.name,
): boolean {
  return (
    matches(order.name, nameFilter) &&
    (filters.client_order_ref === undefined || matches(order.client_order_ref ?? '', filters.client_order_ref)) &&
    (filters.state === undefined || order.state === filters.state) &&
    inDateRange(order.date_order, filters) &&
    (takeovers === null || takeovers.has(order.id))
  )
}

/** The member filter's takeovers, or null when the request does not filter by member. */
export async function takeoversFor(
  ctx: DemoContext,
  callerId: number,
  filters: FilterQuery,
): Promise<Map<number, Set<number>> | null> {
  return filters.request_partner_id === undefined ? null : memberTakeovers(ctx, callerId, filters.request_partner_id)
}
