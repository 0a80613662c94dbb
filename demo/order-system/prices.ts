import { Hono } from 'hono'
import type { DemoContext } from '../context'
import { requireCustomer, type ShopEnv } from '../shop-server/session'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { priceForRole, DEFAULT_ROLE } from '../../lib/search/document-reads'
import { productIndex } from './products'
import { respond } from './respond'
import { route } from './route'
import type { PriceMap } from './shapes'

/** The customer's price list keyed by product id; the default role has none, so the map is empty. */
export function priceRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  app.get(route(paths.prices), requireCustomer(ctx), async (c) => {
    const role = c.get('customer').role
    const prices: PriceMap = {}
    // The default role loads no price list (docs/product/catalogue.md#prices); its buyers see the public prices of the pages.
    if (role === DEFAULT_ROLE) return respond(c, prices)
    for (const [id, product] of await productIndex(ctx)) {
      const price = priceForRole(product, role)
      if (price) prices[String(id)] = price
    }
    return respond(c, prices)
  })
  return app
}
