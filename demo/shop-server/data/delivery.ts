import type { Hono } from 'hono'
import { routePattern, shopServerPaths } from '../../../lib/shop-server/paths'
import type { DemoContext } from '../../context'
import { carriersForCart, DEMO_CARRIERS, findCarrier, toCarrier } from '../../order-system/carriers'
import { currentCart } from '../../order-system/cart-store'
import { renderCart } from '../../order-system/cart-view'
import { round2 } from '../../order-system/pricing'
import { requireCustomer, type ShopEnv } from '../session'
import { findPickups } from './pickups'
import { invalid, problem, respond } from './respond'
import { pickupQuery } from '../inputs'

/**
 * Carriers and relay points. The plain list is public reference data, like upstream's; the list for a
 * cart prices each carrier for that cart, so it needs the cart's owner.
 */
export function registerDeliveryRoutes(app: Hono<ShopEnv>, ctx: DemoContext) {
  app.get(`/${shopServerPaths.deliveryCarriers}`, (c) =>
    respond(
      c,
      DEMO_CARRIERS.map((carrier) => toCarrier(carrier, null)),
    ),
  )

  app.get(routePattern(shopServerPaths.cartDeliveryCarriers), requireCustomer(ctx), async (c) => {
    const customer = c.get('customer')
    const wanted = c.req.param('id')
    const cart = await currentCart(ctx, customer.id)
    // The template names the cart by uuid; the cart's Odoo id works too.
    if (!cart || (cart.uuid !== wanted && String(cart.id) !== wanted)) return problem(c, 404, 'Panier introuvable.')
    const view = await renderCart(ctx, cart, customer.role)
    return respond(c, carriersForCart(round2(view.amount.untaxed - view.delivery.fees.untaxed)))
  })

  app.get(`/${shopServerPaths.deliveryPickups}`, (c) => {
    const query = pickupQuery.safeParse(c.req.query())
    if (!query.success) return invalid(c, query.error)
    if (!findCarrier(query.data.carrier_id)) return problem(c, 404, 'Transporteur introuvable.')
    return respond(c, findPickups(query.data.carrier_id, query.data.name))
  })
}
