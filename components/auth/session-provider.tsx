'use client'

import type { QueryClient } from '@tanstack/react-query'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { usePublicConfig } from '@/components/public-config'
import { withCustomerFlags, type CustomerWithFlags } from '@/lib/auth/customer-flags'
import { createAuthMarker } from '@/lib/auth/marker'
import { ClientNotInitializedError } from '@/lib/auth/client-not-initialized'
import type { Session, SessionState, SessionStatus } from '@/lib/auth/session'
import type { OrderSystemClient } from '@/lib/order-system/client'
import type { ShopServerClient } from '@/lib/shop-server/client'
import type { Customer } from '@/lib/shop-server/schemas/customer'
import type { RuntimeQueryOptions, SessionRuntime } from './session-runtime'

interface RuntimeSlot {
  /** Null until loaded: on catalogue pages, until a signed-in buyer is seen or someone signs in. */
  runtime: SessionRuntime | null
  /** No sign-in marker in this tab: a visitor, known without loading the session. */
  visitor: boolean
  load(): Promise<SessionRuntime>
  /** Account, checkout and form pages hand over the runtime they imported (eager-session.tsx). */
  adopt(runtime: SessionRuntime): void
}

const RuntimeContext = createContext<RuntimeSlot | null>(null)

const LOADING: SessionState = { status: 'loading', customer: null }
const ANONYMOUS: SessionState = { status: 'anonymous', customer: null }
const noopSubscribe = () => () => undefined

const hasAuthMarker = () => createAuthMarker(document, { secure: window.location.protocol === 'https:' }).isSet()

/**
 * The tab's session, loaded only when needed: a visitor browsing the catalogue never downloads the
 * identity provider's library nor the back-end clients (their first load stays small). A signed-in
 * buyer's tab loads them right after hydration, for prices and cart sync.
 *
 * How a component reaches a back end under the buyer's session, by where it is rendered (the one rule,
 * docs/adr/0013-session-clients-by-page-kind.md):
 *
 * - Account, checkout, sign-in, cart and form pages render under `AreaProviders`
 *   (components/layout/area-providers.tsx), which imports the session runtime with the page: their
 *   components call `useShopServer()` and `useOrderSystem()`, never null.
 * - Catalogue pages load the runtime on demand: their components call `useLoadedOrderSystem()`, null
 *   until a signed-in buyer's session has loaded, and must render something sensible meanwhile. ESLint
 *   refuses `useShopServer` and `useOrderSystem` in the folders catalogue pages render
 *   (eslint.config.mjs), since outside `AreaProviders` they throw.
 * - The cart engine asks `useSessionLoader()` for the runtime when it first syncs.
 *
 * Component tests replace this module with the typed fake of components/auth/testing.tsx.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig()
  const [runtime, setRuntime] = useState<SessionRuntime | null>(null)
  const [visitor, setVisitor] = useState(false)

  const load = useCallback(async () => {
    const { sessionRuntime } = await import('./session-runtime')
    const loaded = sessionRuntime(config)
    setRuntime(loaded)
    return loaded
  }, [config])

  useEffect(() => {
    if (runtime) return
    // Another tab may sign in meanwhile: the marker is looked at again whenever this one comes back.
    const check = () => {
      if (hasAuthMarker()) void load()
      // Every reader of the session re-renders: in slices, not in the task that follows hydration
      // (docs/adr/0031-after-hydration-in-transitions.md).
      else startTransition(() => setVisitor(true))
    }
    check()
    document.addEventListener('visibilitychange', check)
    return () => document.removeEventListener('visibilitychange', check)
  }, [runtime, load])

  useEffect(() => {
    const session = runtime?.session
    if (!session) return
    void session.start()
    return () => session.stop()
  }, [runtime])

  const slot = useMemo<RuntimeSlot>(() => ({ runtime, visitor, load, adopt: setRuntime }), [runtime, visitor, load])
  return <RuntimeContext value={slot}>{children}</RuntimeContext>
}

/** For eager-session.tsx: the slot it fills. */
export function useRuntimeSlot(): RuntimeSlot | null {
  return useContext(RuntimeContext)
}

/** Provides an imported runtime below, before the root slot has adopted it. */
export function RuntimeOverride({ runtime, children }: { runtime: SessionRuntime; children: ReactNode }) {
  const slot = useRuntimeSlot()
  const value = useMemo<RuntimeSlot | null>(() => (slot ? { ...slot, runtime } : null), [slot, runtime])
  return <RuntimeContext value={value}>{children}</RuntimeContext>
}

function useRuntime(): SessionRuntime | null {
  return useRuntimeSlot()?.runtime ?? null
}

function useSessionState(): SessionState {
  const slot = useRuntimeSlot()
  const session = slot?.runtime?.session
  return useSyncExternalStore(
    session?.subscribe ?? noopSubscribe,
    () => session?.getState() ?? (slot?.visitor ? ANONYMOUS : LOADING),
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
  const slot = useRuntimeSlot()
  const { status } = useSessionState()
  const customer = useCustomer()
  return useMemo(
    () => ({
      status,
      customer: customer ?? undefined,
      signIn: async (target) => {
        const session = (await slot?.load())?.session
        // Resolving without a redirect would leave the button waiting for ever.
        if (!session) throw new ClientNotInitializedError()
        return session.signIn(target)
      },
      signOut: async (target) => slot?.runtime?.session?.signOut(target),
    }),
    [status, customer, slot],
  )
}

/** The signed-in buyer with the flags pages decide on, or null (anonymous or still loading). */
export function useCustomer(): CustomerWithFlags | null {
  const { status, customer } = useSessionState()
  const signedIn = status === 'signed-in' ? customer : null
  return useMemo(() => (signedIn ? withCustomerFlags(signedIn) : null), [signedIn])
}

/** Records a changed customer (after a profile update) everywhere it is read. */
export function useSetCustomer(): (customer: Customer) => void {
  const runtime = useRuntime()
  return (customer) => runtime?.session?.setCustomer(customer)
}

/** What a catalogue component asks of the buyer's data; `queryFn` runs with the loaded session's clients. */
export interface RuntimeQuery<T> extends Omit<RuntimeQueryOptions<T>, 'queryFn'> {
  queryFn: (runtime: SessionRuntime) => Promise<T>
}

/**
 * One query of the tab's cache, read without TanStack Query's React bindings so that catalogue pages
 * do not carry them (docs/adr/0020-what-a-catalogue-page-mounts.md): undefined until the session has
 * loaded and the data has arrived. Pages under `AreaProviders` use TanStack's own hooks.
 */
export function useRuntimeQuery<T>(query: RuntimeQuery<T>): T | undefined {
  const runtime = useRuntime()
  const options = (loaded: SessionRuntime): RuntimeQueryOptions<T> => ({
    ...query,
    queryFn: () => query.queryFn(loaded),
  })
  // One observer per runtime; each render's options reach it through setOptions below, as in TanStack's own hook.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const observer = useMemo(() => (runtime ? runtime.observeQuery(options(runtime)) : null), [runtime])
  useEffect(() => {
    if (runtime && observer) observer.setOptions(options(runtime))
  })
  const subscribe = useCallback(
    (listener: () => void) => (observer ? observer.subscribe(() => listener()) : noopSubscribe()),
    [observer],
  )
  return useSyncExternalStore(
    subscribe,
    () => observer?.getCurrentResult().data,
    () => undefined,
  )
}

/** The tab's query cache once the session is loaded, else null (a catalogue page's lists panel). */
export function useLoadedQueryClient(): QueryClient | null {
  return useRuntime()?.queryClient ?? null
}

/** The tab's session, for the sign-in return page. */
export function useSessionMachine(): Session | null {
  return useRuntime()?.session ?? null
}

/** Loads the session when it is not yet (the cart engine's first sync). */
export function useSessionLoader(): () => Promise<SessionRuntime> {
  const slot = useRuntimeSlot()
  if (!slot) throw new Error('useSessionLoader must be used inside <SessionProvider>')
  return slot.load
}

function useClients(): SessionRuntime {
  const runtime = useRuntime()
  if (!runtime) {
    throw new Error(
      'useShopServer and useOrderSystem work under <AreaProviders> only; catalogue components use useLoadedOrderSystem (components/auth/session-provider.tsx)',
    )
  }
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

/** The order system's client once the session is loaded, else null (catalogue pages). */
export function useLoadedOrderSystem(): OrderSystemClient | null {
  return useRuntime()?.orderSystem ?? null
}
