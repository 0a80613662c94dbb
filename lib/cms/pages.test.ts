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
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('CMS indisponible'))
  })
})
