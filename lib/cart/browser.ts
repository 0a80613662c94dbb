import { z } from 'zod/mini'
import { recordSchema } from './queue-store'
import type { CartChannel, CartMessage, Clock, QueueStorage, SyncLock, Wakeups } from './types'

/** The real adapters of the cart engine. The browser globals are passed in, so tests can hand jsdom's. */

export const SYNC_LOCK_NAME = 'shop-cart-sync'
export const CART_CHANNEL_NAME = 'shop-cart'

export function localStorageQueue(
  window: Pick<Window, 'localStorage' | 'addEventListener' | 'removeEventListener'>,
): QueueStorage {
  return {
    read(key) {
      try {
        return window.localStorage.getItem(key)
      } catch {
        // Reading `localStorage` itself throws when the browser blocks site data.
        return null
      }
    },
    write(key, value) {
      window.localStorage.setItem(key, value)
    },
    remove(key) {
      try {
        window.localStorage.removeItem(key)
      } catch {
        // Blocked site data: there was nothing stored to remove.
      }
    },
    keys() {
      try {
        const { localStorage } = window
        return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
          (key): key is string => key !== null,
        )
      } catch {
        return []
      }
    },
    subscribe(listener) {
      // The storage event only reaches the other tabs of the origin, which is what the engine wants.
      const onStorage = (event: StorageEvent) => listener(event.key)
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}

/** Web Locks serialise the sync across tabs; without them (old browsers) at least within the tab. */
export function webLocksOrMutex(navigator: Partial<Pick<Navigator, 'locks'>>): SyncLock {
  const locks = navigator.locks
  if (locks && typeof locks.request === 'function') {
    // The lock is held until the task's promise settles; `await` unwraps what the DOM typings nest.
    return { run: async (task) => await locks.request(SYNC_LOCK_NAME, () => task()) }
  }
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run(task) {
      const result = tail.then(() => task())
      tail = result.catch(() => undefined)
      return result
    },
  }
}

const cartMessageSchema = z.object({
  owner: z.int().check(z.positive()),
  record: recordSchema,
})

export function broadcastChannel(window: { BroadcastChannel?: typeof BroadcastChannel }): CartChannel {
  const Channel = window.BroadcastChannel
  if (typeof Channel !== 'function') return { post() {}, subscribe: () => () => {} }
  const channel = new Channel(CART_CHANNEL_NAME)
  return {
    post(message) {
      channel.postMessage(message)
    },
    subscribe(listener) {
      // Another tab may run another version of the shop: what it passes is read like a server answer.
      const onMessage = (event: MessageEvent) => {
        const parsed = cartMessageSchema.safeParse(event.data)
        if (parsed.success) listener(parsed.data satisfies CartMessage)
      }
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
  }
}

export function browserClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    random: () => Math.random(),
  }
}

export function onlineOrVisible(
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
): Wakeups {
  return {
    subscribe(listener) {
      const onOnline = () => listener()
      const onVisibility = () => {
        if (document.visibilityState === 'visible') listener()
      }
      window.addEventListener('online', onOnline)
      document.addEventListener('visibilitychange', onVisibility)
      return () => {
        window.removeEventListener('online', onOnline)
        document.removeEventListener('visibilitychange', onVisibility)
      }
    },
  }
}
