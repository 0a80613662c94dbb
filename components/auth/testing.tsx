import { QueryClient, QueryObserver, useQuery, useQueryClient } from '@tanstack/react-query'
import { vi } from 'vitest'
import { withCustomerFlags, type CustomerWithFlags } from '@/lib/auth/customer-flags'
import type { Session, SessionStatus } from '@/lib/auth/session'
import type { OrderSystemClient } from '@/lib/order-system/client'
import type { ShopServerClient } from '@/lib/shop-server/client'
import { customerSchema, type Customer } from '@/lib/shop-server/schemas/customer'
import type * as SessionProviderModule from './session-provider'
import type { SessionRuntime } from './session-runtime'

/**
 * Component tests replace the session provider with this module, typed as the real one: a hook the
 * provider adds, renames or changes fails to compile here, and a test faking a client method that does
 * not exist fails to compile in the test. Each test file mocks the provider with it:
 *
 *   const fake = vi.hoisted(() => ({ customer: { id: 1001 } as FakeCustomer | null }))
 *   vi.mock('@/components/auth/session-provider', async () =>
 *     (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: fake.customer })),
 *   )
 *
 * `state` is read at every hook call, so a test changes what the next render sees by changing the
 * hoisted object. A client method the test did not fake throws, naming itself.
 */

/** The fields a test cares about; the rest are a plain buyer's. */
export type FakeCustomer = Partial<Customer> & { id: Customer['id'] }

export interface FakeSessionState {
  /** `signed-in` when there is a customer, `anonymous` otherwise, unless given. */
  status?: SessionStatus
  customer?: FakeCustomer | null
  shopServer?: Partial<ShopServerClient>
  orderSystem?: Partial<OrderSystemClient>
  /**
   * `false`: the session's clients are not loaded yet, as on a catalogue page before anything asked for
   * them, so `useLoadedOrderSystem` gives null. Loaded for a signed-in buyer unless given.
   */
  runtimeLoaded?: boolean
  /** The session machine, for the sign-in pages; its unfaked methods throw like the clients'. */
  session?: Partial<Session>
  signIn?: (target?: string) => Promise<void>
  signOut?: (target?: string) => Promise<void>
  setCustomer?: (customer: Customer) => void
}

/** A buyer as `GET customer` answers it, with the given fields. */
export function fakeCustomer(fields: FakeCustomer): Customer {
  return customerSchema.parse({ name: 'Claire Martin', login: 'claire.martin@exemple.fr', role: 'pro', ...fields })
}

const NOTHING_FAKED = {}
const clients = new WeakMap<object, Map<string, object>>()

/**
 * `faked` typed as the whole interface: a method it lacks throws when called. The same faked object
 * gives the same client at every render, as the real provider does.
 */
function partialClient<T extends object>(name: string, faked: Partial<T> | undefined): T {
  const target: object = faked ?? NOTHING_FAKED
  const byName = clients.get(target) ?? new Map<string, object>()
  clients.set(target, byName)
  const known = byName.get(name)
  if (known) return known as T
  const client = new Proxy(target, {
    get(object, property, receiver) {
      if (Reflect.has(object, property)) return Reflect.get(object, property, receiver)
      if (typeof property === 'symbol' || property === 'then') return undefined
      return () => {
        throw new Error(`${name}.${property} is not faked in this test`)
      }
    },
  })
  byName.set(name, client)
  return client as T
}

export function fakeSessionModule(state: () => FakeSessionState): typeof SessionProviderModule {
  const statusOf = (current: FakeSessionState): SessionStatus =>
    current.status ?? (current.customer ? 'signed-in' : 'anonymous')
  // The same customer fields give the same buyer at every render, as the real provider's query does.
  const buyers = new Map<string, CustomerWithFlags>()
  const customerOf = (current: FakeSessionState): CustomerWithFlags | null => {
    const fields = statusOf(current) === 'signed-in' ? current.customer : null
    if (!fields) return null
    const key = JSON.stringify(fields)
    const buyer = buyers.get(key) ?? withCustomerFlags(fakeCustomer(fields))
    buyers.set(key, buyer)
    return buyer
  }
  let lastSession: SessionProviderModule.SessionApi | null = null
  const queryClient = new QueryClient()
  const runtime = (): SessionRuntime => {
    const current = state()
    return {
      session: partialClient<Session>('session', current.session),
      shopServer: partialClient<ShopServerClient>('shopServer', current.shopServer),
      orderSystem: partialClient<OrderSystemClient>('orderSystem', current.orderSystem),
      queryClient,
      observeQuery: (options) => new QueryObserver(queryClient, options),
    }
  }
  const loaded = (current: FakeSessionState) => statusOf(current) === 'signed-in' && current.runtimeLoaded !== false
  const noop = vi.fn(async () => undefined)

  return {
    SessionProvider: ({ children }) => <>{children}</>,
    RuntimeOverride: ({ children }) => <>{children}</>,
    useRuntimeSlot: () => null,
    useSession: () => {
      const current = state()
      const next: SessionProviderModule.SessionApi = {
        status: statusOf(current),
        customer: customerOf(current) ?? undefined,
        signIn: current.signIn ?? noop,
        signOut: current.signOut ?? noop,
      }
      const same =
        lastSession !== null &&
        (Object.keys(next) as Array<keyof SessionProviderModule.SessionApi>).every(
          (key) => lastSession?.[key] === next[key],
        )
      if (!same) lastSession = next
      return lastSession ?? next
    },
    useCustomer: () => customerOf(state()),
    useSetCustomer: () => state().setCustomer ?? vi.fn(),
    useSessionMachine: () => (state().session ? runtime().session : null),
    useSessionLoader: () => async () => runtime(),
    useShopServer: () => runtime().shopServer,
    useOrderSystem: () => runtime().orderSystem,
    useLoadedOrderSystem: () => (loaded(state()) ? runtime().orderSystem : null),
    // The test's own query provider stands for the session's cache.
    useRuntimeQuery: (query) => {
      const current = state()
      return useQuery({ ...query, queryFn: () => query.queryFn(runtime()), enabled: query.enabled && loaded(current) })
        .data
    },
    useLoadedQueryClient: () => {
      const client = useQueryClient()
      return loaded(state()) ? client : null
    },
  }
}
