import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import { demoConfig } from './config'
import { openStore } from './db'
import { noFaults, type DemoContext } from './context'
import { ensureCatalogue } from './catalogue'
import { seedIfEmpty } from './seed'
import { startIdp } from './idp'
import { createOrderSystemApp } from './order-system'
import { createShopServerApp } from './shop-server'
import { createCmsApp, ensureCmsMedia } from './cms'
import { createBackOfficeApp } from './backoffice'

/**
 * Starts the five embedded outside systems in one process: identity provider, order system, shop
 * server, CMS (which also serves the demo's images), and the search documents the local search
 * adapter reads; plus the order system's back office, where the supplier's side is played by hand.
 * Stops them all on SIGINT/SIGTERM.
 */
export async function startDemo(config = demoConfig) {
  const started = Date.now()
  await ensureCatalogue(config)
  await ensureCmsMedia(config)
  const store = await openStore(`${config.dataDir}/db`)
  const ctx: DemoContext = { config, store, faults: noFaults() }
  await seedIfEmpty(ctx)

  const servers: Server[] = []
  const listen = (name: string, app: { fetch: (req: Request) => Response | Promise<Response> }, port: number) =>
    new Promise<void>((resolve) => {
      servers.push(serve({ fetch: app.fetch, port, hostname: config.host }, () => resolve()) as Server)
      console.log(`[demo] ${name.padEnd(14)} http://localhost:${port}`)
    })

  servers.push(await startIdp(ctx))
  console.log(`[demo] ${'identité'.padEnd(14)} ${config.urls.idp}`)
  await listen('commandes', createOrderSystemApp(ctx), config.ports.orderSystem)
  await listen('serveur boutique', createShopServerApp(ctx), config.ports.shopServer)
  await listen('CMS', createCmsApp(ctx), config.ports.cms)
  await listen('back-office', createBackOfficeApp(ctx), config.ports.backOffice)
  console.log(`[demo] prêt en ${((Date.now() - started) / 1000).toFixed(1)} s (données : ${config.dataDir})`)

  return {
    ctx,
    async stop() {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))
      await store.close()
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const demo = await startDemo()
  const shutdown = async () => {
    await demo.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
