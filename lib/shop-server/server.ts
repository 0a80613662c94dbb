import 'server-only'
import { cache } from 'react'
import { createLastGood } from '@/lib/cache/last-good'
import { getConfig } from '@/lib/config'
import { breakerFor } from '@/lib/http/breaker'
import { logger } from '@/lib/log/logger'
import { createShopServerClient, type ShopServerClient } from './client'
import type { Settings } from './schemas/settings'

let client: ShopServerClient | undefined

/** The shop server as server pages call it: no buyer session there, so never with credentials. */
function shopServer(): ShopServerClient {
  if (client) return client
  const config = getConfig()
  client = createShopServerClient(
    { baseUrl: config.SHOP_SERVER_URL, timeoutMs: config.HTTP_TIMEOUT_MS, budgetMs: config.BACKEND_BUDGET_MS },
    { hasUser: () => false, logger: logger('shop-server'), breaker: breakerFor('shop-server') },
  )
  return client
}

const lastGoodSettings = createLastGood<Settings>(1)

/**
 * The shop's settings (countries…). When the shop server fails, the last settings read; without
 * them, nothing: the HTTP client has logged the failure and the page does without
 * (docs/product/content.md#reference-data).
 */
export const getSettings = cache(async (): Promise<Settings | null> => {
  try {
    return await lastGoodSettings('settings', async () => {
      const result = await shopServer().settings()
      if (!result.ok) throw new Error(result.error.message)
      return result.data
    })
  } catch {
    return null
  }
})
