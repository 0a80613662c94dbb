import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  createHttpClient,
  RETRY_AFTER_CAP_MS,
  DEFAULT_RETRY_DELAY_MS,
  type HttpClientConfig,
  type HttpMethod,
} from './client'
import { createUnauthorizedGate } from './unauthorized'
import { RETRYABLE_STATUSES } from './result'

type Answer = Response | Error | ((init: RequestInit) => Promise<Response>)

/** A fetch that replays scripted answers in order and records every call. */
function scriptedFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init })
    const answer = answers.length > 1 ? answers.shift() : answers[0]
    if (answer === undefined) throw new Error('no scripted answer')
    if (answer instanceof Error) throw answer
    if (typeof answer === 'function') return answer(init)
    return answer.clone()
  })
  return { fetch: fetchImpl as unknown as typeof fetch, calls }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

function setup(answers: Answer[], config: Partial<HttpClientConfig> = {}) {
  const { fetch, calls } = scriptedFetch(...answers)
  const sleep = vi.fn(async () => undefined)
  const logger = { error: vi.fn(), warn: vi.fn() }
  const client = createHttpClient({
    system: 'order-system',
    baseUrl: 'http://erp.test/api/',
    timeoutMs: 1000,
    fetch,
    sleep,
    logger,
    ...config,
  })
  return { client, calls, sleep, logger }
}

const anything = z.unknown()

describe('base URL joining', () => {
  it.each([
    ['http://erp.test/api/', 'sales', 'http://erp.test/api/sales'],
    ['http://erp.test/api', 'sales', 'http://erp.test/api/sales'],
    ['http://erp.test/api/', '/sales', 'http://erp.test/api/sales'],
    ['http://erp.test/api', '/sales/12/download', 'http://erp.test/api/sales/12/download'],
    ['/proxy/erp', 'carts/current', '/proxy/erp/carts/current'],
  ])('%s + %s → %s', async (baseUrl, path, expected) => {
    const { client, calls } = setup([json(200, {})], { baseUrl })
    await client.get(path, { schema: anything })
    expect(calls[0]?.url).toBe(expected)
  })

  it.each([
    '//evil.example/x',
    'https://evil.example/x',
    'http:evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    'sales//evil',
    '../admin',
    'sales/%2e%2e/admin',
    'sales/./x',
    'sales\nHost: evil',
    'sales#frag',
  ])('refuses %j without calling fetch', (path) => {
    const { client, calls } = setup([json(200, {})])
    expect(() => client.get(path, { schema: anything })).toThrow(TypeError)
    expect(calls).toHaveLength(0)
  })

  it('refuses a base URL with a query string', () => {
    expect(() => createHttpClient({ system: 'cms', baseUrl: 'http://cms.test/?x=1', timeoutMs: 1 })).toThrow(TypeError)
  })

  it('appends the query, dropping undefined and null, repeating arrays', async () => {
    const { client, calls } = setup([json(200, {})])
    await client.get('invoices', {
      schema: anything,
      query: { page: 2, page_size: 10, state: undefined, partner: null, tag: ['a', 'b c'], paid: false },
    })
    expect(calls[0]?.url).toBe('http://erp.test/api/invoices?page=2&page_size=10&tag=a&tag=b+c&paid=false')
  })

  it('merges the query into a path that already has one', async () => {
    const { client, calls } = setup([json(200, {})])
    await client.get('payment/methods?payable=abc', { schema: anything, query: { x: 1, y: undefined } })
    expect(calls[0]?.url).toBe('http://erp.test/api/payment/methods?payable=abc&x=1')
  })
})

describe('request building', () => {
  it('sends JSON with content type, default headers, per-call headers and credentials', async () => {
    const { client, calls } = setup([json(200, { id: 1 })], {
      headers: () => ({ authorization: 'Bearer t', 'x-lang': 'fr' }),
      credentials: () => 'include',
    })
    await client.post('carts/current/coupon', { schema: anything, json: { code: 'X' }, headers: { 'x-lang': 'en' } })
    const init = calls[0]?.init
    const headers = new Headers(init?.headers)
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"code":"X"}')
    expect(init?.credentials).toBe('include')
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('accept')).toBe('application/json')
    expect(headers.get('authorization')).toBe('Bearer t')
    expect(headers.get('x-lang')).toBe('en')
  })

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const { client, calls } = setup([json(200, { size: 1, data: [] })], { system: 'shop-server' })
    const form = new FormData()
    form.set('data', '{}')
    await client.post('leads', { schema: anything, body: form })
    expect(calls[0]?.init.body).toBe(form)
    expect(new Headers(calls[0]?.init.headers).has('content-type')).toBe(false)
  })

  it('refuses json and body together', () => {
    const { client } = setup([json(200, {})])
    expect(() => client.post('x', { schema: anything, json: {}, body: new Blob() })).toThrow(TypeError)
  })
})

describe('answers', () => {
  it('parses a JSON answer through the schema', async () => {
    const { client } = setup([json(200, { id: 3, name: 'SO003', extra: true })])
    const result = await client.get('sales/3', { schema: z.object({ id: z.number(), name: z.string() }) })
    expect(result).toEqual({ ok: true, status: 200, data: { id: 3, name: 'SO003' } })
  })

  it('hands null to the schema for a 204', async () => {
    const { client } = setup([new Response(null, { status: 204 })])
    const result = await client.post('v2/cart/sync', { schema: z.object({ id: z.number() }).nullable() })
    expect(result).toEqual({ ok: true, status: 204, data: null })
  })

  it('hands null to the schema for an empty 200 body', async () => {
    const { client } = setup([new Response('', { status: 200 })])
    expect(await client.get('x', { schema: z.null() })).toEqual({ ok: true, status: 200, data: null })
  })

  it('reports a 204 as a validation error when the schema does not allow null', async () => {
    const { client } = setup([new Response(null, { status: 204 })])
    const result = await client.get('customer', { schema: z.object({ name: z.string() }) })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.kind).toBe('validation')
  })

  it('maps a schema mismatch to a validation error carrying zod issues, without retrying', async () => {
    const { client, calls, logger } = setup([json(200, { id: 'three' })])
    const result = await client.get('sales/3', { schema: z.object({ id: z.number() }) })
    expect(calls).toHaveLength(1)
    expect(result.ok).toBe(false)
    if (result.ok || result.error.kind !== 'validation') throw new Error('expected a validation error')
    expect(result.error.retryable).toBe(false)
    expect(result.error.issues[0]?.path).toEqual(['id'])
    expect(logger.error).toHaveBeenCalledWith('HTTP request failed', expect.objectContaining({ kind: 'validation' }))
  })

  it('names the fields of an unusable answer in the log, never their values', async () => {
    const { client, logger } = setup([json(200, { items: [{ id: 1 }, { id: 'confidentiel' }] })])
    await client.get('sales', { schema: z.object({ items: z.array(z.object({ id: z.number() })) }) })
    const context = logger.error.mock.calls[0]?.[1]
    expect(context?.fields).toEqual(['items.1.id'])
    expect(JSON.stringify(context)).not.toContain('confidentiel')
  })

  it('maps a malformed JSON body to a validation error', async () => {
    const { client } = setup([new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } })])
    const result = await client.get('x', { schema: anything })
    expect(!result.ok && result.error.kind).toBe('validation')
  })

  it('returns a Blob for file downloads', async () => {
    const { client } = setup([
      new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    ])
    const result = await client.get('invoices/4/download', {
      schema: z.instanceof(Blob),
      responseType: 'blob',
      retry: 0,
    })
    if (!result.ok) throw new Error('expected a blob')
    expect(await result.data.text()).toBe('%PDF-1.7')
  })

  it('ignores the body when the answer is declared empty', async () => {
    const { client } = setup([json(200, { ignored: true })])
    expect(await client.post('auth/logout', { schema: z.null(), responseType: 'empty' })).toEqual({
      ok: true,
      status: 200,
      data: null,
    })
  })

  it.each([
    [400, json(400, { message: 'Mauvaise requête' }), { message: 'Mauvaise requête' }],
    [404, new Response('Not here', { status: 404, headers: { 'content-type': 'text/plain' } }), 'Not here'],
    [422, new Response('{"broken', { status: 422, headers: { 'content-type': 'application/json' } }), '{"broken'],
    [409, new Response(null, { status: 409 }), null],
    [599, json(599, { a: 1 }), { a: 1 }],
  ])('maps status %i to an http error with the parsed body', async (status, response, body) => {
    const { client } = setup([response])
    const result = await client.post('x', { schema: anything })
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status, body, retryable: RETRYABLE_STATUSES.has(status) }),
    })
  })

  it('maps a thrown fetch to a network error', async () => {
    const { client } = setup([new TypeError('fetch failed')])
    const result = await client.post('x', { schema: anything })
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'fetch failed', retryable: true } })
  })
})

describe('retries', () => {
  it.each<[HttpMethod, number]>([
    ['GET', 2],
    ['HEAD', 2],
    ['OPTIONS', 2],
    ['POST', 1],
    ['PUT', 1],
    ['PATCH', 1],
    ['DELETE', 1],
  ])('%s makes %i attempt(s) by default on a 503', async (method, attempts) => {
    const { client, calls } = setup([new Response(null, { status: 503 })])
    const result = await client.request(method, 'x', { schema: anything })
    expect(calls).toHaveLength(attempts)
    expect(!result.ok && result.error.kind).toBe('http')
  })

  it.each([...RETRYABLE_STATUSES])('retries a GET on %i and returns the second answer', async (status) => {
    const { client, calls } = setup([new Response(null, { status }), json(200, { ok: 1 })])
    const result = await client.get('x', { schema: anything })
    expect(calls).toHaveLength(2)
    expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 } })
  })

  it.each([400, 401, 403, 404, 422, 501])('never retries a %i', async (status) => {
    const { client, calls } = setup([new Response(null, { status }), json(200, {})], { system: 'cms' })
    await client.get('x', { schema: anything, retry: 3 })
    expect(calls).toHaveLength(1)
  })

  it('retries network errors', async () => {
    const { client, calls } = setup([new TypeError('fetch failed'), json(200, { a: 1 })])
    expect((await client.get('x', { schema: anything })).ok).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('lets the caller override the count: retry 0 on a GET, retry 2 on a POST', async () => {
    const get = setup([new Response(null, { status: 500 })])
    await get.client.get('x', { schema: anything, retry: 0 })
    expect(get.calls).toHaveLength(1)

    const post = setup([new Response(null, { status: 500 })])
    await post.client.post('x', { schema: anything, retry: 2 })
    expect(post.calls).toHaveLength(3)
    expect(post.sleep).toHaveBeenCalledTimes(2)
  })

  it('waits a short default delay between attempts and logs the retry as a warning', async () => {
    const { client, sleep, logger } = setup([new Response(null, { status: 502 }), json(200, {})])
    await client.get('sales', { schema: anything, query: { token: 'secret' } })
    expect(sleep).toHaveBeenCalledWith(DEFAULT_RETRY_DELAY_MS)
    expect(logger.warn).toHaveBeenCalledWith('HTTP request failed, retrying', {
      system: 'order-system',
      method: 'GET',
      path: 'sales',
      kind: 'http',
      status: 502,
      attempt: 1,
    })
  })

  it.each([
    [429, '2', 2000],
    [503, '1', 1000],
    [503, '3600', RETRY_AFTER_CAP_MS],
    [429, 'not a date', DEFAULT_RETRY_DELAY_MS],
    [500, '2', DEFAULT_RETRY_DELAY_MS],
  ])('on %i with Retry-After %j waits %i ms', async (status, retryAfter, expected) => {
    const { client, sleep } = setup([
      new Response(null, { status, headers: { 'retry-after': retryAfter } }),
      json(200, {}),
    ])
    await client.get('x', { schema: anything })
    expect(sleep).toHaveBeenCalledWith(expected)
  })

  it('reads Retry-After as an HTTP date', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const { client, sleep } = setup([
        new Response(null, { status: 503, headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' } }),
        json(200, {}),
      ])
      await client.get('x', { schema: anything })
      expect(sleep).toHaveBeenCalledWith(3000)
    } finally {
      vi.useRealTimers()
    }
  })
})

/** A fetch that only settles when its signal aborts, like a server that never answers. */
const hanging = (init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })

describe('timeout and cancellation', () => {
  it('gives up after timeoutMs and reports a timeout', async () => {
    vi.useFakeTimers()
    try {
      const { client, calls } = setup([hanging], { timeoutMs: 50 })
      const pending = client.post('x', { schema: anything })
      await vi.advanceTimersByTimeAsync(50)
      expect(await pending).toEqual({ ok: false, error: expect.objectContaining({ kind: 'timeout', retryable: true }) })
      expect(calls[0]?.init.signal?.aborted).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('retries a timed-out GET once', async () => {
    vi.useFakeTimers()
    try {
      const { client, calls } = setup([hanging, json(200, { a: 1 })], { timeoutMs: 50 })
      const pending = client.get('x', { schema: anything })
      await vi.advanceTimersByTimeAsync(50)
      expect((await pending).ok).toBe(true)
      expect(calls).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('reports a caller abort as aborted, without retry or error log', async () => {
    const { client, calls, logger } = setup([hanging])
    const controller = new AbortController()
    const pending = client.get('x', { schema: anything, signal: controller.signal })
    controller.abort()
    expect(await pending).toEqual({ ok: false, error: expect.objectContaining({ kind: 'aborted', retryable: false }) })
    expect(calls).toHaveLength(1)
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('does not call fetch when the signal is already aborted', async () => {
    const { client, calls } = setup([json(200, {})])
    const result = await client.get('x', { schema: anything, signal: AbortSignal.abort() })
    expect(!result.ok && result.error.kind).toBe('aborted')
    expect(calls).toHaveLength(0)
  })
})

describe('401 handling', () => {
  it.each(['order-system', 'shop-server'] as const)('a 401 from %s calls onUnauthorized', async (system) => {
    const onUnauthorized = vi.fn()
    const { client } = setup([new Response(null, { status: 401 })], { system, onUnauthorized })
    await client.get('customer', { schema: anything })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(system)
  })

  it.each(['cms', 'identity', 'search'] as const)('a 401 from %s does not sign out', async (system) => {
    const onUnauthorized = vi.fn()
    const { client } = setup([new Response(null, { status: 401 })], { system, onUnauthorized })
    await client.get('x', { schema: anything })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('still returns the 401 when the handler throws', async () => {
    const { client, logger } = setup([new Response(null, { status: 401 })], {
      onUnauthorized: () => {
        throw new Error('boom')
      },
    })
    const result = await client.get('x', { schema: anything })
    expect(!result.ok && result.error.kind === 'http' && result.error.status).toBe(401)
    expect(logger.error).toHaveBeenCalledWith('onUnauthorized handler threw', expect.objectContaining({ status: 401 }))
  })

  it('ten concurrent 401s through a gate sign out once; after rearm the next one signs out again', async () => {
    const signOut = vi.fn()
    const gate = createUnauthorizedGate(signOut)
    const { client, calls } = setup([new Response(null, { status: 401 })], {
      system: 'shop-server',
      onUnauthorized: gate.trigger,
    })

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.get(`addresses/${i}`, { schema: anything })),
    )
    expect(calls).toHaveLength(10)
    expect(results.every((r) => !r.ok)).toBe(true)
    expect(signOut).toHaveBeenCalledExactlyOnceWith('shop-server')
    expect(gate.tripped).toBe(true)

    gate.rearm()
    await client.get('customer', { schema: anything })
    expect(signOut).toHaveBeenCalledTimes(2)
  })
})

describe('logging', () => {
  it('logs system, method, path and status but never headers, query or bodies', async () => {
    const { client, logger } = setup([json(500, { password: 'hunter2' })], {
      system: 'shop-server',
      headers: () => ({ authorization: 'Bearer secret-token' }),
    })
    await client.post('auth/signin?next=secret', { schema: anything, json: { password: 'hunter2' } })
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('HTTP request failed', {
      system: 'shop-server',
      method: 'POST',
      path: 'auth/signin',
      kind: 'http',
      status: 500,
      attempt: 1,
    })
    const logged = JSON.stringify([...logger.error.mock.calls, ...logger.warn.mock.calls])
    expect(logged).not.toMatch(/secret|hunter2|Bearer/)
  })
})
