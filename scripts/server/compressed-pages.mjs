import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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

/**
 * @param {{ maxBytes: number }} options
 */
export function compressedPages({ maxBytes }) {
  /** @type {Map<string, { etag: string, encoded: Partial<Record<'br' | 'gzip', Buffer>>, bytes: number }>} */
  const entries = new Map()
  let bytes = 0

  /** @param {number} added */
  const account = (added) => {
    bytes += added
    for (const [body, entry] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(body)
      bytes -= entry.bytes
    }
  }

  /** @param {string} body */
  const entryFor = (body) => {
    let entry = entries.get(body)
    if (entry) {
      // Most recently served last: the map's order is the eviction order.
      entries.delete(body)
    } else {
      // The key is the body itself, kept alive by this map: counted at two bytes a character, its most.
      entry = {
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        encoded: {},
        bytes: body.length * 2,
      }
      account(entry.bytes)
    }
    entries.set(body, entry)
    return entry
  }

  return {
    /**
     * Prepares one response; call it before Next handles the request.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    handle(request, response) {
      const end = response.end
      // Next sends a page from its cache as one string (send-payload.js); anything else passes.
      response.end = /** @type {typeof end} */ (
        function (/** @type {unknown[]} */ ...args) {
          const [body] = args
          if (typeof body !== 'string' || !isCachedPage(response)) return end.apply(response, /** @type {any} */ (args))
          const entry = entryFor(body)
          response.setHeader('ETag', entry.etag)
          addVary(response)
          if (notModified(request, entry.etag)) {
            response.statusCode = 304
            response.removeHeader('Content-Length')
            response.removeHeader('Content-Type')
            return end.call(response)
          }
          const coding = negotiateEncoding(request.headers['accept-encoding'])
          if (!coding) return end.apply(response, /** @type {any} */ (args))
          let encoded = entry.encoded[coding]
          if (!encoded) {
            encoded = ENCODERS[coding](body)
            entry.encoded[coding] = encoded
            if (entries.get(body) === entry) {
              entry.bytes += encoded.length
              account(encoded.length)
            }
          }
          response.setHeader('Content-Encoding', coding)
          response.setHeader('Content-Length', encoded.length)
          return end.call(response, encoded)
        }
      )
    },
    /** What the layer holds now: distinct pages and bytes counted against `maxBytes`. */
    held: () => ({ pages: entries.size, bytes }),
  }
}
