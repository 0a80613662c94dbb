import 'server-only'
import type { AppConfig } from '@/lib/config/schema'
import { shopServerPaths } from '@/lib/shop-server/paths'
import { catalogueFiles } from '@/lib/search/local-catalogue'
import { httpProbe, type BackendName, type Probe } from './report'

/** A health check must answer a load balancer quickly, whatever the back ends' own timeout. */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000

const under = (base: string, path: string) => new URL(path, base.endsWith('/') ? base : `${base}/`).toString()

/**
 * How each configured back end is reached: the identity provider's discovery document (sign-in needs
 * it), the order system's root (every other call needs a session), the shop server's public settings,
 * the CMS's root, and the search index (the local index's files, or the Elasticsearch cluster's root).
 */
export function backendProbes(config: AppConfig, fetchImpl: typeof fetch = fetch): Record<BackendName, Probe> {
  return {
    identity: httpProbe(under(config.OIDC_AUTHORITY, '.well-known/openid-configuration'), fetchImpl, {
      expectOk: true,
    }),
    'order-system': httpProbe(config.ORDER_SYSTEM_URL, fetchImpl),
    'shop-server': httpProbe(under(config.SHOP_SERVER_URL, shopServerPaths.settings), fetchImpl),
    cms: httpProbe(config.CMS_URL, fetchImpl),
    search:
      config.SEARCH_BACKEND === 'elasticsearch'
        ? httpProbe(config.ELASTICSEARCH_URL as string, fetchImpl, { expectOk: true })
        : localIndexProbe(config.SEARCH_LOCAL_DIR, config.ELASTICSEARCH_INDEX),
  }
}

function localIndexProbe(dir: string, indexPrefix: string): Probe {
  return async () => {
    try {
      await catalogueFiles(dir, indexPrefix)
      return { up: true }
    } catch {
      return { up: false, reason: 'missing' }
    }
  }
}
