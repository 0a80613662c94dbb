import { describe, expect, it, vi } from 'vitest'
import { createShopServerClient } from './client'

const CUSTOMER = { id: 1004, name: 'Nathalie Girard', email: 'nathalie.girard@exemple.fr', kind: 'collectivity', collectivity: true, opt_in: false }

function client(answer: () => Response, hasUser = false) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer())
  const onUnauthorized = vi.fn()
  const shopServer = createShopServerClient(
    { baseUrl: 'https://shop.example/api/', timeoutMs: 1_000 },
    { fetch, hasUser: () => hasUser, onUnauthorized },
  )
  return { shopServer, fetch, onUnauthorized }
}

describe('createShopServerClient', () => {
  it('signs in with the bearer token and lets the answer set the session cookie', async () => {
    const { shopServer, fetch } = client(() => Response.json(CUSTOMER))
    const result = await shopServer.signin('token-123')
    expect(result).toMatchObject({ ok: true, data: { id: 1004, login: 'nathalie.girard@exemple.fr', role: 'default', optIn: false } })
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://shop.example/api/auth/signin')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123')
    expect(init?.credentials).toBe('include')
  })

  it('sends cross-site credentials only when a user exists (spec §6)', async () => {
    const anonymous = client(() => Response.json(CUSTOMER))
    await anonymous.shopServer.customer()
    expect(anonymous.fetch.mock.calls[0]![1]?.credentials).toBe('omit')

    const signedIn = client(() => Response.json(CUSTOMER), true)
    await signedIn.shopServer.customer()
    expect(signedIn.fetch.mock.calls[0]![1]?.credentials).toBe('include')
  })

  it('unwraps the customer of an opt-in update', async () => {
    const { shopServer, fetch } = client(() => Response.json({ data: { ...CUSTOMER, optIn: true } }), true)
    const result = await shopServer.updateOptIn(1004, true)
    expect(result).toMatchObject({ ok: true, data: { id: 1004, optIn: true } })
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://shop.example/api/customer/1004/update')
    expect(JSON.parse(String(init?.body))).toEqual({ optIn: true })
  })

  it('hands a 401 to the session gate', async () => {
    const { shopServer, onUnauthorized } = client(() => Response.json({ detail: 'Not authenticated' }, { status: 401 }), true)
    const result = await shopServer.customer()
    expect(result.ok).toBe(false)
    expect(onUnauthorized).toHaveBeenCalledWith('shop-server')
  })

  it('reads an empty sign-out answer', async () => {
    const { shopServer } = client(() => new Response(null, { status: 204 }), true)
    expect(await shopServer.signout()).toEqual({ ok: true, data: null, status: 204 })
  })
})

describe('createShopServerClient: settings and leads', () => {
  it('reads the settings, empty lists where the server leaves them out', async () => {
    const { shopServer, fetch } = client(() => Response.json({ countries: [{ id: 76, code: 'FR', name: 'France' }] }))
    const result = await shopServer.settings()
    expect(result).toMatchObject({ ok: true, data: { countries: [{ id: 76 }], lead_subjects: [] } })
    expect(String(fetch.mock.calls[0]![0])).toBe('https://shop.example/api/settings')
  })

  it('posts a lead as multipart, without credentials for an anonymous visitor, and once only', async () => {
    const { shopServer, fetch } = client(() => Response.json({ detail: 'Trop de demandes envoyées.' }, { status: 429, headers: { 'retry-after': '1' } }))
    const body = new FormData()
    body.set('data', '{}')
    const result = await shopServer.leads(body)
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 429, body: { detail: 'Trop de demandes envoyées.' } } })
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://shop.example/api/leads')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(body)
    expect(init?.credentials).toBe('omit')
    // fetch writes the multipart boundary itself.
    expect(new Headers(init?.headers).has('content-type')).toBe(false)
  })
})
