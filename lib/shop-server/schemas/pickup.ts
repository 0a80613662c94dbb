import { z } from 'zod/mini'
import { pickupPointSchema } from '../../order-system/schemas/carrier'
import { countrySchema } from './common'

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/))

/** One opening slot; `weekday` is ISO (1 = lundi … 7 = dimanche), times are local "HH:MM". */
export const openingSlotSchema = z.object({ weekday: z.int().check(z.gte(1), z.lte(7)), opens: time, closes: time })

/**
 * A relay point: the order system's pickup point plus what the chooser shows. A point of the carrier's
 * public network (`is_public`) is unknown to the order system, so the cart takes it whole
 * (`carts/current/set_public_delivery_pickup`); any other is one of the order system's own sites,
 * named by its code (`carts/current/set_pickup`).
 */
export const pickupSchema = z.extend(pickupPointSchema, {
  id: z.int(),
  country: countrySchema,
  opening_hours: z.array(openingSlotSchema),
  is_public: z._default(z.boolean(), false),
})
export type Pickup = z.infer<typeof pickupSchema>
export const pickupListSchema = z.array(pickupSchema)
