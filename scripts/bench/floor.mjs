import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { gzip, gzipSync } from 'node:zlib'

/**
 * The raw-Node floors of the benchmark: a plain Node `http` server answering every request with the
 * product page's HTML bytes held in memory. Two modes, both reported:
 * - `precompressed`: the gzip bytes are made once at start-up, as a server (or a CDN) sending a cached
 *   page would; what no page of the app can beat on this machine, and the floor the budget is set on.
 * - `gzip-per-request`: compressed on each request like `next start` does (zlib's default level, off the
 *   main thread); it shares the app's compression cost and so hides part of the gap.
 * Usage: node scripts/bench/floor.mjs <html file> <port> <precompressed|gzip-per-request>
 */
const [file, port, mode] = process.argv.slice(2)
if (mode !== 'precompressed' && mode !== 'gzip-per-request') throw new Error(`mode du plancher inconnu : ${mode}`)
const html = readFileSync(file)
const headers = { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding' }
const precompressed = mode === 'precompressed' ? gzipSync(html) : null

const sendGzip = (response, body) =>
  response.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length }).end(body)

createServer((request, response) => {
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, { ...headers, 'content-length': html.length }).end(html)
  } else if (precompressed) {
    sendGzip(response, precompressed)
  } else {
    gzip(html, (error, body) => (error ? response.writeHead(500).end() : sendGzip(response, body)))
  }
}).listen(Number(port), '127.0.0.1', () => console.log(`[bench] plancher ${mode} http://localhost:${port}`))
