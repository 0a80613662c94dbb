import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { demoConfig } from '../../config'
import { noFaults, type DemoContext } from '../../context'
import { openStore } from '../../db'
import { registerShopDataRoutes } from '../data'
import type { RateLimit } from './rate-limit'
import type { ShopEnv } from '../session'
import { testSessionCookie } from '../test-session'

/** Test fixture: an in-memory store, a throw-away data folder (payable key) and the data routes. */
export async function createTestShop(options: { leadRateLimit?: RateLimit } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-data-'))
  const store = await openStore(undefined)
  const ctx: DemoContext = {
    config: { ...demoConfig, dataDir, siteUrl: 'http://localhost:3000' },
    store,
    faults: noFaults(),
  }
  const app = new Hono<ShopEnv>()
  registerShopDataRoutes(app, ctx, options)
  return {
    ctx,
    app,
    signIn: (customerId: number) => testSessionCookie(ctx, customerId),
    async close() {
      await store.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestShop = Awaited<ReturnType<typeof createTestShop>>

export function jsonRequest(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  }
}
