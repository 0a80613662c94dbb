import { z } from 'zod'
import { pickupPointSchema } from '../../order-system/schemas/carrier'
import { countrySchema } from './common'

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** One opening slot; `weekday` is ISO (1 = lundi … 7 = dimanche), times are local "HH:MM". */
export const openingSlotSchema = z.object({ weekday: z.int().min(1).max(7), opens: time, closes: time })

/**
 * A relay point: the order system's pickup point plus what the chooser shows. A point of the carrier's
 * public network (`is_public`) is unknown to the order system, so the cart takes it whole
 * (`carts/current/set_public_delivery_pickup`); any other is one of the order system's own sites,
 * named by its code (`carts/current/set_pickup`).
 */
export const pickupSchema = pickupPointSchema.extend({
  id: z.int(),
  country: countrySchema,
  opening_hours: z.array(openingSlotSchema),
  is_public: z.boolean().default(false),
})
export type Pickup = z.infer<typeof pickupSchema>
export const pickupListSchema = z.array(pickupSchema)
