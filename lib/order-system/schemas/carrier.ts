import { z } from 'zod/mini'

/**
 * A delivery method; `price_applied_to_cart` is the untaxed shipping price for the current cart, null
 * when no cart is named. Upstream carriers (on an order, a picking, or in the plain list) carry neither
 * the price nor the drop-off flag.
 */
export const carrierSchema = z.object({
  id: z.int(),
  code: z._default(z.nullable(z.string()), null),
  name: z.string(),
  description: z._default(z.nullable(z.string()), null),
  price_applied_to_cart: z._default(z.nullable(z.number()), null),
  /** The parcel goes to a relay point or an agency rather than to the customer's address. */
  with_dropoff_site: z._default(z.boolean(), false),
})
export type Carrier = z.infer<typeof carrierSchema>

/** A relay point or agency where a drop-off carrier leaves the parcel. */
export const pickupPointSchema = z.object({
  carrier_id: z.int(),
  code: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  street: z.string().check(z.minLength(1)),
  street2: z._default(z.nullable(z.string()), null),
  zip: z.string().check(z.minLength(1)),
  city: z.string().check(z.minLength(1)),
  country_code: z._default(z.string().check(z.length(2)), 'FR'),
})
export type PickupPoint = z.infer<typeof pickupPointSchema>

/** A public relay point found by the customer (carrier map), sent whole since the ERP does not know it. */
export type SetPublicDeliveryPickupInput = z.input<typeof pickupPointSchema>
