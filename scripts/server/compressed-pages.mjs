import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.mjs'

/**
 * Compress once, serve many (ADR 0017). A catalogue page served from Next's cache is the same string on
 * every request (docs/adr/0007-catalogue-pages-cached-per-url.md): Next would hash it for its ETag and
 * gzip it again for each buyer. This layer sits between Next and the socket of the deployable server: it
 * keeps, per distinct body, its ETag and each compressed form, made the first time a buyer asks for
 * it, in a memory bounded by `maxBytes` (least recently served dropped first).
 *
 * Only a cached page qualifies: a 200 HTML body sent in one piece, with Next's shared-cache header
 * (`s-maxage`) and no cookie. Every other answer (a buyer's pages, RSC payloads, the build's files, API
 * routes) goes on unchanged to the per-request compression behind it.
 */

/** Preferred first: brotli is about 18 % smaller than gzip on a product page, at the same cost. */
const ENCODERS = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        // Quality 5 costs what gzip's default does; 11 would cost ~100× more for ~10 % fewer bytes, too
        // much for a page that may be asked for once (any search is its own URL).
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
}

/**
 * The coding to send for an Accept-Encoding header, or null for the body as it is.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(header) {
  if (!header) return null
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepted = (/** @type {string} */ coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return null
}

/**
 * Whether the buyer's copy is still the one named by `etag` (If-None-Match, weak comparison).
 * @param {import('node:http').IncomingMessage} request
 * @param {string} etag
 */
function notModified(request, etag) {
  const header = request.headers['if-none-match']
  if (!header || /\bno-cache\b/.test(request.headers['cache-control'] ?? '')) return false
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** @param {import('node:http').ServerResponse} response */
function addVary(response) {
  const vary = String(response.getHeader('Vary') ?? '')
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return
  response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** @param {import('node:http').ServerResponse} response */
function isCachedPage(response) {
  return (
    response.statusCode === 200 &&
    !response.headersSent &&
    String(response.getHeader('Content-Type') ?? '').startsWith('text/html') &&
    String(response.getHeader('Cache-Control') ?? '').startsWith('s-maxage=') &&
    !response.hasHeader('Set-Cookie') &&
    !response.hasHeader('Content-Encoding')
  )
}

/** Headers of one transfer, or given afresh to each answer: never part of a stored answer. */
const PER_ANSWER = new Set([
  'age',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  REQUEST_ID_HEADER,
])

/**
 * For how many ms a shared cache may answer this page without Next, or 0 when it must not keep it:
 * only Next's copy from its cache that is still fresh there (HIT: neither a stale copy being refreshed
 * nor a first render), for every visitor (`s-maxage`, checked with the rest by isCachedPage), whose
 * script policy carries no per-request nonce and whose Vary a key can follow. Counted from now, less
 * any age the answer already declares, as a CDN in front of Next would.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function sharedFreshness(request, response) {
  if (request.method !== 'GET' || response.getHeader('x-nextjs-cache') !== 'HIT') return 0
  if (String(response.getHeader('Content-Security-Policy') ?? '').includes("'nonce-")) return 0
  if (/(^|,)\s*\*\s*(,|$)/.test(String(response.getHeader('Vary') ?? ''))) return 0
  const cacheControl = String(response.getHeader('Cache-Control'))
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0
  const maxAge = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0)
  return Math.max(0, maxAge - (Number(response.getHeader('Age')) || 0)) * 1000
}

/**
 * A request a stored answer must not take: the client asks for a fresh copy (a hard reload), or it
 * carries Next's internal sub-request header, which the proxy refuses with 400.
 * @param {import('node:http').IncomingMessage} request
 */
function wantsNext(request) {
  return (
    /\bno-cache\b/.test(request.headers['cache-control'] ?? '') ||
    /\bno-cache\b/.test(String(request.headers.pragma ?? '')) ||
    request.headers['x-middleware-subrequest'] !== undefined
  )
}

/**
 * The key of a stored answer: its path and query. HEAD is answered from what a GET stored, as caches do.
 * The host is left out, as Next's own page cache leaves it out (its pages never depend on it): the
 * outage guard asks this server for the page at its loopback address (ADR 0010), and gets it from here.
 */
const keyOf = (/** @type {import('node:http').IncomingMessage} */ request) => request.url ?? '/'

/**
 * @typedef {{ etag: string, encoded: Partial<Record<'br' | 'gzip', Buffer>>, bytes: number, urls: Set<string> }} Entry
 * @typedef {{
 *   entry: Entry, body: string, length: number, headers: Record<string, string | number | string[]>,
 *   vary: [string, string | string[] | undefined][], storedAt: number, freshMs: number, bytes: number
 * }} Stored
 */

/**
 * @param {{ maxBytes: number }} options
 */
export function compressedPages({ maxBytes }) {
  /** Distinct bodies, least recently served first: the map's order is the eviction order. @type {Map<string, Entry>} */
  const entries = new Map()
  /** Answers a shared cache may give without Next, by path and query (ADR 0019). @type {Map<string, Stored>} */
  const stored = new Map()
  let bytes = 0

  /** @param {string} key */
  const forget = (key) => {
    const page = stored.get(key)
    if (!page) return
    stored.delete(key)
    page.entry.urls.delete(key)
    page.entry.bytes -= page.bytes
    bytes -= page.bytes
  }

  /** @param {number} added */
  const account = (added) => {
    bytes += added
    for (const [body, entry] of entries) {
      if (bytes <= maxBytes) break
      for (const key of entry.urls) forget(key)
      entries.delete(body)
      bytes -= entry.bytes
    }
  }

  /** @param {string} body @param {Entry} entry */
  const touch = (body, entry) => {
    entries.delete(body)
    entries.set(body, entry)
  }

  /** @param {string} body */
  const entryFor = (body) => {
    let entry = entries.get(body)
    if (entry) {
      touch(body, entry)
      return entry
    }
    // The key is the body itself, kept alive by this map: counted at two bytes a character, its most.
    entry = {
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      encoded: {},
      bytes: body.length * 2,
      urls: new Set(),
    }
    entries.set(body, entry)
    account(entry.bytes)
    return entry
  }

  /** @param {string} body @param {Entry} entry @param {'br' | 'gzip'} coding */
  const encodedFor = (body, entry, coding) => {
    let encoded = entry.encoded[coding]
    if (!encoded) {
      encoded = ENCODERS[coding](body)
      entry.encoded[coding] = encoded
      if (entries.get(body) === entry) {
        entry.bytes += encoded.length
        account(encoded.length)
      }
    }
    return encoded
  }

  /**
   * Keeps Next's answer for its URL, its headers as Next and the proxy set them.
   * @param {string} key @param {string} body @param {Entry} entry @param {number} freshMs
   * @param {import('node:http').IncomingHttpHeaders} asked the request's headers before Next saw them
   * @param {import('node:http').ServerResponse} response
   */
  const store = (key, body, entry, freshMs, asked, response) => {
    forget(key)
    if (entries.get(body) !== entry) return
    /** @type {Stored['headers']} */
    const headers = {}
    let size = key.length
    // Under the names as Next and the proxy wrote them: a hit reads like Next's own answer.
    for (const name of response.getRawHeaderNames()) {
      const value = response.getHeader(name)
      if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue
      headers[name] = value
      size += name.length + String(value).length
    }
    const vary = String(response.getHeader('Vary') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name && name !== 'accept-encoding')
      .map((name) => /** @type {[string, string | string[] | undefined]} */ ([name, asked[name]]))
    // Counted at two bytes a character, plus the objects around them.
    const page = {
      entry,
      body,
      length: Buffer.byteLength(body),
      headers,
      vary,
      storedAt: Date.now(),
      freshMs,
      bytes: size * 2 + 512,
    }
    stored.set(key, page)
    entry.urls.add(key)
    entry.bytes += page.bytes
    account(page.bytes)
  }

  return {
    /**
     * Answers the request from the store when it holds a fresh answer for it (ADR 0019): what Next and
     * the proxy sent then, with this answer's own request id and age. Returns false for Next to answer.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    answer(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false
      const key = keyOf(request)
      const page = stored.get(key)
      if (!page) return false
      const age = Date.now() - page.storedAt
      if (age >= page.freshMs) {
        // Next answers it once more, refreshing its own copy if need be; its next HIT is stored again.
        forget(key)
        return false
      }
      if (wantsNext(request) || page.vary.some(([name, value]) => request.headers[name] !== value)) return false
      touch(page.body, page.entry)
      /** @type {Record<string, string | number | string[]>} */
      const headers = {
        ...page.headers,
        age: Math.floor(age / 1000),
        [REQUEST_ID_HEADER]: requestIdFor(/** @type {string | undefined} */ (request.headers[REQUEST_ID_HEADER])),
      }
      if (notModified(request, page.entry.etag)) {
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name]
        response.writeHead(304, headers)
        response.end()
        return true
      }
      const coding = negotiateEncoding(request.headers['accept-encoding'])
      const body = coding ? encodedFor(page.body, page.entry, coding) : page.body
      if (coding) headers['content-encoding'] = coding
      headers['content-length'] = coding ? body.length : page.length
      response.writeHead(200, headers)
      if (request.method === 'HEAD') response.end()
      else response.end(body)
      return true
    },

    /**
     * Prepares one response Next answers; call it before Next handles the request.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    handle(request, response) {
      // Taken before Next rewrites the URL (ADR 0007) and adds the proxy's request headers.
      const key = keyOf(request)
      const asked = request.method === 'GET' ? { ...request.headers } : request.headers
      const end = response.end
      // Next sends a page from its cache as one string (send-payload.js); anything else passes.
      response.end = /** @type {typeof end} */ (
        function (/** @type {unknown[]} */ ...args) {
          const [body] = args
          if (typeof body !== 'string' || !isCachedPage(response)) return end.apply(response, /** @type {any} */ (args))
          const entry = entryFor(body)
          response.setHeader('ETag', entry.etag)
          addVary(response)
          const freshMs = sharedFreshness(request, response)
          if (freshMs > 0) store(key, body, entry, freshMs, asked, response)
          if (notModified(request, entry.etag)) {
            response.statusCode = 304
            response.removeHeader('Content-Length')
            response.removeHeader('Content-Type')
            return end.call(response)
          }
          const coding = negotiateEncoding(request.headers['accept-encoding'])
          if (!coding) return end.apply(response, /** @type {any} */ (args))
          const encoded = encodedFor(body, entry, coding)
          response.setHeader('Content-Encoding', coding)
          response.setHeader('Content-Length', encoded.length)
          return end.call(response, encoded)
        }
      )
    },
    /** What the layer holds now: distinct pages, answers stored by URL, and bytes counted against `maxBytes`. */
    held: () => ({ pages: entries.size, answers: stored.size, bytes }),
  }
}
