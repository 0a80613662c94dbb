import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferredLogger } from './deferred'

describe('deferredLogger', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes the same line as the logger once the logger has loaded, in the order logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const log = deferredLogger('autocomplete')
    log.error('Unreadable autocomplete answer', { error: 'bad shape' })
    log.warn('Second entry')
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/ERROR \[autocomplete\] Unreadable autocomplete answer error=bad shape$/),
    )
    expect(error.mock.invocationCallOrder[0]).toBeLessThan(warn.mock.invocationCallOrder[0]!)
  })
})
