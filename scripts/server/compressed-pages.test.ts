import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
// Next's own per-request compression, which the deployable server keeps for every other answer.
import compression from 'next/dist/compiled/compression'
import { compressedPages, negotiateEncoding } from './compressed-pages.mjs'

/** A page the way Next sends one from its cache (send-payload.js): headers, then the body as one string. */
const PAGE = `<!DOCTYPE html><html lang="fr"><body>${'<p>Gants de manutention — prix à partir de 12,50 €</p>'.repeat(400)}</body></html>`
const CACHED = 's-maxage=60, stale-while-revalidate=31535940'

type Page = {
  body: string
  cacheControl: string
  cookie?: boolean
  /** Next's x-nextjs-cache; a page from its cache that is still fresh there is a HIT. */
  cache?: 'HIT' | 'STALE' | 'MISS'
  headers?: Record<string, string>
}

let servers: ReturnType<typeof createServer>[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
})

/** The deployable server's chain (scripts/server/server.mjs) in front of a stand-in for Next. */
async function serve(pageFor: (path: string) => Page, maxBytes = 1024 * 1024) {
  const layer = compressedPages({ maxBytes })
  const perRequest = compression()
  /** Requests that reached the stand-in for Next. */
  const handled: string[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (layer.answer(request, response)) return
    perRequest(request, response, () => {})
    layer.handle(request, response)
    handled.push(`${request.method} ${request.url}`)
    const page = pageFor(request.url ?? '/')
    // What the proxy sets on every answer, then what Next's page sets (send-payload.js).
    response.setHeader('x-request-id', request.headers['x-request-id'] ?? crypto.randomUUID())
    response.setHeader('X-Content-Type-Options', 'nosniff')
    for (const [name, value] of Object.entries(page.headers ?? {})) response.setHeader(name, value)
    if (!page.headers?.vary) response.setHeader('Vary', 'rsc, next-router-state-tree')
    response.setHeader('Cache-Control', page.cacheControl)
    if (page.cache) response.setHeader('x-nextjs-cache', page.cache)
    if (page.cookie) response.setHeader('Set-Cookie', 'a=b')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Content-Length', Buffer.byteLength(page.body))
    response.end(request.method === 'HEAD' ? null : page.body)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // node:http rather than fetch, which would decompress: the raw bytes are what a buyer's browser receives.
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path, headers, method }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const received = new Headers()
          for (const [name, value] of Object.entries(response.headers)) if (value) received.set(name, String(value))
          resolve({ status: response.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) })
        })
      })
        .on('error', reject)
        .end()
    })
  return { get, layer, handled }
}

const cachedPage = (body = PAGE): Page => ({ body, cacheControl: CACHED })

describe('compressed pages of the deployable server', () => {
  it('sends a cached page compressed, with the very bytes Next rendered once decompressed', async () => {
    const { get } = await serve(() => cachedPage())
    const gzip = await get('/gants', { 'accept-encoding': 'gzip, deflate' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    expect(Number(gzip.headers.get('content-length'))).toBe(gzip.body.length)
    const br = await get('/gants', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE)
    for (const answer of [gzip, br])
      expect(answer.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding')
  })

  it('compresses a page once for all the buyers who ask for it', async () => {
    const { get, layer } = await serve(() => cachedPage())
    const first = await get('/gants', { 'accept-encoding': 'gzip' })
    const second = await get('/gants', { 'accept-encoding': 'gzip' })
    expect(second.body.equals(first.body)).toBe(true)
    expect(layer.held().pages).toBe(1)
  })

  it('sends the page as it is to a client that accepts no compression', async () => {
    const { get } = await serve(() => cachedPage())
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0, br;q=0' },
    ]
    for (const headers of refusals) {
      const answer = await get('/gants', headers)
      expect(answer.headers.get('content-encoding')).toBeNull()
      expect(answer.body.toString()).toBe(PAGE)
    }
  })

  it('names a page by an ETag of its content, and answers 304 to a buyer who has it', async () => {
    let body = PAGE
    const { get } = await serve(() => cachedPage(body))
    const first = await get('/gants', { 'accept-encoding': 'gzip' })
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    expect((await get('/gants', { 'accept-encoding': 'br' })).headers.get('etag')).toBe(etag)
    const again = await get('/gants', { 'accept-encoding': 'gzip', 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    body = PAGE.replace('12,50', '13,00')
    const changed = await get('/gants', { 'accept-encoding': 'gzip', 'if-none-match': etag! })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(gunzipSync(changed.body).toString()).toBe(body)
  })

  it('leaves a page rendered for one buyer to per-request compression, neither kept nor given an ETag', async () => {
    const pages: Record<string, Page> = {
      '/account': { body: PAGE, cacheControl: 'private, no-store' },
      '/with-cookie': { body: PAGE, cacheControl: CACHED, cookie: true },
    }
    const { get, layer } = await serve((path) => pages[path]!)
    for (const path of Object.keys(pages)) {
      const answer = await get(path, { 'accept-encoding': 'gzip' })
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      expect(gunzipSync(answer.body).toString()).toBe(PAGE)
      expect(answer.headers.get('etag')).toBeNull()
    }
    expect(layer.held().pages).toBe(0)
  })

  it('holds no more than its memory bound, dropping the page served least recently', async () => {
    const bodies = ['a', 'b', 'c'].map((letter) => PAGE.replace('Gants', `Gants ${letter}`))
    // Room for two pages (their text at two bytes a character, plus a compressed form), not three.
    const { get, layer } = await serve((path) => cachedPage(bodies[Number(path.slice(1))]), PAGE.length * 5)
    await get('/0', { 'accept-encoding': 'gzip' })
    await get('/1', { 'accept-encoding': 'gzip' })
    expect(layer.held().pages).toBe(2)
    await get('/2', { 'accept-encoding': 'gzip' })
    expect(layer.held().pages).toBe(2)
    expect(layer.held().bytes).toBeLessThanOrEqual(PAGE.length * 5)
    const first = await get('/0', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(first.body).toString()).toBe(bodies[0])
  })
})

describe('answers stored like a shared cache in front of Next', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const fresh = (body = PAGE, headers: Record<string, string> = {}): Page => ({
    body,
    cacheControl: CACHED,
    cache: 'HIT',
    headers,
  })
  const without = (headers: Headers, ...names: string[]) => [...headers].filter(([name]) => !names.includes(name))

  it('answers a page Next serves fresh from its cache without asking Next again, with its own request id', async () => {
    const { get, handled } = await serve(() => fresh())
    const first = await get('/gants?marque=Nordik', { 'accept-encoding': 'br' })
    const again = await get('/gants?marque=Nordik', { 'accept-encoding': 'br' })
    expect(handled).toEqual(['GET /gants?marque=Nordik'])
    expect(again.status).toBe(200)
    expect(again.body.equals(first.body)).toBe(true)
    expect(brotliDecompressSync(again.body).toString()).toBe(PAGE)
    // The buyer sees the same answer, the request id and the stored answer's age aside.
    expect(without(again.headers, 'x-request-id', 'date', 'age', 'connection', 'keep-alive')).toEqual(
      without(first.headers, 'x-request-id', 'date', 'age', 'connection', 'keep-alive', 'transfer-encoding'),
    )
    expect(again.headers.get('age')).toBe('0')
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    const kept = await get('/gants?marque=Nordik', { 'accept-encoding': 'br', 'x-request-id': 'lb-0123456789' })
    expect(kept.headers.get('x-request-id')).toBe('lb-0123456789')
    // Another query is another page; another coding comes from the same stored page.
    const gzip = await get('/gants?marque=Nordik', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    const identity = await get('/gants?marque=Nordik')
    expect(identity.body.toString()).toBe(PAGE)
    expect(Number(identity.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE))
    await get('/gants?marque=Lux', { 'accept-encoding': 'br' })
    expect(handled).toEqual(['GET /gants?marque=Nordik', 'GET /gants?marque=Lux'])
  })

  it('answers the outage guard, which asks this server at its loopback address, from the same stored page', async () => {
    const { get, handled } = await serve(() => fresh())
    await get('/gants', { 'accept-encoding': 'gzip', host: 'shop.example' })
    const guard = await get('/gants', {
      'accept-encoding': 'identity',
      host: '127.0.0.1:3000',
      'x-shop-outage-guard': '1',
    })
    expect(guard.body.toString()).toBe(PAGE)
    expect(handled).toEqual(['GET /gants'])
  })

  it('asks Next again once the answer is older than its s-maxage, and stores its next fresh answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let body = PAGE
    const { get, handled } = await serve(() => fresh(body))
    await get('/gants', { 'accept-encoding': 'gzip' })
    vi.advanceTimersByTime(59_000)
    const aging = await get('/gants', { 'accept-encoding': 'gzip' })
    expect(aging.headers.get('age')).toBe('59')
    expect(handled).toHaveLength(1)
    body = PAGE.replace('12,50', '13,00')
    vi.advanceTimersByTime(1_000)
    const refreshed = await get('/gants', { 'accept-encoding': 'gzip' })
    expect(handled).toHaveLength(2)
    expect(gunzipSync(refreshed.body).toString()).toBe(body)
    const stored = await get('/gants', { 'accept-encoding': 'gzip' })
    expect(handled).toHaveLength(2)
    expect(gunzipSync(stored.body).toString()).toBe(body)
  })

  it('never stores a stale or first render, a page for one buyer, a cookie, a nonce or a Vary it cannot follow', async () => {
    const pages: Record<string, Page> = {
      '/stale': { ...fresh(), cache: 'STALE' },
      '/first-render': { ...fresh(), cache: 'MISS' },
      '/account': { ...fresh(), cacheControl: 'private, no-store' },
      '/with-cookie': { ...fresh(), cookie: true },
      '/nonce': fresh(PAGE, { 'Content-Security-Policy': "script-src 'self' 'nonce-abc123'" }),
      '/vary-all': fresh(PAGE, { vary: '*' }),
    }
    const { get, handled, layer } = await serve((path) => pages[path]!)
    for (const path of Object.keys(pages)) for (let i = 0; i < 2; i++) await get(path, { 'accept-encoding': 'gzip' })
    expect(handled).toHaveLength(2 * Object.keys(pages).length)
    expect(layer.held().answers).toBe(0)
  })

  it('answers HEAD and If-None-Match from the stored page', async () => {
    const { get, handled } = await serve(() => fresh())
    const first = await get('/gants', { 'accept-encoding': 'gzip' })
    const head = await get('/gants', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers.get('content-length')).toBe(String(first.body.length))
    expect(head.headers.get('etag')).toBe(first.headers.get('etag'))
    const cached = await get('/gants', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.get('etag')! })
    expect(cached.status).toBe(304)
    expect(cached.body.length).toBe(0)
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(handled).toEqual(['GET /gants'])
  })

  it('follows Vary, and leaves a hard reload and an internal sub-request to Next', async () => {
    const { get, handled } = await serve(() => fresh(PAGE, { vary: 'rsc' }))
    await get('/gants', { 'accept-encoding': 'gzip' })
    await get('/gants', { 'accept-encoding': 'gzip', rsc: '1' })
    await get('/gants', { 'accept-encoding': 'gzip', 'cache-control': 'no-cache' })
    await get('/gants', { 'accept-encoding': 'gzip', 'x-middleware-subrequest': 'proxy' })
    expect(handled).toHaveLength(4)
    await get('/gants', { 'accept-encoding': 'gzip' })
    expect(handled).toHaveLength(4)
  })

  it('drops the stored answers of a page pushed out of its memory bound', async () => {
    const bodies = ['a', 'b', 'c'].map((letter) => PAGE.replace('Gants', `Gants ${letter}`))
    const { get, layer, handled } = await serve((path) => fresh(bodies[Number(path.slice(1))]), PAGE.length * 5)
    for (const path of ['/0', '/1', '/2']) await get(path, { 'accept-encoding': 'gzip' })
    expect(layer.held()).toMatchObject({ pages: 2, answers: 2 })
    expect(layer.held().bytes).toBeLessThanOrEqual(PAGE.length * 5)
    const first = await get('/0', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(first.body).toString()).toBe(bodies[0])
    expect(handled).toEqual(['GET /0', 'GET /1', 'GET /2', 'GET /0'])
  })
})

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('deflate')).toBeNull()
    expect(negotiateEncoding(undefined)).toBeNull()
  })
})
