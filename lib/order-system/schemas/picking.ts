import { z } from 'zod/mini'
import { carrierSchema } from './carrier'
import { odooDateTime } from './odoo'

/** Odoo stock.picking states, shared by the picking and its lines. */
export const PICKING_STATES = ['draft', 'waiting', 'confirmed', 'assigned', 'done', 'cancel'] as const
export type PickingState = (typeof PICKING_STATES)[number]

export const pickingLineSchema = z.object({
  product_id: z.int(),
  product_name: z.string(),
  /** Any state a back end sends; the shop names the ones above. */
  state: z._default(z.nullable(z.string()), null),
  qty: z.number(),
  qty_done: z.number(),
})

/**
 * One outgoing delivery of an order. Upstream shopinvader sends neither the state nor the lines of a
 * picking; the storefront then shows its number, date, carrier and tracking only.
 */
export const pickingSchema = z.object({
  delivery_id: z.int(),
  name: z.string(),
  state: z._default(z.nullable(z.string()), null),
  tracking_reference: z._default(z.nullable(z.string()), null),
  /** Done date once shipped, otherwise the scheduled date. */
  delivery_date: z._default(z.nullable(odooDateTime), null),
  carrier: z._default(z.nullable(carrierSchema), null),
  sale_id: z._default(z.nullable(z.int()), null),
  lines: z._default(z.array(pickingLineSchema), []),
})
export type Picking = z.infer<typeof pickingSchema>
