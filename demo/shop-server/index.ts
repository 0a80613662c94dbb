import { Hono } from 'hono'
import type { DemoContext } from '../context'
import { injectedLatency, shopCors } from '../http'
import { registerAuthRoutes } from './auth'
import { registerShopDataRoutes } from './data'
import type { ShopEnv } from './session'

export type { ShopEnv } from './session'

/** The shop server: sessions and the customer here, addresses, settings, payment and leads in ./data. */
export function createShopServerApp(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  app.use('*', shopCors(ctx))
  app.use('*', injectedLatency(ctx))

  registerAuthRoutes(app, ctx)
  // Hook for the data routes (addresses, settings, payment, leads, carriers, pickups, contacts).
  registerShopDataRoutes(app, ctx)

  app.notFound((c) => c.json({ detail: 'Ressource introuvable.' }, 404))
  app.onError((error, c) => {
    console.error(`[serveur boutique] ${c.req.method} ${c.req.path}`, error)
    return c.json({ detail: 'Erreur interne du serveur boutique.' }, 500)
  })
  return app
}
