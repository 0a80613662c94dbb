import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'

/**
 * Serves one folder of the data directory (images, videos, documents) the way a CDN in front of
 * Strapi would: known file types only, long caching, byte ranges for video players, and no way out
 * of the folder.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

export interface StaticFolder {
  /** URL prefix, with its trailing slash: `/images/`. */
  prefix: string
  root: string
  cacheControl: string
}

/**
 * The file path under `root` for a request path, or null when the path tries anything unusual:
 * `..` or `.` segments, hidden files, empty segments, encoded slashes or backslashes, NUL bytes.
 * Browsers and `new URL()` already fold plain `..`; this also catches what they leave encoded.
 */
export function resolveInside(root: string, encodedRest: string): string | null {
  const segments: string[] = []
  for (const raw of encodedRest.split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null
    segments.push(segment)
  }
  if (segments.length === 0) return null
  const resolved = path.resolve(root, ...segments)
  return resolved.startsWith(root + path.sep) ? resolved : null
}

type Range = { start: number; end: number } | 'unsatisfiable' | null

/** A single `bytes=` range; several ranges or a malformed header get the whole file, as RFC 9110 allows. */
function parseRange(header: string | undefined, size: number): Range {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/)
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [, from = '', to = ''] = match
  if (from === '') {
    const suffix = Math.min(Number(to), size)
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start >= size || start > end ? 'unsatisfiable' : { start, end }
}

const refused = (c: Context) => c.text('Chemin refusé', 400)

export function serveFolder(folder: StaticFolder) {
  return async (c: Context) => {
    const pathname = new URL(c.req.url).pathname
    if (!pathname.startsWith(folder.prefix)) return c.notFound()
    // Resolved on each request: the folder may be created after start, or sit behind a symbolic link.
    const root = await realpath(folder.root).catch(() => null)
    if (!root) return c.notFound()
    const file = resolveInside(root, pathname.slice(folder.prefix.length))
    if (!file) return refused(c)
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()]
    if (!type) return c.notFound()

    let real: string
    try {
      real = await realpath(file)
    } catch {
      return c.notFound()
    }
    // A symbolic link inside the folder must not lead outside it.
    if (!real.startsWith(root + path.sep)) return refused(c)
    const info = await stat(real)
    if (!info.isFile()) return c.notFound()

    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': folder.cacheControl,
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      // The shop's pages (another origin) embed these files.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }
    // An SVG opened on its own is a document that could run script; keep it inert.
    if (type === 'image/svg+xml')
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
    if (type === 'application/pdf') headers['Content-Disposition'] = `inline; filename="${path.basename(file)}"`

    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)

    const range = parseRange(c.req.header('Range'), info.size)
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` })
    const data = await readFile(real)
    if (range) {
      const part = data.subarray(range.start, range.end + 1)
      return c.body(part, 206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
        'Content-Length': String(part.length),
      })
    }
    return c.body(data, 200, { ...headers, 'Content-Length': String(data.length) })
  }
}
