import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createExpiringStore, DEFAULT_EXPIRY_MS, parseExpiry, type ExpiringStorage } from './expiring'

function memoryStorage(): ExpiringStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

function fakeClock(start = 1_700_000_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => void (time += ms) }
}

describe('parseExpiry', () => {
  it.each([
    ['30s', 30_000],
    ['5m', 300_000],
    ['2h', 7_200_000],
    ['10d', 864_000_000],
    [' 1d ', 86_400_000],
  ])('%j → %i ms', (input, ms) => {
    expect(parseExpiry(input)).toBe(ms)
  })

  it.each([undefined, '', '10', 'd', '5w', '1.5h', '-1m', '0s', '5 m', '5M', 'abc', '99999999999999999999d'])(
    '%j falls back to 5 minutes',
    (input) => {
      expect(parseExpiry(input)).toBe(DEFAULT_EXPIRY_MS)
      expect(DEFAULT_EXPIRY_MS).toBe(300_000)
    },
  )
})

describe('createExpiringStore', () => {
  it('stores value, createdAt and expiresAt as JSON', () => {
    const storage = memoryStorage()
    const clock = fakeClock(1000)
    createExpiringStore(storage, clock.now).set('auth_user', { name: 'Ada' }, '10d')
    expect(JSON.parse(storage.data.get('auth_user') ?? '')).toEqual({
      value: { name: 'Ada' },
      createdAt: 1000,
      expiresAt: 1000 + 10 * 86_400_000,
    })
  })

  it('returns the value until it expires, then removes it', () => {
    const storage = memoryStorage()
    const clock = fakeClock()
    const store = createExpiringStore(storage, clock.now)
    store.set('k', [1, 2], '30s')

    clock.advance(29_999)
    expect(store.get('k')).toEqual([1, 2])

    clock.advance(1)
    expect(store.get('k')).toBeUndefined()
    expect(storage.data.has('k')).toBe(false)
  })

  it('defaults to 5 minutes', () => {
    const clock = fakeClock()
    const store = createExpiringStore(memoryStorage(), clock.now)
    store.set('k', 'v')
    clock.advance(DEFAULT_EXPIRY_MS - 1)
    expect(store.get('k')).toBe('v')
    clock.advance(1)
    expect(store.get('k')).toBeUndefined()
  })

  it('keeps falsy values distinct from missing ones', () => {
    const store = createExpiringStore(memoryStorage(), fakeClock().now)
    store.set('zero', 0)
    store.set('null', null)
    expect(store.get('zero')).toBe(0)
    expect(store.get('null')).toBeNull()
    expect(store.get('missing')).toBeUndefined()
  })

  it.each(['not json', '"a string"', '{"value":1}', '{"value":1,"createdAt":0,"expiresAt":"soon"}', 'null', '{}'])(
    'drops the unparsable entry %j',
    (text) => {
      const storage = memoryStorage()
      storage.data.set('k', text)
      expect(createExpiringStore(storage, fakeClock().now).get('k')).toBeUndefined()
      expect(storage.data.has('k')).toBe(false)
    },
  )

  it('validates with a schema and drops values of the wrong shape', () => {
    const storage = memoryStorage()
    const store = createExpiringStore(storage, fakeClock().now)
    const schema = z.object({ name: z.string() })
    store.set('ok', { name: 'Ada' })
    store.set('bad', { name: 42 })
    expect(store.get('ok', schema)?.name).toBe('Ada')
    expect(store.get('bad', schema)).toBeUndefined()
    expect(storage.data.has('bad')).toBe(false)
  })

  it('removes an entry', () => {
    const storage = memoryStorage()
    const store = createExpiringStore(storage, fakeClock().now)
    store.set('k', 1)
    store.remove('k')
    expect(storage.data.size).toBe(0)
  })

  it('reports a refused write and survives a storage that throws on read', () => {
    const broken: ExpiringStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const store = createExpiringStore(broken, fakeClock().now)
    expect(store.set('k', 1)).toBe(false)
    expect(store.get('k')).toBeUndefined()
    expect(() => store.remove('k')).not.toThrow()
  })
})
