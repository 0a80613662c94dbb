import { describe, expect, it, vi } from 'vitest'
import {
  adoptAnonymousQueue,
  appendTransactions,
  createQueueStore,
  readLastSale,
  saveLastSale,
  updateQueue,
} from './queue-store'
import { CART_STORAGE_KEY, LAST_SALE_STORAGE_KEY, type QueueStorage, type StoredCartState } from './types'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const storage: QueueStorage & { data: Map<string, string>; refuse: boolean } = {
    data,
    refuse: false,
    read: (key) => data.get(key) ?? null,
    write(key, value) {
      if (storage.refuse) throw new DOMException('Quota exceeded', 'QuotaExceededError')
      data.set(key, value)
    },
    subscribe: () => () => {},
  }
  return storage
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const tx = (uuid: string, productId = 5, qty = 1) => ({ uuid, productId, qty })
const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? 'null') as StoredCartState

describe('createQueueStore', () => {
  it('reads an empty state when nothing, or nothing readable, is stored', () => {
    for (const text of [undefined, '{not json', JSON.stringify({ version: 2, queues: {} })]) {
      const storage = memoryStorage(text === undefined ? {} : { [CART_STORAGE_KEY]: text })
      expect(createQueueStore(storage, logger()).read()).toEqual({ version: 1, queues: {} })
    }
  })

  it('keeps the readable transactions of a queue stored by another version, and drops an unreadable cart', () => {
    const storage = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify({
        version: 1,
        queues: {
          '7': {
            cartUuid: 'c1',
            transactions: [tx('a'), { uuid: 'b', productId: 'x', qty: 1 }, tx('c', 6, -2)],
            lastCart: { id: 1, lines: 'old shape' },
          },
        },
      }),
    })
    expect(createQueueStore(storage, logger()).read().queues['7']).toEqual({
      cartUuid: 'c1',
      transactions: [tx('a'), tx('c', 6, -2)],
      lastCart: null,
    })
  })

  it('gives the same object while storage holds the same text', () => {
    const store = createQueueStore(memoryStorage(), logger())
    store.update(appendTransactions('7', [tx('a')]))
    expect(store.read()).toBe(store.read())
  })

  it('re-reads storage before each change, so another tab’s write is kept', () => {
    const storage = memoryStorage()
    const tabA = createQueueStore(storage, logger())
    const tabB = createQueueStore(storage, logger())
    tabA.update(appendTransactions('7', [tx('a')]))
    tabB.update(appendTransactions('7', [tx('b')]))
    tabA.update(appendTransactions('7', [tx('c')]))
    expect(stored(storage).queues['7']?.transactions.map((t) => t.uuid)).toEqual(['a', 'b', 'c'])
  })

  it('keeps a refused change in memory, over what other tabs write, until storage accepts again', () => {
    const storage = memoryStorage()
    const log = logger()
    const store = createQueueStore(storage, log)
    const other = createQueueStore(storage, logger())
    store.update(appendTransactions('7', [tx('a')]))

    storage.refuse = true
    store.update(appendTransactions('7', [tx('b')]))
    expect(store.failed).toBe(true)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(stored(storage).queues['7']?.transactions.map((t) => t.uuid)).toEqual(['a'])

    storage.refuse = false
    other.update(appendTransactions('7', [tx('c')]))
    expect(store.read().queues['7']?.transactions.map((t) => t.uuid)).toEqual(['a', 'c', 'b'])

    store.update(updateQueue('7', { remove: ['a'] }))
    expect(store.failed).toBe(false)
    expect(stored(storage).queues['7']?.transactions.map((t) => t.uuid)).toEqual(['c', 'b'])
  })

  it('does not write when a change changes nothing', () => {
    const storage = memoryStorage()
    const write = vi.spyOn(storage, 'write')
    const store = createQueueStore(storage, logger())
    store.update(updateQueue('7', { remove: ['nothing'] }))
    expect(write).not.toHaveBeenCalled()
  })
})

describe('state changes', () => {
  const base: StoredCartState = {
    version: 1,
    queues: { '7': { cartUuid: 'c1', transactions: [tx('a'), tx('b')], lastCart: null } },
  }

  it('appends a transaction once, however often the change is applied', () => {
    const append = appendTransactions('7', [tx('b'), tx('c')])
    expect(append(append(base)).queues['7']?.transactions.map((t) => t.uuid)).toEqual(['a', 'b', 'c'])
  })

  it('removes only the named transactions and forgets an owner left with nothing', () => {
    expect(updateQueue('7', { remove: ['a'] })(base).queues['7']?.transactions.map((t) => t.uuid)).toEqual(['b'])
    expect(updateQueue('7', { remove: ['a', 'b'], cartUuid: null })(base).queues).toEqual({})
  })

  it('hands the anonymous queue to the customer who signs in, after his own, with the same uuids', () => {
    const state: StoredCartState = {
      version: 1,
      queues: { ...base.queues, anonymous: { cartUuid: null, transactions: [tx('x', 9, 2), tx('b')], lastCart: null } },
    }
    const adopted = adoptAnonymousQueue('7')(state)
    expect(adopted.queues.anonymous).toBeUndefined()
    expect(adopted.queues['7']?.transactions).toEqual([tx('a'), tx('b'), tx('x', 9, 2)])
    expect(adoptAnonymousQueue('7')(base)).toBe(base)
  })
})

describe('last sale', () => {
  it('reads nothing when nothing or something unreadable was saved', () => {
    expect(readLastSale(memoryStorage())).toBeNull()
    expect(readLastSale(memoryStorage({ [LAST_SALE_STORAGE_KEY]: '{"id":1}' }))).toBeNull()
    expect(readLastSale(memoryStorage({ [LAST_SALE_STORAGE_KEY]: 'nope' }))).toBeNull()
  })

  it('reports a refused save instead of throwing', () => {
    const storage = memoryStorage()
    storage.refuse = true
    const log = logger()
    expect(saveLastSale(storage, {} as never, log)).toBe(false)
    expect(log.warn).toHaveBeenCalled()
  })
})

describe('two tabs writing at the same moment', () => {
  it('puts back a change of this tab that another tab’s stale write erased', () => {
    const storage = memoryStorage()
    const tabA = createQueueStore(storage, logger())
    const staleCopyOfTabB = storage.data.get(CART_STORAGE_KEY) ?? JSON.stringify({ version: 1, queues: {} })
    tabA.remember('7', [tx('a1')])
    tabA.update(appendTransactions('7', [tx('a1')]))
    // Tab B wrote from a copy read before tab A's change reached it: a1 is gone from storage.
    storage.data.set(CART_STORAGE_KEY, JSON.parse(JSON.stringify(staleCopyOfTabB)))
    storage.data.set(
      CART_STORAGE_KEY,
      JSON.stringify({ version: 1, queues: { '7': { cartUuid: null, transactions: [tx('b1')], lastCart: null } } }),
    )

    expect(tabA.read().queues['7']?.transactions.map((t) => t.uuid)).toEqual(['b1', 'a1'])
    tabA.update(appendTransactions('7', [tx('a2')]))
    expect(stored(storage).queues['7']?.transactions.map((t) => t.uuid)).toEqual(['b1', 'a1', 'a2'])
  })

  it('does not bring back a change once it was sent and settled, by whichever tab', () => {
    const storage = memoryStorage()
    const tabA = createQueueStore(storage, logger())
    const tabB = createQueueStore(storage, logger())
    tabA.remember('7', [tx('a1')])
    tabA.update(appendTransactions('7', [tx('a1')]))
    tabB.update(updateQueue('7', { remove: ['a1'], cartUuid: 'cart-1' }))

    expect(stored(storage).settled).toEqual(['a1'])
    expect(tabA.read().queues['7']?.transactions).toEqual([])
  })
})
