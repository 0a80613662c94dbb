import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { gzip } from 'node:zlib'

/**
 * The floor of the benchmark: a plain Node `http` server answering every request with the product
 * page's HTML bytes held in memory, gzipped per request like `next start` does (zlib's default level,
 * off the main thread). What no page of the app can beat on this machine.
 * Usage: node scripts/bench/floor.mjs <html file> <port>
 */
const [file, port] = process.argv.slice(2)
const html = readFileSync(file)

createServer((request, response) => {
  const headers = { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding' }
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, { ...headers, 'content-length': html.length }).end(html)
    return
  }
  gzip(html, (error, body) => {
    if (error) response.writeHead(500).end()
    else response.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length }).end(body)
  })
}).listen(Number(port), '127.0.0.1', () => console.log(`[bench] plancher http://localhost:${port}`))
