import type { Hono } from 'hono'
import { shopServerPaths } from '../../lib/shop-server/paths'
import type { DemoContext } from '../context'
import { registerPaymentPage } from '../payments/page'
import { registerPaymentRoutes } from '../payments/routes'
import { registerAddressRoutes } from './data/addresses'
import { registerContactRoutes } from './data/contacts'
import { registerDeliveryRoutes } from './data/delivery'
import { registerLeadRoutes } from './data/leads'
import type { RateLimit } from './data/rate-limit'
import { DEMO_SETTINGS } from './data/reference'
import { respond } from './data/respond'
import type { ShopEnv } from './session'

/**
 * The shop server's data endpoints (all but the customer and auth calls), the demo payment
 * providers with their hosted page, and our contacts extension. Every answer is checked against the
 * schema the shop parses it with.
 */
export function registerShopDataRoutes(
  app: Hono<ShopEnv>,
  ctx: DemoContext,
  options: { leadRateLimit?: RateLimit } = {},
) {
  app.get(`/${shopServerPaths.settings}`, (c) => respond(c, DEMO_SETTINGS))
  registerAddressRoutes(app, ctx)
  registerContactRoutes(app, ctx)
  registerLeadRoutes(app, ctx, { rateLimit: options.leadRateLimit })
  registerDeliveryRoutes(app, ctx)
  registerPaymentRoutes(app, ctx)
  registerPaymentPage(app, ctx)
}
