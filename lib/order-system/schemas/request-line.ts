import { z } from 'zod'
import { pageQuerySchema, pagedSchema } from './paging'
import { saleLineWithOrderSchema } from './sale'

/**
 * A cart line a unit member asked their manager to order. `order` is the member's request; once
 * accepted, `request_order_id` is the manager's cart or order that took the line over.
 */
export const requestLineSchema = saleLineWithOrderSchema.extend({
  request_order_id: z.number().int().nullable(),
  request_partner_id: z.number().int(),
  request_partner_name: z.string(),
  request_rejected: z.boolean(),
  request_rejection_reason: z.string().nullable(),
})
export type RequestLine = z.infer<typeof requestLineSchema>

/** A page of request lines: count and items. */
export const requestLinePageSchema = pagedSchema(requestLineSchema)

export const requestLineStatusSchema = z.enum(['pending', 'accepted', 'rejected'])
export type RequestLineStatus = z.infer<typeof requestLineStatusSchema>

/** Pending means neither accepted (moved to an order) nor rejected. */
export function requestLineStatus(line: Pick<RequestLine, 'request_order_id' | 'request_rejected'>): RequestLineStatus {
  if (line.request_rejected) return 'rejected'
  return line.request_order_id === null ? 'pending' : 'accepted'
}

export const requestLineQuerySchema = pageQuerySchema.extend({
  state: requestLineStatusSchema.optional(),
  order_name: z.string().trim().min(1).optional(),
  product_name: z.string().trim().min(1).optional(),
  /** One member's lines (the manager's member filter; always the caller for a member). */
  request_partner_id: z.coerce.number().int().positive().optional(),
})
export type RequestLineQuery = z.infer<typeof requestLineQuerySchema>

export const requestLineRejectInputSchema = z.object({
  reason: z.string({ error: 'Indiquez le motif du refus.' }).trim().min(1, 'Indiquez le motif du refus.').max(500),
})
export type RequestLineRejectInput = z.input<typeof requestLineRejectInputSchema>
