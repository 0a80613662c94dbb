import { describe, expect, it, vi } from 'vitest'
import { isRouterPrefetch, limitPrefetches, MAX_PARALLEL_PREFETCHES, prefetchAllowed } from './prefetch-policy'

const PREFETCH = { headers: { rsc: '1', 'Next-Router-Prefetch': '1' } }

/** A fetch whose responses the test hands out one by one, with bodies it closes when it wants. */
function controlledFetch() {
  const calls: Array<{
    url: string
    respond: (body?: ReadableStream<Uint8Array>) => void
    fail: (error: Error) => void
  }> = []
  const impl = vi.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({ url: String(input), respond: (body) => resolve(new Response(body ?? 'ok')), fail: reject })
      }),
  )
  return { impl, calls, started: () => calls.map((call) => call.url) }
}

function openBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  return { body, controller }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function limited(impl: ReturnType<typeof controlledFetch>['impl'], allowed = () => true) {
  return limitPrefetches(impl, { max: MAX_PARALLEL_PREFETCHES, isPrefetch: isRouterPrefetch, allowed })
}

describe('prefetchAllowed', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ saveData: false, effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('%j → %s', (connection, expected) => {
    expect(prefetchAllowed(connection)).toBe(expected)
  })
})

describe('isRouterPrefetch', () => {
  it('reads the header from plain objects, Headers and Requests, whatever its case', () => {
    expect(isRouterPrefetch('/a', PREFETCH)).toBe(true)
    expect(isRouterPrefetch('/a', { headers: new Headers({ 'next-router-prefetch': '1' }) })).toBe(true)
    expect(isRouterPrefetch(new Request('http://shop.test/a', PREFETCH))).toBe(true)
  })

  it('leaves navigations and API calls alone', () => {
    expect(isRouterPrefetch('/a', { headers: { rsc: '1', 'next-router-state-tree': '[]' } })).toBe(false)
    expect(isRouterPrefetch('/api/autocomplete?q=ga')).toBe(false)
    expect(isRouterPrefetch(new URL('http://shop.test/a'))).toBe(false)
  })
})

describe('limitPrefetches', () => {
  it('keeps 5 prefetches in flight and starts the others in order as slots free up', async () => {
    const net = controlledFetch()
    const fetch = limited(net.impl)
    const responses = Array.from({ length: 7 }, (_, i) => fetch(`/p${i}`, PREFETCH))
    await flush()
    expect(net.started()).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4'])

    net.calls[3]!.respond()
    expect(await (await responses[3]!).text()).toBe('ok')
    await flush()
    expect(net.started()).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4', '/p5'])

    net.calls[0]!.respond()
    await flush()
    expect(net.started()).toHaveLength(7)
    expect(net.started()[6]).toBe('/p6')
  })

  it('holds the slot until the whole body has arrived', async () => {
    const net = controlledFetch()
    const fetch = limited(net.impl)
    const first = fetch('/p0', PREFETCH)
    for (let i = 1; i <= 5; i++) void fetch(`/p${i}`, PREFETCH)
    await flush()
    const { body, controller } = openBody()
    net.calls[0]!.respond(body)
    controller.enqueue(new TextEncoder().encode('partial '))
    await flush()
    expect(net.started()).toHaveLength(5)

    controller.enqueue(new TextEncoder().encode('payload'))
    controller.close()
    expect(await (await first).text()).toBe('partial payload')
    await flush()
    expect(net.started()).toHaveLength(6)
  })

  it('frees the slot when the request or its body fails', async () => {
    const net = controlledFetch()
    const fetch = limited(net.impl)
    const responses = Array.from({ length: 7 }, (_, i) => fetch(`/p${i}`, PREFETCH))
    await flush()

    net.calls[0]!.fail(new TypeError('Failed to fetch'))
    await expect(responses[0]).rejects.toThrow('Failed to fetch')
    const { body, controller } = openBody()
    net.calls[1]!.respond(body)
    controller.error(new TypeError('network error'))
    await expect(responses[1]).rejects.toThrow('network error')
    await flush()
    expect(net.started()).toHaveLength(7)
  })

  it('lets navigations and API calls through at once, even with every slot taken', async () => {
    const net = controlledFetch()
    const fetch = limited(net.impl)
    for (let i = 0; i < 6; i++) void fetch(`/p${i}`, PREFETCH)
    await flush()
    const navigation = fetch('/page', { headers: { rsc: '1' } })
    expect(net.impl).toHaveBeenLastCalledWith('/page', { headers: { rsc: '1' } })
    expect(navigation).toBe(net.impl.mock.results.at(-1)!.value)
  })

  it('keeps the status, headers, final URL and redirect flag of the response', async () => {
    const redirected = new Response('tree', { status: 200, headers: { 'content-type': 'text/x-component' } })
    Object.defineProperties(redirected, { url: { value: 'http://shop.test/new' }, redirected: { value: true } })
    const fetch = limitPrefetches(async () => redirected, { max: 5, isPrefetch: isRouterPrefetch, allowed: () => true })
    const response = await fetch('/old', PREFETCH)
    expect(response).toMatchObject({ status: 200, url: 'http://shop.test/new', redirected: true })
    expect(response.headers.get('content-type')).toBe('text/x-component')
    expect(await response.text()).toBe('tree')
  })

  it('drops an aborted prefetch from the queue and gives its turn to the next one', async () => {
    const net = controlledFetch()
    const fetch = limited(net.impl)
    for (let i = 0; i < 5; i++) void fetch(`/p${i}`, PREFETCH)
    const abort = new AbortController()
    const aborted = fetch('/gone', { ...PREFETCH, signal: abort.signal })
    void fetch('/next', PREFETCH)
    abort.abort()
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })

    net.calls[0]!.respond()
    await flush()
    expect(net.started()).not.toContain('/gone')
    expect(net.started().at(-1)).toBe('/next')
  })

  it('refuses prefetches on a slow or data-saving connection, including those already queued', async () => {
    const net = controlledFetch()
    let allowed = false
    const fetch = limited(net.impl, () => allowed)
    await expect(fetch('/p', PREFETCH)).rejects.toMatchObject({ name: 'AbortError' })
    expect(net.impl).not.toHaveBeenCalled()
    void fetch('/page', { headers: { rsc: '1' } })
    expect(net.impl).toHaveBeenCalledTimes(1)

    allowed = true
    for (let i = 0; i < 5; i++) void fetch(`/p${i}`, PREFETCH)
    const queued = fetch('/queued', PREFETCH)
    await flush()
    allowed = false
    net.calls[1]!.respond()
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' })
    expect(net.started()).not.toContain('/queued')
  })
})
