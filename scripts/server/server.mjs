import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import module from 'node:module'
import { fileURLToPath } from 'node:url'
import { compressedPages } from './compressed-pages.mjs'

/**
 * The deployable server: `node server.js` in `.next/standalone` (copied there, in place of the one
 * `next build` writes, by scripts/standalone.mjs). It is Next's own standalone server with one layer
 * more: a page from Next's cache is hashed and compressed once, not on every request (ADR 0017), and
 * answered again without Next while it is fresh, as a CDN in front of Next would (ADR 0019).
 * Everything else is compressed per request by the same middleware Next uses with `compress: true`.
 */
const require = module.createRequire(import.meta.url)
const dir = fileURLToPath(new URL('.', import.meta.url))

process.env.NODE_ENV = 'production'
process.chdir(dir)

const port = parseInt(process.env.PORT ?? '', 10) || 3000
const hostname = process.env.HOSTNAME || '0.0.0.0'
const keepAliveTimeout = parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10)
/** Memory for the compressed pages and the answers stored with them, in MB; the page cache itself is Next's (50 MB, ADR 0007). */
const maxMegabytes = Number(process.env.COMPRESSED_PAGES_MB || 32)

// The configuration `next build` recorded; this layer takes over compression and page ETags from Next.
const { config } = JSON.parse(readFileSync('.next/required-server-files.json', 'utf8'))
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...config, compress: false, generateEtags: false })
// Where this server answers itself: proxy.ts sends the outage guard's first render of a page here.
process.env.__NEXT_PRIVATE_ORIGIN = `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`

const next = require('next')
const compression = require('next/dist/compiled/compression')
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream')

const app = next({ dir, dev: false, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const perRequest = compression()
const pages = compressedPages({ maxBytes: maxMegabytes * 1024 * 1024 })

const server = createServer((request, response) => {
  if (pages.answer(request, response)) return
  perRequest(request, response, () => {})
  // As Next does: a buyer who leaves mid-answer would otherwise leave a zlib stream behind.
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response)
  })
  pages.handle(request, response)
  handle(request, response).catch((error) => {
    // As Next's own server does: one failed request must not end the process.
    console.error(`Failed to handle request for ${request.url}`, error)
    response.statusCode = 500
    response.end('Internal Server Error')
  })
})
if (keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout
server.listen(port, hostname, () => console.log(`✓ Ready on http://${hostname}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Kept-alive connections would hold the close; a deployment's grace period is short.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
