import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { accountQueryFn, accountQueryKey } from '@/lib/account/account-query'
import { resetAnalyticsContext, setAnalyticsContext } from '@/lib/analytics'
import { withCustomerFlags } from '@/lib/auth/customer-flags'
import { createAuthMarker } from '@/lib/auth/marker'
import { QUERY_KEYS, SIGNED_OUT_CLEARED_KEYS } from '@/lib/auth/query-keys'
import { createSession, type Session } from '@/lib/auth/session'
import { sessionChannel } from '@/lib/auth/session-channel'
import { deferredUserManager, storedUserKey } from '@/lib/auth/deferred-user-manager'
import type { PublicConfig } from '@/lib/config/schema'
import { createUnauthorizedGate } from '@/lib/http/unauthorized'
import { navigate } from '@/lib/navigation/navigate'
import { createOrderSystemClient, type OrderSystemClient } from '@/lib/order-system/client'
import { createShopServerClient, type ShopServerClient } from '@/lib/shop-server/client'
import { customerKey } from '@/lib/shop-server/customer-key'

/**
 * The heavy half of the session: the back-end clients and their schemas, and the identity provider's
 * library, which itself loads on its first use (lib/auth/deferred-user-manager.ts). Catalogue pages load it with `import()` only for a signed-in buyer or a click on
 * "Se connecter"; account, checkout and form pages import it (components/auth/eager-session.tsx).
 */
export interface SessionRuntime {
  /** Null during the server render: the session lives in the browser. */
  session: Session | null
  shopServer: ShopServerClient
  orderSystem: OrderSystemClient
  /**
   * The tab's cache of the buyer's data (account lists, prices, cart), loaded with the session: a
   * visitor's catalogue page carries none of TanStack Query (docs/adr/0020-what-a-catalogue-page-mounts.md).
   */
  queryClient: QueryClient
  /** Watches one query of that cache, for the catalogue's hook that reads it (useRuntimeQuery). */
  observeQuery<T>(options: RuntimeQueryOptions<T>): QueryObserver<T, Error, T, T, QueryKey>
}

export interface RuntimeQueryOptions<T> {
  queryKey: QueryKey
  queryFn: () => Promise<T>
  enabled: boolean
  staleTime?: number
}

let browserRuntime: SessionRuntime | undefined

/** One session, one 401 gate, one query cache and one client per back end for the tab; a fresh one per server render. */
export function sessionRuntime(config: PublicConfig): SessionRuntime {
  if (typeof window === 'undefined') return createRuntime(config, false)
  browserRuntime ??= createRuntime(config, true)
  return browserRuntime
}

function createRuntime(config: PublicConfig, browser: boolean): SessionRuntime {
  const queryClient = new QueryClient({
    defaultOptions: {
      // The HTTP helper already retries (docs/product/constants.md#calls-to-outside-systems); a second retry layer would multiply attempts.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
  const marker = browser ? createAuthMarker(document, { secure: window.location.protocol === 'https:' }) : null
  let session: Session | null = null
  const gate = createUnauthorizedGate(() => session?.handleUnauthorized())
  const deps = { hasUser: () => marker?.isSet() ?? false, onUnauthorized: gate.trigger }
  // A buyer waits for one call at most HTTP_TIMEOUT_MS, its retry included, before the page says in
  // French that it failed (docs/adr/0010-back-end-budgets-and-breakers.md).
  const timeouts = { timeoutMs: config.HTTP_TIMEOUT_MS, budgetMs: config.HTTP_TIMEOUT_MS }
  const shopServer = createShopServerClient({ baseUrl: config.SHOP_SERVER_URL, ...timeouts }, deps)
  const orderSystem = createOrderSystemClient({ baseUrl: config.ORDER_SYSTEM_URL, ...timeouts }, deps)
  if (marker) {
    session = createSession({
      userManager: deferredUserManager({
        load: () => import('@/lib/auth/user-manager').then(({ createUserManager }) => createUserManager(config)),
        hasStoredUser: () => window.sessionStorage.getItem(storedUserKey(config)) !== null,
      }),
      shopServer,
      marker,
      unauthorizedGate: gate,
      passwordSession: config.PASSWORD_LOGIN ? orderSystem : undefined,
      onSignedOut() {
        for (const queryKey of SIGNED_OUT_CLEARED_KEYS) queryClient.removeQueries({ queryKey })
        resetAnalyticsContext()
      },
      // A full page load to a same-site path, through the navigation check like every navigation.
      navigate: (path) => {
        const load = (url: string) => window.location.assign(url)
        navigate(path, { origin: window.location.origin }, { push: load, assign: load, logger: console })
      },
      currentPath: () => window.location.pathname + window.location.search,
      otherTabs: sessionChannel(window),
    })
    // The back button may bring back a page from before a sign-out, as it was (back-forward cache).
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) session?.pageRestored()
    })
    let preloadedFor: string | null = null
    session.subscribe((state) => {
      if (state.status !== 'signed-in' || !state.customer) {
        preloadedFor = null
        return
      }
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
  return {
    session,
    shopServer,
    orderSystem,
    queryClient,
    observeQuery: (options) => new QueryObserver(queryClient, options),
  }
}
