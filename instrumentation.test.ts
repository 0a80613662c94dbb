import { afterEach, describe, expect, it, vi } from 'vitest'
import { register } from './instrumentation'

describe('register', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('stops the server on a bad variable, naming it', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('SHOP_SERVER_URL', 'pas une url')
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await register()
    expect(exit).toHaveBeenCalledWith(1)
    expect(log.mock.calls.flat().join(' ')).toContain('SHOP_SERVER_URL')
  })

  it('lets a valid configuration start', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('SHOP_SERVER_URL', 'https://api.example.fr/')
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never)
    await register()
    expect(exit).not.toHaveBeenCalled()
  })
})
