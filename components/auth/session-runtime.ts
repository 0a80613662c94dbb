import type { QueryClient } from '@tanstack/react-query'
import { accountQueryFn, accountQueryKey } from '@/lib/account/account-query'
import { resetAnalyticsContext, setAnalyticsContext } from '@/lib/analytics'
import { withCustomerFlags } from '@/lib/auth/customer-flags'
import { createAuthMarker } from '@/lib/auth/marker'
import { QUERY_KEYS, SIGNED_OUT_CLEARED_KEYS } from '@/lib/auth/query-keys'
import { createSession, type Session } from '@/lib/auth/session'
import { createUserManager } from '@/lib/auth/user-manager'
import type { PublicConfig } from '@/lib/config/schema'
import { createUnauthorizedGate } from '@/lib/http/unauthorized'
import { navigate } from '@/lib/navigation/navigate'
import { createOrderSystemClient, type OrderSystemClient } from '@/lib/order-system/client'
import { createShopServerClient, type ShopServerClient } from '@/lib/shop-server/client'
import { customerKey } from '@/lib/shop-server/schemas/customer'

/**
 * The heavy half of the session: the identity provider's library, the back-end clients and their
 * schemas. Catalogue pages load it with `import()` only for a signed-in buyer or a click on
 * "Se connecter"; account, checkout and form pages import it (components/auth/eager-session.tsx).
 */
export interface SessionRuntime {
  /** Null during the server render: the session lives in the browser. */
  session: Session | null
  shopServer: ShopServerClient
  orderSystem: OrderSystemClient
}

let browserRuntime: SessionRuntime | undefined

/** One session, one 401 gate and one client per back end for the tab; a fresh one per server render. */
export function sessionRuntime(config: PublicConfig, queryClient: QueryClient): SessionRuntime {
  if (typeof window === 'undefined') return createRuntime(config, queryClient, false)
  browserRuntime ??= createRuntime(config, queryClient, true)
  return browserRuntime
}

function createRuntime(config: PublicConfig, queryClient: QueryClient, browser: boolean): SessionRuntime {
  const marker = browser ? createAuthMarker(document, { secure: window.location.protocol === 'https:' }) : null
  let session: Session | null = null
  const gate = createUnauthorizedGate(() => session?.handleUnauthorized())
  const deps = { hasUser: () => marker?.isSet() ?? false, onUnauthorized: gate.trigger, logger: console }
  const timeoutMs = config.HTTP_TIMEOUT_MS
  const shopServer = createShopServerClient({ baseUrl: config.SHOP_SERVER_URL, timeoutMs }, deps)
  const orderSystem = createOrderSystemClient({ baseUrl: config.ORDER_SYSTEM_URL, timeoutMs }, deps)
  if (marker) {
    session = createSession({
      userManager: createUserManager(config),
      shopServer,
      marker,
      unauthorizedGate: gate,
      passwordSession: config.PASSWORD_LOGIN ? orderSystem : undefined,
      onSignedOut() {
        for (const queryKey of SIGNED_OUT_CLEARED_KEYS) queryClient.removeQueries({ queryKey })
        queryClient.setQueryData(QUERY_KEYS.customer, null)
        resetAnalyticsContext()
      },
      // A full page load to a same-site path, through the navigation check like every navigation.
      navigate: (path) => {
        const load = (url: string) => window.location.assign(url)
        navigate(path, { origin: window.location.origin }, { push: load, assign: load, logger: console })
      },
      currentPath: () => window.location.pathname + window.location.search,
    })
    // The first listener, so the customer is in the query cache before any component sees "signed-in".
    let preloadedFor: string | null = null
    session.subscribe((state) => {
      if (state.status !== 'signed-in' || !state.customer) {
        preloadedFor = null
        return
      }
      queryClient.setQueryData(QUERY_KEYS.customer, state.customer)
      setAnalyticsContext({ collectivity: state.customer.collectivity })
      // On sign-in, a manager's or collectivity's contact persons load with the rest (docs/product/sign-in.md#on-sign-in),
      // so a cart line's person can be chosen at once; once per buyer, not at every change of the customer.
      const owner = customerKey(state.customer)
      if (preloadedFor !== owner && withCustomerFlags(state.customer).canManageContacts) {
        void queryClient.prefetchQuery({
          queryKey: accountQueryKey(owner, QUERY_KEYS.contacts),
          queryFn: accountQueryFn(() => shopServer.contacts()),
        })
      }
      preloadedFor = owner
    })
  }
  return { session, shopServer, orderSystem }
}
