import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
// Next's own per-request compression, which the deployable server keeps for every other answer.
import compression from 'next/dist/compiled/compression'
import { compressedPages, negotiateEncoding } from './compressed-pages.mjs'

/** A page the way Next sends one from its cache (send-payload.js): headers, then the body as one string. */
const PAGE = `<!DOCTYPE html><html lang="fr"><body>${'<p>Gants de manutention — prix à partir de 12,50 €</p>'.repeat(400)}</body></html>`
const CACHED = 's-maxage=60, stale-while-revalidate=31535940'

type Page = { body: string; cacheControl: string; cookie?: boolean }

let servers: ReturnType<typeof createServer>[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
})

/** The deployable server's chain (scripts/server/server.mjs) in front of a stand-in for Next. */
async function serve(pageFor: (path: string) => Page, maxBytes = 1024 * 1024) {
  const layer = compressedPages({ maxBytes })
  const perRequest = compression()
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    perRequest(request, response, () => {})
    layer.handle(request, response)
    const page = pageFor(request.url ?? '/')
    response.setHeader('Vary', 'rsc, next-router-state-tree')
    response.setHeader('Cache-Control', page.cacheControl)
    if (page.cookie) response.setHeader('Set-Cookie', 'a=b')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Content-Length', Buffer.byteLength(page.body))
    response.end(page.body)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // node:http rather than fetch, which would decompress: the raw bytes are what a buyer's browser receives.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path, headers }, (response) => {
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
  return { get, layer }
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
