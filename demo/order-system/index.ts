import { Hono } from 'hono'
import type { DemoContext } from '../context'
import { injectedLatency, injectedSlowness, shopCors } from '../http'
import type { ShopEnv } from '../shop-server/session'
import { authRoutes } from './auth'
import { cartRoutes } from './carts'
import { ConnectionDropped, faultRoutes } from './faults'
import { invoiceRoutes } from './invoices'
import { priceRoutes } from './prices'
import { quotationRoutes } from './quotations'
import { OrderSystemError } from './respond'
import { saleRoutes } from './sales'
import { unitRoutes } from './unit'
import { wishlistRoutes } from './wishlists'

/**
 * The demo order system: an Odoo + shopinvader stand-in answering every order-system call
 * of the shop at the paths of lib/order-system/paths.ts, per signed-in customer, with its
 * state in the demo store, plus the loopback-only fault control.
 */
export function createOrderSystemApp(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  app.use('*', shopCors(ctx))
  // Mounted before the injected latency, so that the control stays quick enough to switch it off.
  app.route('/', faultRoutes(ctx))
  app.use('*', injectedLatency(ctx))
  app.use('*', injectedSlowness(ctx, 'order-system'))

  app.route('/', authRoutes(ctx))
  app.route('/', cartRoutes(ctx))
  app.route('/', saleRoutes(ctx))
  app.route('/', quotationRoutes(ctx))
  app.route('/', invoiceRoutes(ctx))
  app.route('/', priceRoutes(ctx))
  app.route('/', unitRoutes(ctx))
  app.route('/', wishlistRoutes(ctx))

  app.notFound((c) => c.json({ detail: `Aucune ressource à l’adresse ${c.req.path}.` }, 404))
  app.onError((error, c) => {
    // The socket is gone: there is nobody left to answer.
    if (error instanceof ConnectionDropped) throw error
    if (error instanceof OrderSystemError) {
      return c.json(
        error.fields ? { detail: error.detail, fields: error.fields } : { detail: error.detail },
        error.status,
      )
    }
    console.error(`[commandes] ${c.req.method} ${c.req.path}`, error)
    return c.json({ detail: 'Erreur interne du système de commandes.' }, 500)
  })
  return app
}
