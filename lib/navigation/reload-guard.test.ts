import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadAfterChunkFailure } from './reload-guard'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>()
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) }
}

describe('reloadAfterChunkFailure', () => {
  it('reloads once after a failed chunk load, not again within 10 s, and again after', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    const reload = vi.fn()
    const logger = { error: vi.fn() }
    const deps = { storage, now: () => now, reload, logger }

    expect(reloadAfterChunkFailure(deps)).toBe(true)
    expect(reload).toHaveBeenCalledOnce()

    // The reloaded page fails the same way: no loop.
    now += 9_999
    expect(reloadAfterChunkFailure(deps)).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
    expect(logger.error).toHaveBeenCalledOnce()

    now += 2
    expect(reloadAfterChunkFailure(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when the tab cannot remember it, as a failing page would then loop', () => {
    const reload = vi.fn()
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    const logger = { error: vi.fn() }
    expect(reloadAfterChunkFailure({ storage, now: () => 0, reload, logger })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(logger.error).toHaveBeenCalledOnce()
  })
})

describe('isChunkLoadError', () => {
  it('recognises the bundler’s failed chunk and CSS loads, nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 412 failed.\n(error: /_next/static/chunks/412.js)'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })
})
