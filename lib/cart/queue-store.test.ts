import { describe, expect, it, vi } from 'vitest'
import { EMPTY_RECORD, createQueueStore, readLastSale, saveLastSale } from './queue-store'
import { parseQueueKey, recordKey, transactionKey } from './storage-keys'
import { LAST_SALE_STORAGE_KEY, LEGACY_CART_STORAGE_KEY, type LocalTransaction, type QueueStorage } from './types'

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
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
    subscribe: () => () => {},
  }
  return storage
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const tx = (uuid: string, at: number, productId = 5, qty = 1): LocalTransaction => ({
  uuid,
  productId,
  qty,
  at,
  cartUuid: null,
})
const uuids = (transactions: LocalTransaction[]) => transactions.map((t) => t.uuid)

describe('parseQueueKey', () => {
  it('names the owner of a record, and the owner and uuid of a transaction', () => {
    expect(parseQueueKey(recordKey('7'))).toEqual({ owner: '7', uuid: null })
    expect(parseQueueKey(transactionKey('anonymous', 'tx-1'))).toEqual({ owner: 'anonymous', uuid: 'tx-1' })
    for (const key of ['shop.cart.v1', 'shop.cart.v2:', 'shop.cart.v2:7:', 'shop.cart.v2:7:a:b', 'other'])
      expect(parseQueueKey(key), key).toBeNull()
  })
})

describe('createQueueStore', () => {
  it('reads an empty queue when nothing, or nothing readable, is stored', () => {
    const storage = memoryStorage({ [recordKey('7')]: '{not json', [transactionKey('7', 'a')]: '{"uuid":"a"}' })
    expect(createQueueStore(storage, logger()).read('7')).toEqual({ record: EMPTY_RECORD, transactions: [] })
  })

  it('reads each transaction alone: one that does not read, or sits under another uuid’s key, is skipped', () => {
    const storage = memoryStorage({
      [transactionKey('7', 'a')]: JSON.stringify(tx('a', 1)),
      [transactionKey('7', 'b')]: JSON.stringify({ uuid: 'b', productId: 'x', qty: 1 }),
      [transactionKey('7', 'c')]: JSON.stringify(tx('other', 2)),
      [transactionKey('8', 'd')]: JSON.stringify(tx('d', 3)),
    })
    expect(uuids(createQueueStore(storage, logger()).read('7').transactions)).toEqual(['a'])
  })

  it('orders the transactions by when they were made, whichever tab made them', () => {
    const storage = memoryStorage()
    const tabA = createQueueStore(storage, logger())
    const tabB = createQueueStore(storage, logger())
    tabA.append('7', [tx('a1', 10), tx('a2', 30)])
    tabB.append('7', [tx('b1', 20)])
    expect(uuids(tabA.read('7').transactions)).toEqual(['a1', 'b1', 'a2'])
  })

  it('never writes a copy of another tab’s change, so no tab can erase what another added', () => {
    const storage = memoryStorage()
    const tabA = createQueueStore(storage, logger())
    const tabB = createQueueStore(storage, logger())
    tabA.append('7', [tx('a1', 1)])
    // Tab B settles what it sent while tab A's change has not reached it yet.
    tabB.updateRecord('7', (record) => ({ ...record, cartUuid: 'c1', settled: ['b0'] }), 5)
    tabB.remove('7', ['b0'])
    expect(uuids(tabB.read('7').transactions)).toEqual(['a1'])
    expect([...storage.data.keys()].sort()).toEqual([recordKey('7'), transactionKey('7', 'a1')])
  })

  it('does not count a settled transaction whose key is still stored (its removal has not arrived)', () => {
    const storage = memoryStorage({ [transactionKey('7', 'a')]: JSON.stringify(tx('a', 1)) })
    const store = createQueueStore(storage, logger())
    storage.data.set(recordKey('7'), JSON.stringify({ ...EMPTY_RECORD, settled: ['a'], writtenAt: 9 }))
    expect(store.read('7').transactions).toEqual([])
  })

  it('keeps settled uuids it has seen even when a later record no longer lists them', () => {
    const storage = memoryStorage({ [transactionKey('7', 'a')]: JSON.stringify(tx('a', 1)) })
    const store = createQueueStore(storage, logger())
    store.hear('7', { ...EMPTY_RECORD, settled: ['a'], writtenAt: 9 })
    storage.data.set(recordKey('7'), JSON.stringify({ ...EMPTY_RECORD, settled: [], writtenAt: 10 }))
    expect(store.read('7').transactions).toEqual([])
  })

  it('shows a record another tab passed on the channel until storage holds a newer one', () => {
    const storage = memoryStorage({
      [recordKey('7')]: JSON.stringify({ ...EMPTY_RECORD, cartUuid: 'old', writtenAt: 5 }),
    })
    const store = createQueueStore(storage, logger())
    store.hear('7', { ...EMPTY_RECORD, cartUuid: 'heard', writtenAt: 8 })
    expect(store.read('7').record.cartUuid).toBe('heard')
    storage.data.set(recordKey('7'), JSON.stringify({ ...EMPTY_RECORD, cartUuid: 'stored', writtenAt: 9 }))
    expect(store.read('7').record.cartUuid).toBe('stored')
  })

  it('writes a record strictly newer than the one it replaces, and nothing when nothing changes', () => {
    const storage = memoryStorage({ [recordKey('7')]: JSON.stringify({ ...EMPTY_RECORD, attempt: 1, writtenAt: 50 }) })
    const write = vi.spyOn(storage, 'write')
    const store = createQueueStore(storage, logger())
    expect(store.updateRecord('7', (record) => ({ ...record, attempt: 1 }), 60).writtenAt).toBe(50)
    expect(write).not.toHaveBeenCalled()
    // A tab whose clock reads earlier still writes after.
    expect(store.updateRecord('7', (record) => ({ ...record, attempt: 2 }), 40).writtenAt).toBeGreaterThan(50)
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('keeps a refused write in memory, over what other tabs write, until storage accepts again', () => {
    const storage = memoryStorage()
    const log = logger()
    const store = createQueueStore(storage, log)
    const other = createQueueStore(storage, logger())
    store.append('7', [tx('a', 1)])

    storage.refuse = true
    store.append('7', [tx('b', 2)])
    store.updateRecord('7', (record) => ({ ...record, cartUuid: 'mine' }), 3)
    expect(store.failed).toBe(true)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('storage'), expect.any(DOMException))
    expect([...storage.data.keys()]).toEqual([transactionKey('7', 'a')])

    storage.refuse = false
    other.append('7', [tx('c', 4)])
    expect(uuids(store.read('7').transactions)).toEqual(['a', 'b', 'c'])
    expect(store.read('7').record.cartUuid).toBe('mine')

    store.remove('7', ['a'])
    store.append('7', [tx('d', 5)])
    expect(store.failed).toBe(false)
    expect(uuids(other.read('7').transactions)).toEqual(['b', 'c', 'd'])
    expect(other.read('7').record.cartUuid).toBe('mine')
  })

  it('hands the anonymous changes to the customer who signs in, with the same uuids', () => {
    const storage = memoryStorage()
    const store = createQueueStore(storage, logger())
    store.append('7', [tx('a', 1)])
    store.append('anonymous', [tx('x', 2, 9, 2), tx('y', 3)])
    store.adopt('anonymous', '7')
    expect(store.read('anonymous').transactions).toEqual([])
    expect(store.read('7').transactions).toEqual([tx('a', 1), tx('x', 2, 9, 2), tx('y', 3)])
  })

  it('moves the single key of earlier versions to a key per change, in their order, keeping what reads', () => {
    const storage = memoryStorage({
      [LEGACY_CART_STORAGE_KEY]: JSON.stringify({
        version: 1,
        queues: {
          '7': {
            cartUuid: 'c1',
            transactions: [
              { uuid: 'a', productId: 5, qty: 1 },
              { uuid: 'b', productId: 'x', qty: 1 },
              { uuid: 'c', productId: 6, qty: -2 },
            ],
            lastCart: { id: 1, lines: 'old shape' },
          },
          anonymous: { cartUuid: null, transactions: [{ uuid: 'z', productId: 8, qty: 1 }], lastCart: null },
        },
        settled: ['old'],
      }),
    })
    const store = createQueueStore(storage, logger())
    store.migrateLegacy()
    expect(storage.data.has(LEGACY_CART_STORAGE_KEY)).toBe(false)
    const queue = store.read('7')
    expect(queue.record).toMatchObject({ cartUuid: 'c1', lastCart: null })
    expect(queue.transactions).toEqual([
      { uuid: 'a', productId: 5, qty: 1, at: 0, cartUuid: 'c1' },
      { uuid: 'c', productId: 6, qty: -2, at: 2, cartUuid: 'c1' },
    ])
    expect(uuids(store.read('anonymous').transactions)).toEqual(['z'])
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
