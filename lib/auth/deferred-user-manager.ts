import type { OidcUser, UserManagerLike } from './session'
import type { PublicConfig } from '@/lib/config/schema'

type Events = UserManagerLike['events']
type EventName = keyof Events
type Listener = () => void

const EVENT_NAMES: readonly EventName[] = [
  'addAccessTokenExpiring',
  'addAccessTokenExpired',
  'addUserUnloaded',
  'addUserSignedOut',
]

/**
 * A UserManager that loads the identity provider's library (oidc-client-ts, 18 kB gzip) on its first
 * real use: a sign-in or sign-out redirect, a renewal, reading a stored user. A visitor with no stored
 * user never downloads it, and a signed-in buyer's page does not wait for it before its first render
 * (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
 */
export function deferredUserManager(deps: {
  load: () => Promise<UserManagerLike>
  /** Whether the library would find a user in its store; false answers `getUser()` without loading it. */
  hasStoredUser: () => boolean
}): UserManagerLike {
  let loading: Promise<UserManagerLike> | null = null
  const listeners = new Map<EventName, Set<Listener>>()

  function manager(): Promise<UserManagerLike> {
    loading ??= deps.load().then((loaded) => {
      // Listeners added before the library came are handed to it, each through one forwarding call.
      for (const name of EVENT_NAMES) {
        loaded.events[name](() => {
          for (const listener of listeners.get(name) ?? []) listener()
        })
      }
      return loaded
    })
    loading.catch(() => {
      loading = null
    })
    return loading
  }

  const subscribe =
    (name: EventName) =>
    (listener: Listener): (() => void) => {
      const set = listeners.get(name) ?? new Set<Listener>()
      listeners.set(name, set)
      set.add(listener)
      return () => void set.delete(listener)
    }

  return {
    getUser: (): Promise<OidcUser | null> =>
      deps.hasStoredUser() ? manager().then((um) => um.getUser()) : Promise.resolve(null),
    // Nothing to forget before the library came without a stored user (a stale marker's sign-out).
    removeUser: () => (loading || deps.hasStoredUser() ? manager().then((um) => um.removeUser()) : Promise.resolve()),
    signinRedirect: (args) => manager().then((um) => um.signinRedirect(args)),
    signinRedirectCallback: (url) => manager().then((um) => um.signinRedirectCallback(url)),
    signinSilent: (args) => manager().then((um) => um.signinSilent(args)),
    signoutRedirect: (args) => manager().then((um) => um.signoutRedirect(args)),
    signoutRedirectCallback: (url) => manager().then((um) => um.signoutRedirectCallback(url)),
    events: {
      addAccessTokenExpiring: subscribe('addAccessTokenExpiring'),
      addAccessTokenExpired: subscribe('addAccessTokenExpired'),
      addUserUnloaded: subscribe('addUserUnloaded'),
      addUserSignedOut: subscribe('addUserSignedOut'),
    },
  }
}

/**
 * Where oidc-client-ts 3 keeps the user (its `WebStorageStateStore` prefix `oidc.` and the UserManager's
 * `user:<authority>:<client_id>` key); `deferred-user-manager.test.ts` checks it against the library itself.
 */
export function storedUserKey(config: Pick<PublicConfig, 'OIDC_AUTHORITY' | 'OIDC_CLIENT_ID'>) {
  return `oidc.user:${config.OIDC_AUTHORITY}:${config.OIDC_CLIENT_ID}`
}
