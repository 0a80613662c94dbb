import { z } from 'zod/mini'
import { requestLineStatus, type RequestLineStatus } from '../request-line-status'
import { pageQuerySchema, pagedSchema } from './paging'
import { withLineFigures } from './line'
import { saleLineWithOrderFields } from './sale'

/**
 * A cart line a unit member asked their manager to order. `order` is the member's request; once
 * accepted, `request_order_id` is the manager's cart or order that took the line over. Upstream names
 * the requester `partner_id` and neither names them nor lists accepted lines (they have left its list).
 */
export const requestLineSchema = z.pipe(
  z.transform((raw) => {
    if (typeof raw !== 'object' || raw === null || 'request_partner_id' in raw) return raw
    return { ...raw, request_partner_id: (raw as { partner_id?: unknown }).partner_id }
  }),
  z.pipe(
    z.extend(saleLineWithOrderFields, {
      request_order_id: z._default(z.nullable(z.int()), null),
      request_partner_id: z.int(),
      /** Null when the back end gives only the id; the shop then names the member by number. */
      request_partner_name: z._default(z.nullable(z.string()), null),
      request_rejected: z.boolean(),
      request_rejection_reason: z._default(z.nullable(z.string()), null),
    }),
    z.transform(withLineFigures),
  ),
)
export type RequestLine = z.output<typeof requestLineSchema>

/** A page of request lines: count and items. */
export const requestLinePageSchema = pagedSchema(requestLineSchema)

export const requestLineStatusSchema = z.enum(['pending', 'accepted', 'rejected'] satisfies RequestLineStatus[])
export { requestLineStatus, type RequestLineStatus }

export const requestLineQuerySchema = z.extend(pageQuerySchema, {
  state: z.optional(requestLineStatusSchema),
  order_name: z.optional(z.string().check(z.trim(), z.minLength(1))),
  product_name: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** One member's lines (the manager's member filter; always the caller for a member). */
  request_partner_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
})
export type RequestLineQuery = z.infer<typeof requestLineQuerySchema>

export const requestLineRejectInputSchema = z.object({
  reason: z
    .string({ error: 'Indiquez le motif du refus.' })
    .check(z.trim(), z.minLength(1, 'Indiquez le motif du refus.'), z.maxLength(500)),
})
