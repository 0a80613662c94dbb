import { afterEach, describe, expect, it, vi } from 'vitest'
import { BACKENDS, healthReport, httpProbe, registerBackendDetails, type BackendName, type Probe } from './report'

const up: Probe = async () => ({ up: true, httpStatus: 200 })
const allUp = () => Object.fromEntries(BACKENDS.map((name) => [name, up])) as Record<BackendName, Probe>

describe('healthReport', () => {
  afterEach(() => vi.useRealTimers())

  it('is ok when every back end answers, degraded naming the one that does not', async () => {
    expect((await healthReport(allUp(), { timeoutMs: 100 })).status).toBe('ok')
    const probes = { ...allUp(), cms: (async () => ({ up: false, reason: 'http', httpStatus: 502 })) as Probe }
    const report = await healthReport(probes, { timeoutMs: 100 })
    expect(report.status).toBe('degraded')
    expect(report.backends.cms).toMatchObject({ status: 'down', reason: 'http', httpStatus: 502 })
    expect(report.backends['order-system']).toMatchObject({ status: 'up', httpStatus: 200 })
  })

  it('gives up on a back end that does not answer in time, and aborts its request', async () => {
    vi.useFakeTimers()
    let aborted = false
    const hanging: Probe = (signal) =>
      new Promise(() => signal.addEventListener('abort', () => (aborted = true), { once: true }))
    const pending = healthReport({ ...allUp(), search: hanging }, { timeoutMs: 2_000 })
    await vi.advanceTimersByTimeAsync(2_000)
    const report = await pending
    expect(report.backends.search).toMatchObject({ status: 'down', reason: 'timeout' })
    expect(aborted).toBe(true)
  })

  it('counts a probe that throws (connection refused) as a network failure', async () => {
    const refused: Probe = async () => {
      throw new TypeError('fetch failed')
    }
    const report = await healthReport({ ...allUp(), identity: refused }, { timeoutMs: 100 })
    expect(report.backends.identity).toMatchObject({ status: 'down', reason: 'network' })
  })

  it('adds what another layer registered for a back end, until it unregisters', async () => {
    const unregister = registerBackendDetails('order-system', () => ({ breaker: 'open' }))
    expect((await healthReport(allUp(), { timeoutMs: 100 })).backends['order-system'].breaker).toBe('open')
    unregister()
    expect((await healthReport(allUp(), { timeoutMs: 100 })).backends['order-system'].breaker).toBeUndefined()
  })
})

describe('httpProbe', () => {
  const answer = (status: number) => vi.fn<typeof fetch>(async () => new Response('{}', { status }))

  it('takes any answer below 500 as reachable, or only a 2xx when asked', async () => {
    const signal = new AbortController().signal
    expect(await httpProbe('http://erp.test/', answer(404))(signal)).toEqual({ up: true, httpStatus: 404 })
    expect(await httpProbe('http://erp.test/', answer(503))(signal)).toEqual({
      up: false,
      reason: 'http',
      httpStatus: 503,
    })
    expect(await httpProbe('http://idp.test/x', answer(404), { expectOk: true })(signal)).toMatchObject({ up: false })
  })

  it('sends credentials written in the URL as a header, never in the URL', async () => {
    const fetchImpl = answer(200)
    await httpProbe('http://elastic:s3cret@es.test:9200/', fetchImpl)(new AbortController().signal)
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(String(url)).toBe('http://es.test:9200/')
    expect(new Headers(init?.headers).get('authorization')).toBe(`Basic ${btoa('elastic:s3cret')}`)
  })
})
