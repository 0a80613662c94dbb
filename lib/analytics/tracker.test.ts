import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ANALYTICS_EVENTS,
  createTracker,
  fetchTransport,
  getAnalyticsContext,
  isLocalHostname,
  leavesThisPage,
  outboundUrl,
  readIgnoreFlag,
  resetAnalyticsContext,
  setActiveTracker,
  setAnalyticsContext,
  shouldSend,
  trackEvent,
  type PageEnvironment,
} from '.'

const env = (overrides: Partial<PageEnvironment> = {}): PageEnvironment => ({
  hostname: 'equipro.fr',
  referrer: '',
  width: 1024,
  ignoreFlag: false,
  signedIn: false,
  collectivity: false,
  cartId: null,
  ...overrides,
})

const config = { endpoint: 'https://stats.example/api/event', domain: 'equipro.fr', allowLocalhost: false }

function tracker(environment: PageEnvironment, overrides: Partial<typeof config> = {}) {
  const sent: Array<{ endpoint: string; body: unknown }> = []
  const t = createTracker(
    { ...config, ...overrides },
    (endpoint, body) => sent.push({ endpoint, body: JSON.parse(body) }),
    () => environment,
  )
  return { t, sent }
}

describe('shouldSend', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1', '[::1]', '::1', 'LOCALHOST'])('skips %s', (hostname) => {
    expect(isLocalHostname(hostname)).toBe(true)
    expect(shouldSend({ hostname, ignoreFlag: false, endpoint: config.endpoint, allowLocalhost: false })).toBe(false)
  })

  it('sends from localhost only when explicitly allowed (end-to-end tests)', () => {
    expect(
      shouldSend({ hostname: 'localhost', ignoreFlag: false, endpoint: config.endpoint, allowLocalhost: true }),
    ).toBe(true)
  })

  it('skips when the visitor set the ignore flag, or when no endpoint is configured', () => {
    expect(
      shouldSend({ hostname: 'equipro.fr', ignoreFlag: true, endpoint: config.endpoint, allowLocalhost: true }),
    ).toBe(false)
    expect(shouldSend({ hostname: 'equipro.fr', ignoreFlag: false, endpoint: undefined, allowLocalhost: true })).toBe(
      false,
    )
    expect(
      shouldSend({ hostname: 'equipro.fr', ignoreFlag: false, endpoint: config.endpoint, allowLocalhost: false }),
    ).toBe(true)
    expect(isLocalHostname('localhost.equipro.fr')).toBe(false)
  })

  it("reads Plausible's ignore flag, and survives blocked storage", () => {
    expect(readIgnoreFlag(() => ({ getItem: (key) => (key === 'plausible_ignore' ? 'true' : null) }))).toBe(true)
    expect(readIgnoreFlag(() => ({ getItem: () => 'false' }))).toBe(false)
    expect(readIgnoreFlag(() => undefined)).toBe(false)
    expect(
      readIgnoreFlag(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
    ).toBe(false)
  })
})

describe('createTracker', () => {
  it('sends a page view with the visitor props to the endpoint', () => {
    const { t, sent } = tracker(
      env({
        signedIn: true,
        collectivity: true,
        cartId: 'a1b2c3d4-0000-4000-8000-000000000000',
        referrer: 'https://www.qwant.com/',
      }),
    )
    t.pageview('https://equipro.fr/cart')
    expect(sent).toEqual([
      {
        endpoint: config.endpoint,
        body: {
          n: 'pageview',
          u: 'https://equipro.fr/cart',
          d: 'equipro.fr',
          r: 'https://www.qwant.com/',
          w: 1024,
          h: 0,
          p: { signed_in: true, collectivity: true, cart_id: 'a1b2c3d4-0000-4000-8000-000000000000' },
        },
      },
    ])
  })

  it('always says whether the visitor is signed in and a collectivity, and omits a missing cart', () => {
    const { t, sent } = tracker(env())
    t.pageview('https://equipro.fr/')
    expect(sent[0]?.body).toMatchObject({ p: { signed_in: false, collectivity: false } })
    expect(sent[0]?.body).not.toHaveProperty('p.cart_id')
  })

  it('sends nothing on localhost, with the ignore flag, or without an endpoint', () => {
    for (const [environment, overrides] of [
      [env({ hostname: 'localhost' }), {}],
      [env({ ignoreFlag: true }), {}],
      [env(), { endpoint: undefined }],
    ] as const) {
      const { t, sent } = tracker(environment, overrides)
      t.pageview('https://equipro.fr/')
      t.event(ANALYTICS_EVENTS.addToCart, 'https://equipro.fr/')
      expect(t.enabled()).toBe(false)
      expect(sent).toEqual([])
    }
  })

  it('sends custom events with their name', () => {
    const { t, sent } = tracker(env({ cartId: 12 }))
    t.event(ANALYTICS_EVENTS.quotationRequest, 'https://equipro.fr/checkout')
    expect(sent[0]?.body).toMatchObject({
      n: 'quotation_request',
      u: 'https://equipro.fr/checkout',
      p: { cart_id: 12 },
    })
  })
})

describe('trackEvent', () => {
  afterEach(() => {
    setActiveTracker(null)
    resetAnalyticsContext()
  })

  it('goes through the mounted tracker, on the current page', () => {
    const { t, sent } = tracker(env())
    setActiveTracker({ tracker: t, currentUrl: () => 'https://equipro.fr/checkout/validated' })
    trackEvent(ANALYTICS_EVENTS.orderValidation)
    expect(sent[0]?.body).toMatchObject({ n: 'order_validation', u: 'https://equipro.fr/checkout/validated' })
  })

  it('is dropped before a tracker is mounted', () => {
    expect(() => trackEvent(ANALYTICS_EVENTS.addToCart)).not.toThrow()
  })
})

describe('analytics context', () => {
  afterEach(() => resetAnalyticsContext())

  it('merges partial updates and resets after sign-out', () => {
    setAnalyticsContext({ collectivity: true })
    setAnalyticsContext({ cartId: 9 })
    expect(getAnalyticsContext()).toEqual({ collectivity: true, cartId: 9 })
    resetAnalyticsContext()
    expect(getAnalyticsContext()).toEqual({ collectivity: false, cartId: null })
  })
})

describe('outbound links', () => {
  const page = 'https://equipro.fr/contact'

  it('recognises links to another host over http(s)', () => {
    expect(outboundUrl('https://www.service-public.fr/marches', page)?.href).toBe(
      'https://www.service-public.fr/marches',
    )
    expect(outboundUrl('/univers', page)).toBeNull()
    expect(outboundUrl('https://equipro.fr/cart', page)).toBeNull()
    expect(outboundUrl('mailto:contact@equipro.fr', page)).toBeNull()
    expect(outboundUrl('tel:+33100000000', page)).toBeNull()
    expect(outboundUrl('http://[bad', page)).toBeNull()
  })

  it('holds only plain clicks that replace the page', () => {
    const plain = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      target: null,
      download: false,
    }
    expect(leavesThisPage(plain)).toBe(true)
    expect(leavesThisPage({ ...plain, target: '_self' })).toBe(true)
    expect(leavesThisPage({ ...plain, target: '_blank' })).toBe(false)
    expect(leavesThisPage({ ...plain, ctrlKey: true })).toBe(false)
    expect(leavesThisPage({ ...plain, metaKey: true })).toBe(false)
    expect(leavesThisPage({ ...plain, shiftKey: true })).toBe(false)
    expect(leavesThisPage({ ...plain, button: 1 })).toBe(false)
    expect(leavesThisPage({ ...plain, download: true })).toBe(false)
  })
})

describe('fetchTransport', () => {
  it('posts plain text, keeps the request alive through unload, sends no cookies and swallows failures', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
    fetchTransport(fetchMock)('https://stats.example/api/event', '{"n":"pageview"}')
    expect(fetchMock).toHaveBeenCalledWith('https://stats.example/api/event', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"n":"pageview"}',
      keepalive: true,
      credentials: 'omit',
    })
    await Promise.resolve()
  })
})
