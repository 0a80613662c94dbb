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

  it('refuses a production start whose back ends were not given, naming each one in one message', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NODE_ENV', 'production')
    for (const name of ['SITE_URL', 'OIDC_AUTHORITY', 'SHOP_SERVER_URL', 'CMS_URL'])
      vi.stubEnv(name, `https://${name.toLowerCase()}.example.fr/`)
    vi.stubEnv('SEARCH_BACKEND', 'local')
    vi.stubEnv('SEARCH_LOCAL_DIR', '/srv/index')
    vi.stubEnv('ORDER_SYSTEM_URL', '')
    vi.stubEnv('DEMO', '')
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await register()
    expect(exit).toHaveBeenCalledWith(1)
    expect(log).toHaveBeenCalledOnce()
    const message = String(log.mock.calls[0]?.[0])
    expect(message).toMatch(/définissez ORDER_SYSTEM_URL, ou DEMO=1/)
    expect(message).toMatch(/set ORDER_SYSTEM_URL, or DEMO=1/)
  })

  it('starts in production on the demo defaults when DEMO=1 (npm start)', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('DEMO', '1')
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never)
    await register()
    expect(exit).not.toHaveBeenCalled()
  })
})
