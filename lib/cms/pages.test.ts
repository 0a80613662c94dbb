import { afterEach, describe, expect, it, vi } from 'vitest'
import { CmsUnavailableError, findCmsPage, findHeaderSlider, listCmsPages } from './pages'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const seo = (noindex: boolean) => ({ metaTitle: 'T', metaDescription: 'D', noindex })
const page = (handle: string, noindex = false) => ({
  id: 1,
  documentId: handle,
  fullpath: `/${handle}`,
  handle,
  locale: 'fr',
  rank: 1,
  title: handle,
  content: [],
  seo: seo(noindex),
  createdAt: '2025-01-06T09:00:00.000Z',
  updatedAt: '2025-01-06T09:00:00.000Z',
  publishedAt: null,
})

/**
 * A new server process: fresh module state, no breaker yet. React's `cache` is scoped to a server
 * request and does not cache outside one, so calling the exports again is a new render of the same
 * process, with the module's memory of last answers.
 */
let loaded: typeof import('./pages') | undefined
async function freshModule() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('equipro.http.breakers')]
  vi.resetModules()
  loaded = await import('./pages')
  return loaded
}
const freshRequest = async () => loaded ?? freshModule()

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('CMS pages on the server', () => {
  it('asks the CMS with a one-minute cache and leaves noindex pages out of the list', async () => {
    const fetch = vi.fn(async () =>
      json({
        data: [page('a'), page('test', true)],
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
      }),
    )
    vi.stubGlobal('fetch', fetch)
    const pages = await listCmsPages()
    expect(pages.map((p) => p.handle)).toEqual(['a'])
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/localhost:4004\/api\/pages\?/),
      expect.objectContaining({ next: { revalidate: 60, tags: ['cms'] } }),
    )
  })

  it('throws a CmsUnavailableError when the CMS is down, but the header slider just disappears', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    )
    await expect(findCmsPage('home')).rejects.toBeInstanceOf(CmsUnavailableError)
    await expect(findHeaderSlider()).resolves.toBeNull()
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('CMS unavailable (page handle=home)'))
  })

  it('serves the last good header slider and page while the CMS fails; an unknown page is not kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { findCmsPage, findHeaderSlider } = await freshModule()
    const slider = { id: 1, documentId: 's', locale: 'fr', entries: [{ id: 1, text: 'Livraison offerte' }] }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input)
        if (url.pathname === '/api/header-slider') return json({ data: slider, meta: {} })
        const handle = url.searchParams.get('filters[handle][$eq]')
        const data = handle === 'cgv' ? [page('cgv')] : []
        return json({ data, meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: data.length } } })
      }),
    )
    expect(await findHeaderSlider()).toMatchObject({ entries: [{ text: 'Livraison offerte' }] })
    expect(await findCmsPage('cgv')).toMatchObject({ handle: 'cgv' })
    expect(await findCmsPage('inconnue')).toBeNull()

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    )
    const again = await freshRequest()
    expect(await again.findHeaderSlider()).toMatchObject({ entries: [{ text: 'Livraison offerte' }] })
    expect(await again.findCmsPage('cgv')).toMatchObject({ handle: 'cgv' })
    await expect(again.findCmsPage('inconnue')).rejects.toBeInstanceOf(again.CmsUnavailableError)
  })

  it('asks a failing CMS for an unknown page once, not again for the render that follows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { findCmsPage } = await freshModule()
    const fetch = vi.fn(async () => Promise.reject(new TypeError('fetch failed')))
    vi.stubGlobal('fetch', fetch)
    await expect(findCmsPage('page-inconnue')).rejects.toBeInstanceOf(Error)
    const calls = fetch.mock.calls.length
    await expect(findCmsPage('page-inconnue')).rejects.toBeInstanceOf(Error)
    expect(fetch).toHaveBeenCalledTimes(calls)
  })
})
