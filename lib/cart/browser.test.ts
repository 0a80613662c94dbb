// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  broadcastChannel,
  browserClock,
  CART_CHANNEL_NAME,
  localStorageQueue,
  onlineOrVisible,
  SYNC_LOCK_NAME,
  webLocksOrMutex,
} from './browser'
import { EMPTY_RECORD } from './queue-store'

afterEach(() => {
  window.localStorage.clear()
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('localStorageQueue', () => {
  it('reads and writes localStorage', () => {
    const storage = localStorageQueue(window)
    expect(storage.read('k')).toBeNull()
    storage.write('k', 'v')
    expect(window.localStorage.getItem('k')).toBe('v')
    expect(storage.read('k')).toBe('v')
  })

  it('lists and removes keys', () => {
    const storage = localStorageQueue(window)
    storage.write('a', '1')
    storage.write('b', '2')
    storage.remove('a')
    storage.remove('missing')
    expect(storage.keys()).toEqual(['b'])
  })

  it('lets the browser’s refusal through, for the engine to keep the queue in memory', () => {
    const storage = localStorageQueue(window)
    expect(() => storage.write('k', 'x'.repeat(6_000_000))).toThrow()
  })

  it('reads nothing when the browser blocks storage altogether', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      addEventListener() {},
      removeEventListener() {},
    }
    const storage = localStorageQueue(blocked)
    expect(storage.read('k')).toBeNull()
    expect(storage.keys()).toEqual([])
    expect(() => storage.remove('k')).not.toThrow()
  })

  it('reports other tabs’ writes until unsubscribed', () => {
    const listener = vi.fn()
    const off = localStorageQueue(window).subscribe(listener)
    window.dispatchEvent(new window.StorageEvent('storage', { key: 'shop.cart.v2:7' }))
    window.dispatchEvent(new window.StorageEvent('storage', { key: null }))
    off()
    window.dispatchEvent(new window.StorageEvent('storage', { key: 'shop.cart.v2:7' }))
    expect(listener.mock.calls).toEqual([['shop.cart.v2:7'], [null]])
  })
})

describe('webLocksOrMutex', () => {
  it('takes the named Web Lock for the whole task when the browser has them', async () => {
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => callback())
    const lock = webLocksOrMutex({ locks: { request } as unknown as LockManager })
    await expect(lock.run(async () => 42)).resolves.toBe(42)
    expect(request).toHaveBeenCalledWith(SYNC_LOCK_NAME, expect.any(Function))
  })

  it('otherwise runs one task at a time, a failed task not blocking the next', async () => {
    const lock = webLocksOrMutex({})
    const events: string[] = []
    let release!: () => void
    const first = lock.run(async () => {
      events.push('first start')
      await new Promise<void>((resolve) => (release = resolve))
      events.push('first end')
      throw new Error('boom')
    })
    const second = lock.run(async () => {
      events.push('second')
      return 'ok'
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(events).toEqual(['first start'])
    release()
    await expect(first).rejects.toThrow('boom')
    await expect(second).resolves.toBe('ok')
    expect(events).toEqual(['first start', 'first end', 'second'])
  })
})

describe('broadcastChannel', () => {
  it('passes the records other tabs post, and ignores what does not read as one', async () => {
    const sender = new BroadcastChannel(CART_CHANNEL_NAME)
    const channel = broadcastChannel({ BroadcastChannel })
    const listener = vi.fn()
    const off = channel.subscribe(listener)
    const message = { owner: 7, record: { ...EMPTY_RECORD, settled: ['tx-1'], writtenAt: 12 } }
    sender.postMessage({ id: 'not a record' })
    sender.postMessage(null)
    sender.postMessage(message)
    sender.postMessage('nor this')
    const last = { ...message, record: { ...message.record, writtenAt: 13 } }
    sender.postMessage(last)
    // Messages arrive in order: once the last record is in, everything posted before it has been read.
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2))
    off()
    sender.close()
    expect(listener.mock.calls).toEqual([[message], [last]])
  })

  it('does nothing in a browser without BroadcastChannel', () => {
    const channel = broadcastChannel({})
    expect(() => channel.post({ owner: 7, record: EMPTY_RECORD })).not.toThrow()
    expect(typeof channel.subscribe(() => {})).toBe('function')
  })
})

describe('browserClock', () => {
  it("schedules and cancels callbacks on the browser's timers, and reads its time", () => {
    vi.useFakeTimers({ now: 1_000 })
    try {
      const clock = browserClock()
      const ran = vi.fn()
      const cancelled = vi.fn()
      clock.setTimeout(ran, 5)
      clock.clearTimeout(clock.setTimeout(cancelled, 5))
      vi.advanceTimersByTime(4)
      expect(ran).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(ran).toHaveBeenCalledTimes(1)
      expect(cancelled).not.toHaveBeenCalled()
      expect(clock.now()).toBe(1_005)
    } finally {
      vi.useRealTimers()
    }
    const r = browserClock().random()
    expect(r >= 0 && r < 1).toBe(true)
  })
})

describe('onlineOrVisible', () => {
  it('fires when the browser is back online or the tab becomes visible, not when it is hidden', () => {
    const listener = vi.fn()
    const off = onlineOrVisible(window, document).subscribe(listener)
    window.dispatchEvent(new window.Event('online'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new window.Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new window.Event('visibilitychange'))
    expect(listener).toHaveBeenCalledTimes(2)
    off()
    window.dispatchEvent(new window.Event('online'))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
