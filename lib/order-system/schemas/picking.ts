import { z } from 'zod'
import { carrierSchema } from './carrier'
import { odooDateTime } from './odoo'

/** Odoo stock.picking states, shared by the picking and its lines. */
export const PICKING_STATES = ['draft', 'waiting', 'confirmed', 'assigned', 'done', 'cancel'] as const

export const pickingLineSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  /** Any state a back end sends; the shop names the ones above. */
  state: z.string().nullable().default(null),
  qty: z.number().finite(),
  qty_done: z.number().finite(),
})

/**
 * One outgoing delivery of an order. Upstream shopinvader sends neither the state nor the lines of a
 * picking; the storefront then shows its number, date, carrier and tracking only.
 */
export const pickingSchema = z.object({
  delivery_id: z.number().int(),
  name: z.string(),
  state: z.string().nullable().default(null),
  tracking_reference: z.string().nullable().default(null),
  /** Done date once shipped, otherwise the scheduled date. */
  delivery_date: odooDateTime.nullable().default(null),
  carrier: carrierSchema.nullable().default(null),
  sale_id: z.number().int().nullable().default(null),
  lines: z.array(pickingLineSchema).default([]),
})
export type Picking = z.infer<typeof pickingSchema>
