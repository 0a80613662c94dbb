import { afterEach, describe, expect, it, vi } from 'vitest'
import { onRequestError, register } from './instrumentation'

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

describe('onRequestError', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('logs one JSON line with the request id, the route and the digest, without the query', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const write = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = Object.assign(new Error('CMS unavailable (page handle=cgv): No answer within 2500 ms'), {
      digest: 'backend-unavailable',
    })
    await onRequestError(
      error,
      { path: '/cgv?token=secret', method: 'GET', headers: { 'x-request-id': 'req-12345678' } },
      {
        routerKind: 'App Router',
        routePath: '/[handle]/[[...query]]',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    )
    expect(write).toHaveBeenCalledTimes(1)
    const line = JSON.parse(String(write.mock.calls[0]![0])) as Record<string, unknown>
    expect(line).toMatchObject({
      level: 'error',
      scope: 'server',
      requestId: 'req-12345678',
      path: '/cgv',
      route: '/[handle]/[[...query]]',
      error: { digest: 'backend-unavailable' },
    })
    expect(JSON.stringify(line)).not.toContain('secret')
  })
})
