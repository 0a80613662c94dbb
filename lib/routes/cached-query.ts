import { PARAM, type RawSearchParams } from '@/lib/catalogue/search-params'
import { VARIANT_AXES } from '@/lib/search/constants'

/**
 * Catalogue pages are cached per URL (ADR 0007). Next caches a page only while it reads no query
 * string, so the proxy moves the query of a catalogue URL into two path segments:
 *   /gants?marque=Nordik&page=2  →  /gants/~q/<base64url of "marque=Nordik&page=2">
 * Only the parameters the pages read enter that segment, in a fixed order, so tracking tags and
 * cache busters all land on the same cached page. Each catalogue route reads it back from its optional
 * `[[...query]]` segments (`routeQuery`).
 */
export const QUERY_SEGMENT = '~q'

const PAGE_PARAMS = new Set<string>([...Object.values(PARAM), ...VARIANT_AXES, 'sku'])

/** First path segments that are routes of their own, not catalogue handles (kept in step with app/ by a test). */
export const OWN_ROUTES: ReadonlySet<string> = new Set([
  'account',
  'api',
  'cart',
  'checkout',
  'commande-rapide',
  'contact',
  'plan-categories',
  'product-contact',
  'sitemaps',
  'template',
  'univers',
])

/** Listing routes of their own that read the query. */
const QUERY_ROUTES: ReadonlySet<string> = new Set(['search', 'discount'])

function readsQuery(segments: string[]): boolean {
  const [first, second] = segments
  if (first === undefined || first.includes('.')) return false
  if (segments.length === 1) return QUERY_ROUTES.has(first) || !OWN_ROUTES.has(first)
  return segments.length === 2 && first === 'univers' && second !== undefined && !second.includes('.')
}

/** The parameters a page reads, sorted by name (values keep their order), as a query string. */
export function pageQuery(search: URLSearchParams): string {
  const kept = [...search].filter(([name]) => PAGE_PARAMS.has(name))
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(kept).toString()
}

/** The internal path serving a catalogue URL with a query, or null when the plain route serves it. */
export function cachedQueryPath(pathname: string, search: URLSearchParams): string | null {
  const segments = pathname.split('/').filter(Boolean)
  if (!readsQuery(segments)) return null
  const query = pageQuery(search)
  if (query === '') return null
  return `/${segments.join('/')}/${QUERY_SEGMENT}/${encodeSegment(query)}`
}

/** Internal paths are reached through the proxy's rewrite only, never asked for directly. */
export function isInternalQueryPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => decoded(segment) === QUERY_SEGMENT)
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The query an internal route was given; anything undecodable reads as no query. */
export function readQuerySegment(segment: string): RawSearchParams {
  const record: Record<string, string[]> = {}
  try {
    new URLSearchParams(decodeSegment(segment)).forEach((value, name) => {
      if (PAGE_PARAMS.has(name)) (record[name] ??= []).push(value)
    })
  } catch {
    return {}
  }
  return record
}

function encodeSegment(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decodeSegment(segment: string): string {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/**
 * The query carried by a catalogue route's optional `[[...query]]` segments: none on the plain URL, the
 * marker and the encoded query after the proxy's rewrite. Any other path is no page: null.
 */
export function routeQuery(segments: readonly string[] | undefined): RawSearchParams | null {
  if (segments === undefined || segments.length === 0) return {}
  const [marker, encoded, ...rest] = segments
  return marker === QUERY_SEGMENT && encoded !== undefined && rest.length === 0 ? readQuerySegment(encoded) : null
}
