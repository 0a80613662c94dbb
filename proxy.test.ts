import { createHash } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_LAYER_SCRIPT } from '@/lib/consent/first-layer'
import messages from '@/messages/fr.json'

/** The proxy and the breakers as a fresh server process would load them, with this environment. */
async function load(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('equipro.http.breakers')]
  vi.resetModules()
  const [{ proxy }, breakers] = await Promise.all([import('./proxy'), import('@/lib/http/breaker')])
  return { proxy, breakers }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers })

const scriptSrc = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  // The guard asks this server for pages it has not served yet: here, a page that renders.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<h1>Page</h1>', { status: 200 })),
  )
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('HSTS', () => {
  it('is not sent because a client claims HTTPS in X-Forwarded-Proto', async () => {
    const { proxy } = await load({ SITE_URL: 'http://localhost:3000' })
    const response = await proxy(get('/', { 'x-forwarded-proto': 'https' }))
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('is sent on every answer when the configured site is HTTPS, whatever the hop before said', async () => {
    const { proxy } = await load({ SITE_URL: 'https://boutique.example.fr' })
    for (const path of ['/', '/account/login', '/favicon.ico']) {
      const response = await proxy(get(path, { 'x-forwarded-proto': 'http' }))
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains')
    }
  })
})

describe('script nonce', () => {
  it.each(['/account/login', '/account/oidc-redirect', '/account/set-new-password', '/account/register'])(
    '%s runs only scripts carrying a fresh nonce, which Next gets on the request, and the cookie banner’s one fixed script',
    async (path) => {
      const { proxy } = await load()
      const first = await proxy(get(`${path}?token=abc`))
      const bannerScript = `'sha256-${createHash('sha256').update(FIRST_LAYER_SCRIPT).digest('base64')}'`
      const [self, nonce, ...rest] = scriptSrc(first)!.split(' ')
      expect([self, rest]).toEqual(["'self'", [bannerScript, "'strict-dynamic'"]])
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/)
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(
        first.headers.get('content-security-policy'),
      )
      const second = await proxy(get(path))
      expect(scriptSrc(second)).not.toBe(scriptSrc(first))
    },
  )

  it('leaves the cached catalogue pages and the silent-renew page on the static policy', async () => {
    const { proxy } = await load()
    for (const path of ['/', '/gants', '/account/silent-renew.html']) {
      expect(scriptSrc(await proxy(get(path))), path).toBe("'self' 'unsafe-inline'")
    }
  })
})

describe('request id', () => {
  it('gives each request an id, on the request for the server and on the answer, keeping a sane one', async () => {
    const { proxy } = await load()
    const fresh = await proxy(get('/account/login'))
    const id = fresh.headers.get('x-request-id')
    expect(id).toMatch(/^[\w-]{36}$/)
    expect(fresh.headers.get('x-middleware-request-x-request-id')).toBe(id)
    expect((await proxy(get('/account/login', { 'x-request-id': 'lb-0123456789' }))).headers.get('x-request-id')).toBe(
      'lb-0123456789',
    )
    expect(
      (await proxy(get('/account/login', { 'x-request-id': 'x'.repeat(500) }))).headers.get('x-request-id'),
    ).toMatch(/^[\w-]{36}$/)
  })
})

describe('outage guard', () => {
  async function withCmsDown() {
    const loaded = await load({ PORT: '3999' })
    const cms = loaded.breakers.breakerFor('cms')
    for (let i = 0; i < 3; i++) {
      const call = cms.admit()
      if (call.ok) call.settle('failure')
    }
    return loaded
  }

  it('renders an unseen page through the guard once, then lets Next serve it while every back end answers', async () => {
    const { proxy } = await load()
    const fetch = vi.fn(async () => new Response('<h1>Bottes</h1>', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    expect(await (await proxy(get('/bottes?marque=Nordik&utm_source=x'))).text()).toBe('<h1>Bottes</h1>')
    // The same cached page, whatever parameters it does not read.
    const again = await proxy(get('/bottes?utm_campaign=y&marque=Nordik'))
    expect(again.headers.get('x-middleware-rewrite')).toMatch(/\/bottes\/~q\//)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('answers 503 for the first render that meets a failing back end, before any breaker says so', async () => {
    const { proxy } = await load()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    )
    const response = await proxy(get('/une-page-cms'))
    expect(response.status).toBe(503)
    expect(await response.text()).toContain(messages.error.unavailable.title)
  })

  it('answers the French 503 page with Retry-After when the page cannot be rendered', async () => {
    const { proxy } = await withCmsDown()
    const fetch = vi.fn(async () => new Response('<html>500</html>', { status: 500 }))
    vi.stubGlobal('fetch', fetch)
    const response = await proxy(get('/une-page-jamais-vue?x=1'))
    expect(response.status).toBe(503)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(10)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await response.text()
    expect(html).toContain(messages.error.unavailable.title)
    expect(html).not.toContain('<script')
    // The page was asked of this very server, marked so it is served as usual this time.
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(url)).toBe('http://127.0.0.1:3999/une-page-jamais-vue?x=1')
    expect(new Headers(init.headers).get('x-shop-outage-guard')).toBe('1')
    expect(new Headers(init.headers).get('x-request-id')).toBe(response.headers.get('x-request-id'))
  })

  it('relays the page the server still has, a stale copy included', async () => {
    const { proxy } = await withCmsDown()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('<h1>Mentions légales</h1>', { status: 200, headers: { 'x-nextjs-cache': 'STALE' } }),
      ),
    )
    const response = await proxy(get('/mentions-legales'))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<h1>Mentions légales</h1>')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
  })

  it('serves its own request as usual, and never guards routes, pages under a nonce or the router fetches', async () => {
    const { proxy } = await withCmsDown()
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    for (const request of [
      get('/mentions-legales', { 'x-shop-outage-guard': '1' }),
      get('/api/autocomplete?q=gant'),
      get('/account/profile', { cookie: 'auth_user=1' }),
      get('/account/login'),
      get('/une-page-cms', { 'sec-fetch-dest': 'empty' }),
    ]) {
      expect((await proxy(request)).status).not.toBe(503)
    }
    expect(fetch).not.toHaveBeenCalled()
  })
})
