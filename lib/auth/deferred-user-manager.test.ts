import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts'
import { describe, expect, it, vi } from 'vitest'
import { parseEnv, toPublicConfig } from '@/lib/config/schema'
import { deferredUserManager, storedUserKey } from './deferred-user-manager'
import type { OidcUser, UserManagerLike } from './session'
import { userManagerSettings } from './settings'

const config = toPublicConfig(parseEnv({ SITE_URL: 'https://boutique.example', OIDC_AUTHORITY: 'https://idp.example' }))
const buyer: OidcUser = { access_token: 'at', profile: { sub: 'buyer' } }

function fakeManager() {
  const events = new Map<string, () => void>()
  const on = (name: string) => (listener: () => void) => {
    events.set(name, listener)
    return () => events.delete(name)
  }
  const manager: UserManagerLike = {
    getUser: vi.fn(async () => buyer),
    removeUser: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => buyer),
    signinSilent: vi.fn(async () => buyer),
    signoutRedirect: vi.fn(async () => undefined),
    signoutRedirectCallback: vi.fn(async () => ({})),
    events: {
      addAccessTokenExpiring: on('expiring'),
      addAccessTokenExpired: on('expired'),
      addUserUnloaded: on('unloaded'),
      addUserSignedOut: on('signed-out'),
    },
  }
  return { manager, fire: (name: string) => events.get(name)?.() }
}

describe('deferredUserManager', () => {
  it('answers a visitor with no stored user without loading the library', async () => {
    const load = vi.fn(async () => fakeManager().manager)
    const um = deferredUserManager({ load, hasStoredUser: () => false })
    expect(await um.getUser()).toBeNull()
    await um.removeUser()
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the library once, for a stored user or a redirect, and hands it every call', async () => {
    const { manager } = fakeManager()
    const load = vi.fn(async () => manager)
    const um = deferredUserManager({ load, hasStoredUser: () => true })
    expect(await um.getUser()).toBe(buyer)
    await um.signinRedirect({ state: { target: '/cart' } })
    await um.signinSilent({ silentRequestTimeoutInSeconds: 10 })
    expect(load).toHaveBeenCalledTimes(1)
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { target: '/cart' } })
  })

  it('tells the listeners added before the library came, until they unsubscribe', async () => {
    const { manager, fire } = fakeManager()
    const um = deferredUserManager({ load: async () => manager, hasStoredUser: () => true })
    const expiring = vi.fn()
    const signedOut = vi.fn()
    um.events.addAccessTokenExpiring(expiring)
    const unsubscribe = um.events.addUserSignedOut(signedOut)
    await um.getUser()
    fire('expiring')
    unsubscribe()
    fire('signed-out')
    expect(expiring).toHaveBeenCalledTimes(1)
    expect(signedOut).not.toHaveBeenCalled()
  })

  it('tries to load again after a failed load (a network error on the chunk)', async () => {
    const { manager } = fakeManager()
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(manager)
    const um = deferredUserManager({ load, hasStoredUser: () => true })
    await expect(um.getUser()).rejects.toThrow('chunk')
    expect(await um.getUser()).toBe(buyer)
  })
})

describe('storedUserKey', () => {
  it('is where oidc-client-ts keeps the user it stores', async () => {
    const items = new Map<string, string>()
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size
      },
      clear: () => items.clear(),
    }
    const store = new WebStorageStateStore({ store: storage })
    const um = new UserManager({
      ...userManagerSettings(config),
      monitorSession: false,
      userStore: store,
      stateStore: store,
    })
    await um.storeUser(
      new User({
        access_token: 'at',
        token_type: 'Bearer',
        profile: { sub: 'buyer', iss: '', aud: '', exp: 0, iat: 0 },
      }),
    )
    expect([...items.keys()]).toEqual([storedUserKey(config)])
  })
})
