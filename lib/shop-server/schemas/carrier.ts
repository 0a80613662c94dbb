import { z } from 'zod/mini'
import { carrierSchema } from '../../order-system/schemas/carrier'

/**
 * The shop server lists the same carriers as the cart's `delivery_carriers`, so it
 * shares the order system's schema; `price_applied_to_cart` is null when no cart is named.
 */
export const carrierListSchema = z.array(carrierSchema)
