import { z } from 'zod'

/**
 * A delivery method; `price_applied_to_cart` is the untaxed shipping price for the current cart, null
 * when no cart is named. Upstream carriers (on an order, a picking, or in the plain list) carry neither
 * the price nor the drop-off flag.
 */
export const carrierSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable().default(null),
  name: z.string(),
  description: z.string().nullable().default(null),
  price_applied_to_cart: z.number().finite().nullable().default(null),
  /** The parcel goes to a relay point or an agency rather than to the customer's address. */
  with_dropoff_site: z.boolean().default(false),
})
export type Carrier = z.infer<typeof carrierSchema>

/** A relay point or agency where a drop-off carrier leaves the parcel. */
export const pickupPointSchema = z.object({
  carrier_id: z.number().int(),
  code: z.string().min(1),
  name: z.string().min(1),
  street: z.string().min(1),
  street2: z.string().nullable().default(null),
  zip: z.string().min(1),
  city: z.string().min(1),
  country_code: z.string().length(2).default('FR'),
})
export type PickupPoint = z.infer<typeof pickupPointSchema>

/** A public relay point found by the customer (carrier map), sent whole since the ERP does not know it. */
export type SetPublicDeliveryPickupInput = z.input<typeof pickupPointSchema>
