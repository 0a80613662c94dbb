/**
 * Who may call the shop's own server entry points, and the Origin check of every request that is not
 * a read. Buyer data never passes through this server: the browser talks to the order system and the
 * shop server itself (ADR 0004), so every entry point here serves public catalogue data to anyone.
 * docs/adr/0006-callers-of-route-handlers-and-actions.md; callers.test.ts keeps ENTRY_POINTS complete.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase())

export interface EntryPoint {
  /** From the repository root. */
  file: string
  kind: 'route handler' | 'metadata route' | 'server action'
  url: string
  /** What the module answers; Next answers 405 to the others (and HEAD, OPTIONS for a GET). */
  methods: readonly HttpMethod[]
  /**
   * Only `anyone`: a buyer-specific entry point would need the shop server to authorise the buyer
   * first, a design this server does not have (ADR 0006).
   */
  callers: 'anyone'
  /** What stands between a caller and the data, for the ADR's table. */
  checks: string
}

export const ENTRY_POINTS: readonly EntryPoint[] = [
  {
    file: 'app/api/autocomplete/route.ts',
    kind: 'route handler',
    url: '/api/autocomplete?q=',
    methods: ['GET'],
    callers: 'anyone',
    checks: '`q` only, 2–100 characters (zod); 8 suggestions, field by field',
  },
  {
    file: 'app/api/products/route.ts',
    kind: 'route handler',
    url: '/api/products?sku= or ?id=',
    methods: ['GET'],
    callers: 'anyone',
    checks:
      '`sku` only (1–500 references of 1–64 characters) or `id` only (1–500 positive integers), zod; public price and stock state',
  },
  {
    file: 'app/api/health/route.ts',
    kind: 'route handler',
    url: '/api/health',
    methods: ['GET'],
    callers: 'anyone',
    checks: 'no input; each back end up or down with its latency, no address or credential; 2 s per back end',
  },
  {
    file: 'app/sitemap.xml/route.ts',
    kind: 'route handler',
    url: '/sitemap.xml',
    methods: ['GET'],
    callers: 'anyone',
    checks: 'no input',
  },
  {
    file: 'app/sitemaps/[file]/route.ts',
    kind: 'route handler',
    url: '/sitemaps/{n}.xml',
    methods: ['GET'],
    callers: 'anyone',
    checks: '`{n}.xml`, at most 6 digits, else 404',
  },
  {
    file: 'app/robots.ts',
    kind: 'metadata route',
    url: '/robots.txt',
    methods: ['GET'],
    callers: 'anyone',
    checks: 'no input',
  },
]

export type OriginRefusal = 'foreignOrigin' | 'crossSiteFetch' | 'unknownOrigin'
export type OriginCheck = { ok: true } | { ok: false; reason: OriginRefusal }

export interface Caller {
  method: string
  headers: Pick<Headers, 'get'>
}

/**
 * Reads pass. Anything else must come from a page of the shop itself: its Origin must be SITE_URL's
 * (the one address buyers use; sign-in redirects already depend on it). Without Origin, the browser's
 * Sec-Fetch-Site must say same-origin; a request with neither comes from no browser, and nothing of
 * this shop expects such a caller for anything but a read.
 */
export function sameOrigin(request: Caller, siteUrl: string): OriginCheck {
  if (isSafeMethod(request.method)) return { ok: true }
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === new URL(siteUrl).origin ? { ok: true } : { ok: false, reason: 'foreignOrigin' }
  const site = request.headers.get('sec-fetch-site')
  if (site === 'same-origin') return { ok: true }
  return { ok: false, reason: site === null ? 'unknownOrigin' : 'crossSiteFetch' }
}
