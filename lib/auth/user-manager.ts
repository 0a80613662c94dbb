import { UserManager, WebStorageStateStore } from 'oidc-client-ts'
import type { PublicConfig } from '@/lib/config/schema'
import { userManagerSettings } from './settings'

/**
 * The browser's UserManager. Both stores live in sessionStorage, never localStorage (RFC 10017 §6):
 * the user (tokens) and the sign-in state (PKCE verifier, return target). No token goes to a cookie.
 */
export function createUserManager(config: PublicConfig, storage: Storage = window.sessionStorage): UserManager {
  return new UserManager({
    ...userManagerSettings(config),
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
  })
}
