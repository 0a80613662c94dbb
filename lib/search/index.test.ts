import { describe, expect, it, vi } from 'vitest'
import { SearchUnavailableError, withErrorMapping } from './index'
import type { SearchBackend } from './types'
import { fakeLogger } from '@/lib/log/testing'

describe('withErrorMapping', () => {
  it('logs a back-end failure once and turns it into SearchUnavailableError', async () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:9200')
    const backend = { searchProducts: vi.fn().mockRejectedValue(cause) } as unknown as SearchBackend
    const logger = fakeLogger()
    const error = await withErrorMapping(backend, logger)
      .searchProducts({ mode: 'listing' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SearchUnavailableError)
    expect((error as SearchUnavailableError).cause).toBe(cause)
    expect((error as SearchUnavailableError).operation).toBe('searchProducts')
    expect(logger.error).toHaveBeenCalledWith('Search unavailable', {
      operation: 'searchProducts',
      error: cause.message,
    })
  })

  it('passes answers through', async () => {
    const backend = { categories: vi.fn().mockResolvedValue([]) } as unknown as SearchBackend
    await expect(withErrorMapping(backend).categories({ size: 20 })).resolves.toEqual([])
    expect(backend.categories).toHaveBeenCalledWith({ size: 20 })
  })
})
