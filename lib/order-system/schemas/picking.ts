import { z } from 'zod'
import { carrierSchema } from './carrier'

/** Odoo stock.picking states, shared by the picking and its lines. */
export const pickingStateSchema = z.enum(['draft', 'waiting', 'confirmed', 'assigned', 'done', 'cancel'])
export type PickingState = z.infer<typeof pickingStateSchema>

export const pickingLineSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  state: pickingStateSchema,
  qty: z.number().finite(),
  qty_done: z.number().finite(),
})

/** One outgoing delivery of an order. */
export const pickingSchema = z.object({
  delivery_id: z.number().int(),
  name: z.string(),
  state: pickingStateSchema,
  tracking_reference: z.string().nullable(),
  /** Done date once shipped, otherwise the scheduled date. */
  delivery_date: z.iso.datetime({ offset: true }).nullable(),
  carrier: carrierSchema.nullable(),
  sale_id: z.number().int().nullable(),
  lines: z.array(pickingLineSchema),
})
export type Picking = z.infer<typeof pickingSchema>
