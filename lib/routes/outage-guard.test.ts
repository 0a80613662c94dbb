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
