'use client'

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { usePublicConfig } from '@/components/public-config'
import { resetAnalyticsContext, setAnalyticsContext } from '@/lib/analytics'
import { withCustomerFlags, type CustomerWithFlags } from '@/lib/auth/customer-flags'
import { createAuthMarker } from '@/lib/auth/marker'
import { QUERY_KEYS, SIGNED_OUT_CLEARED_KEYS } from '@/lib/auth/query-keys'
import { createSession, type Session, type SessionState, type SessionStatus } from '@/lib/auth/session'
import { createUserManager } from '@/lib/auth/user-manager'
import type { PublicConfig } from '@/lib/config/schema'
import { createUnauthorizedGate } from '@/lib/http/unauthorized'
import { createOrderSystemClient, type OrderSystemClient } from '@/lib/order-system/client'
import { createShopServerClient, type ShopServerClient } from '@/lib/shop-server/client'
import type { Customer } from '@/lib/shop-server/schemas/customer'

interface SessionRuntime {
  /** Null during the server render: the session lives in the browser. */
  session: Session | null
  shopServer: ShopServerClient
  orderSystem: OrderSystemClient
}

const RuntimeContext = createContext<SessionRuntime | null>(null)

const LOADING: SessionState = { status: 'loading', customer: null }
const noopSubscribe = () => () => undefined

/**
 * One session, one 401 gate and one client per back end for the tab. The session is built in the
 * browser only: the server render shows the "loading" state, which hydration then continues.
 */
function createRuntime(config: PublicConfig, queryClient: QueryClient): SessionRuntime {
  const browser = typeof window !== 'undefined'
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
      onSignedOut() {
        for (const queryKey of SIGNED_OUT_CLEARED_KEYS) queryClient.removeQueries({ queryKey })
        queryClient.setQueryData(QUERY_KEYS.customer, null)
        resetAnalyticsContext()
      },
      navigate: (path) => window.location.assign(path),
      currentPath: () => window.location.pathname + window.location.search,
    })
    // The first listener, so the customer is in the query cache before any component sees "signed-in".
    session.subscribe((state) => {
      if (state.status !== 'signed-in' || !state.customer) return
      queryClient.setQueryData(QUERY_KEYS.customer, state.customer)
      setAnalyticsContext({ collectivity: state.customer.collectivity })
    })
  }
  return { session, shopServer, orderSystem }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig()
  const queryClient = useQueryClient()
  const [runtime] = useState(() => createRuntime(config, queryClient))

  useEffect(() => {
    const { session } = runtime
    if (!session) return
    void session.start()
    return () => session.stop()
  }, [runtime])

  return <RuntimeContext value={runtime}>{children}</RuntimeContext>
}

function useRuntime(): SessionRuntime | null {
  return useContext(RuntimeContext)
}

function useSessionState(): SessionState {
  const session = useRuntime()?.session
  return useSyncExternalStore(
    session?.subscribe ?? noopSubscribe,
    () => session?.getState() ?? LOADING,
    () => LOADING,
  )
}

export interface SessionApi {
  status: SessionStatus
  customer?: Customer
  /** Starts the redirect to the identity provider; `target` is where the buyer comes back (same-site only). */
  signIn(target?: string): Promise<void>
  /** Signs out everywhere and returns to `target` (same-site only), home by default. */
  signOut(target?: string): Promise<void>
}

export function useSession(): SessionApi {
  const runtime = useRuntime()
  const { status } = useSessionState()
  const customer = useCustomer()
  return useMemo(
    () => ({
      status,
      customer: customer ?? undefined,
      signIn: async (target) => runtime?.session?.signIn(target),
      signOut: async (target) => runtime?.session?.signOut(target),
    }),
    [status, customer, runtime],
  )
}

/** The signed-in buyer with the flags pages decide on, or null (anonymous or still loading). */
export function useCustomer(): CustomerWithFlags | null {
  const runtime = useRuntime()
  const { status } = useSessionState()
  const { data } = useQuery({
    queryKey: QUERY_KEYS.customer,
    queryFn: async (): Promise<Customer | null> => {
      if (!runtime) return null
      const result = await runtime.shopServer.customer()
      if (!result.ok) throw new Error(result.error.message)
      return result.data
    },
    enabled: status === 'signed-in' && runtime !== null,
  })
  const customer = status === 'signed-in' ? (data ?? null) : null
  return useMemo(() => (customer ? withCustomerFlags(customer) : null), [customer])
}

/** Records a changed customer (after a profile update) everywhere it is read. */
export function useSetCustomer(): (customer: Customer) => void {
  const runtime = useRuntime()
  const queryClient = useQueryClient()
  return (customer) => {
    queryClient.setQueryData(QUERY_KEYS.customer, customer)
    runtime?.session?.setCustomer(customer)
  }
}

/** The tab's session, for the sign-in return page. */
export function useSessionMachine(): Session | null {
  return useRuntime()?.session ?? null
}

function useClients(): SessionRuntime {
  const runtime = useRuntime()
  if (!runtime) throw new Error('useShopServer and useOrderSystem must be used inside <SessionProvider>')
  return runtime
}

/** The shop server's client, sharing the session's 401 gate. */
export function useShopServer(): ShopServerClient {
  return useClients().shopServer
}

/** The order system's client, sharing the session's 401 gate. */
export function useOrderSystem(): OrderSystemClient {
  return useClients().orderSystem
}
