import type { DemoContext } from '../context'
import { seedShopServer } from '../shop-server/seed'
import { seedOrderSystem } from './order-system'

const MARKER = { kind: 'meta', id: 'seeded' } as const

/**
 * Fills a new store once: the shop server's addresses and contacts first (orders point at them),
 * then the order system's history. A store that has the marker is left as the user left it.
 */
export async function seedIfEmpty(ctx: DemoContext): Promise<boolean> {
  if (await ctx.store.get(MARKER.kind, MARKER.id)) return false
  await seedShopServer(ctx)
  await seedOrderSystem(ctx)
  await ctx.store.put(MARKER.kind, MARKER.id, null, { seededAt: new Date().toISOString() })
  return true
}
