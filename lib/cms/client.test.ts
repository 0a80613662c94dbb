import { describe, expect, it, vi } from 'vitest'
import { createCmsClient } from './client'
import { CmsUnavailableError } from './errors'
import type { CmsPageInput } from './schemas'

const CMS_URL = 'http://cms.test/'

/** A page as a Strapi with the local upload provider answers it: media URLs are paths. */
const page: CmsPageInput = {
  id: 1,
  documentId: 'doc1',
  fullpath: '/nos-services',
  handle: 'nos-services',
  locale: 'fr',
  rank: 20,
  title: 'Nos services',
  content: [
    {
      __component: 'sections.image-banner',
      id: 3,
      image: {
        id: 9,
        name: 'a.webp',
        url: '/uploads/a.webp',
        mime: 'image/webp',
        size: 12,
        width: 1600,
        height: 900,
        formats: {
          small: { name: 's', url: '/uploads/small_a.webp', mime: 'image/webp', width: 500, height: 281, size: 3 },
        },
      },
    },
    { __component: 'sections.countdown', id: 4, endsAt: '2030-01-01' } as unknown as CmsPageInput['content'][number],
  ],
  seo: { metaTitle: 'Nos services | Équipro', metaDescription: 'Services' },
  createdAt: '2025-01-06T09:00:00.000Z',
  updatedAt: '2025-01-06T09:00:00.000Z',
  publishedAt: '2025-01-06T09:00:00.000Z',
}

const list = (data: unknown[]) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } },
})
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function setup(answer: (url: URL) => Response | Promise<Response>) {
  const calls: URL[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    calls.push(url)
    return answer(url)
  })
  const logger = { error: vi.fn(), warn: vi.fn() }
  const client = createCmsClient({
    baseUrl: CMS_URL,
    timeoutMs: 1000,
    fetch: fetch as typeof globalThis.fetch,
    logger,
    sleep: async () => undefined,
  })
  return { client, calls, logger }
}

describe('CMS client', () => {
  it('finds a page by handle in the French locale, with media URLs resolved against the CMS', async () => {
    const { client, calls } = setup(() => json(list([page])))
    const found = await client.pageByHandle('nos-services')
    expect(calls[0]?.pathname).toBe('/api/pages')
    expect(calls[0]?.searchParams.get('filters[handle][$eq]')).toBe('nos-services')
    expect(calls[0]?.searchParams.get('locale')).toBe('fr')
    expect(found?.title).toBe('Nos services')
    const banner = found?.content[0]
    expect(banner?.__component).toBe('sections.image-banner')
    if (banner?.__component !== 'sections.image-banner') return
    expect(banner.image.url).toBe('http://cms.test/uploads/a.webp')
    expect(banner.image.formats?.small?.url).toBe('http://cms.test/uploads/small_a.webp')
    expect(banner.ratio).toBe('16/9')
  })

  it('keeps a block type it does not know as a generic block', async () => {
    const { client } = setup(() => json(list([page])))
    const found = await client.pageByHandle('nos-services')
    expect(found?.content[1]).toMatchObject({
      __component: 'generic',
      sourceComponent: 'sections.countdown',
      reason: 'unknown',
    })
  })

  it('answers null when the CMS has no such page', async () => {
    const { client } = setup(() => json(list([])))
    await expect(client.pageByHandle('inconnue')).resolves.toBeNull()
  })

  it('turns an outage into a logged CmsUnavailableError, after one retry', async () => {
    const { client, calls, logger } = setup(() =>
      json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } }, 500),
    )
    const error = await client.pageByHandle('home').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CmsUnavailableError)
    expect(error).toMatchObject({ kind: 'http', status: 500 })
    expect(calls).toHaveLength(2)
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('CMS indisponible'))
  })

  it('refuses an answer that does not match the schema', async () => {
    const { client } = setup(() => json(list([{ ...page, fullpath: 'Pas un chemin' }])))
    const error = await client.pageByHandle('nos-services').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CmsUnavailableError)
    expect(error).toMatchObject({ kind: 'validation' })
    expect((error as Error).message).toContain('fullpath')
  })

  it('refuses a network failure', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed')
    })
    await expect(client.listPages()).rejects.toBeInstanceOf(CmsUnavailableError)
  })

  it('lists pages by rank, at most one hundred', async () => {
    const { client, calls } = setup(() => json(list([page])))
    await expect(client.listPages()).resolves.toHaveLength(1)
    expect(calls[0]?.searchParams.get('sort')).toBe('rank:asc')
    expect(calls[0]?.searchParams.get('pagination[pageSize]')).toBe('100')
  })

  it('reads the header slider, null when it was never filled', async () => {
    const entries = [{ id: 1, text: 'Guide INRS', url: 'https://www.inrs.fr/', openInNewTab: true }]
    const filled = setup(() => json({ data: { id: 1, documentId: 'h', locale: 'fr', entries }, meta: {} }))
    await expect(filled.client.headerSlider()).resolves.toMatchObject({ entries })
    expect(filled.calls[0]?.pathname).toBe('/api/header-slider')
    const empty = setup(() => json({ data: null, meta: {} }))
    await expect(empty.client.headerSlider()).resolves.toBeNull()
  })

  it('refuses a header slider link with a javascript: URL', async () => {
    const entries = [{ id: 1, text: 'x', url: 'javascript:alert(1)', openInNewTab: false }]
    const { client } = setup(() => json({ data: { id: 1, documentId: 'h', locale: 'fr', entries }, meta: {} }))
    await expect(client.headerSlider()).rejects.toBeInstanceOf(CmsUnavailableError)
  })
})

describe('the demo content', () => {
  it('is read without any invalid block; only the countdown is unknown to the shop', async () => {
    const { demoCmsPages } = await import('@/tests/cms-fixtures')
    const generic = (await demoCmsPages()).flatMap((demo) =>
      demo.content.filter((block) => block.__component === 'generic'),
    )
    expect(generic).toEqual([expect.objectContaining({ sourceComponent: 'sections.countdown', reason: 'unknown' })])
  })
})
