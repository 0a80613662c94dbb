import 'server-only'
import { cache } from 'react'
import { getConfig } from '@/lib/config'
import { createShopServerClient, type ShopServerClient } from './client'
import type { Settings } from './schemas/settings'

let client: ShopServerClient | undefined

/** The shop server as server pages call it: no buyer session there, so never with credentials. */
function shopServer(): ShopServerClient {
  if (client) return client
  const config = getConfig()
  client = createShopServerClient(
    { baseUrl: config.SHOP_SERVER_URL, timeoutMs: config.HTTP_TIMEOUT_MS },
    { hasUser: () => false, logger: console },
  )
  return client
}

/** A failed settings fetch is logged and gives nothing (docs/product/content.md#reference-data): the HTTP client logs, the page gets null. */
export const getSettings = cache(async (): Promise<Settings | null> => {
  const result = await shopServer().settings()
  return result.ok ? result.data : null
})
