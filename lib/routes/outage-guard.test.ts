import { describe, expect, it, vi } from 'vitest'
import { GUARD_HEADER, guardedRender } from './outage-guard'

const deps = (answer: Response) => ({
  origin: 'http://127.0.0.1:3000',
  requestId: 'req-1',
  timeoutMs: 1000,
  retryAfterS: () => 10,
  fetch: vi.fn(async () => answer),
})

describe('guardedRender', () => {
  it('sends the buyer to the redirect target on the address they used, as an absolute URL', async () => {
    const guard = deps(new Response(null, { status: 308, headers: { location: 'http://127.0.0.1:3000/veste-atlas' } }))
    const response = await guardedRender(new Request('https://shop.example/ancienne-veste'), guard)
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('https://shop.example/veste-atlas')
    const [target, init] = guard.fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(target)).toBe('http://127.0.0.1:3000/ancienne-veste')
    expect(new Headers(init.headers).get(GUARD_HEADER)).toBe('1')
  })

  it('turns a relative redirect, even one Next set twice, into the same path on the buyer’s address', async () => {
    const headers = new Headers()
    headers.append('location', '/veste-atlas?sku=VA-M')
    headers.append('location', '/veste-atlas?sku=VA-M')
    const response = await guardedRender(
      new Request('https://shop.example/search?q=va-m'),
      deps(new Response(null, { status: 307, headers })),
    )
    expect(response.headers.get('location')).toBe('https://shop.example/veste-atlas?sku=VA-M')
  })

  it('leaves a redirect to another site as it is', async () => {
    const guard = deps(new Response(null, { status: 302, headers: { location: 'https://idp.example/logout' } }))
    const response = await guardedRender(new Request('https://shop.example/account/sortie'), guard)
    expect(response.headers.get('location')).toBe('https://idp.example/logout')
  })

  it('answers the French 503 page with Retry-After when the render fails', async () => {
    const response = await guardedRender(
      new Request('https://shop.example/cgv'),
      deps(new Response('x', { status: 500 })),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
    expect(await response.text()).toContain('Service momentanément indisponible')
  })
})
