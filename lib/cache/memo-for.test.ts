import { describe, expect, it, vi } from 'vitest'
import { memoizeFor } from './memo-for'

describe('memoizeFor', () => {
  it('loads once for concurrent callers and for the time given, then again', async () => {
    let clock = 0
    const load = vi.fn(async () => `v${load.mock.calls.length}`)
    const get = memoizeFor(1000, load, () => clock)
    expect(await Promise.all([get(), get()])).toEqual(['v1', 'v1'])
    clock = 999
    expect(await get()).toBe('v1')
    clock = 1000
    expect(await get()).toBe('v2')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not remember a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('search down')).mockResolvedValueOnce('ok')
    const get = memoizeFor(60_000, load, () => 0)
    await expect(get()).rejects.toThrow('search down')
    expect(await get()).toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
