import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BLOCK_TYPES,
  cmsErrorResponseSchema,
  cmsHeaderSliderResponseSchema,
  cmsPageListResponseSchema,
  type CmsPage,
} from '../../lib/cms/schemas'
import { HIGHLIGHT_CATEGORIES, UNIVERSES } from './catalogue-refs'
import { createCmsApp, ensureCmsMedia } from './index'

/** Every file under `dir` with the time it was last written. */
async function filesAndTimes(dir: string): Promise<Record<string, number>> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true })
  const entries = files
    .filter((entry) => entry.isFile())
    .map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return [path.relative(dir, file), (await stat(file)).mtimeMs] as const
    })
  return Object.fromEntries(await Promise.all(entries))
}

const CMS_URL = 'http://cms.test:4004'
let dataDir: string
let app: ReturnType<typeof createCmsApp>

const documents = Object.values(HIGHLIGHT_CATEGORIES).map((category, i) => ({
  sku: `REF-${i}`,
  name: `Article ${i}`,
  url_key: `article-${i}`,
  main: true,
  // Like the catalogue's documents, each lists its category's ancestors too.
  categories: [category, 'protection-des-mains', ...UNIVERSES].map((url_key) => ({ url_key })),
  price: { pro: { value: 20 } },
}))

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cms-app-'))
  app = createCmsApp({ config: { dataDir, urls: { cms: CMS_URL } } }, { loadProductDocuments: async () => documents })
  // The first answer waits for the media to be rendered.
  await app.request('/api/header-slider')
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function getPages(query: string) {
  const res = await app.request(`/api/pages?${query}`)
  expect(res.status).toBe(200)
  return cmsPageListResponseSchema.parse(await res.json())
}

/** The path part of a media URL, to request it from the app. */
const local = (url: string) => url.replace(CMS_URL, '')

describe('CMS API', () => {
  it('finds the home page by fullpath, as the shop asks for it', async () => {
    const body = await getPages('filters[fullpath][$eq]=/&locale=fr&populate=*')
    expect(body.data).toHaveLength(1)
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 })
    const [home] = body.data as [CmsPage]
    expect(home.handle).toBe('home')
    expect(home.content[0]?.__component).toBe('sections.hero')
    expect(home.seo.metaImage?.url).toMatch(new RegExp(`^${CMS_URL}/images/cms/.+\\.webp$`))
  })

  it('finds a page by handle, URL-encoded or not', async () => {
    const plain = await getPages('filters[handle][$eq]=marches-publics&locale=fr')
    const encoded = await getPages(`${encodeURIComponent('filters[handle][$eq]')}=marches-publics&locale=fr`)
    expect(plain.data[0]?.fullpath).toBe('/marches-publics')
    expect(encoded).toEqual(plain)
  })

  it('answers 200 with no data for an unknown page or another locale', async () => {
    expect((await getPages('filters[fullpath][$eq]=/nexiste-pas&locale=fr')).data).toEqual([])
    expect((await getPages('filters[handle][$eq]=home&locale=en')).data).toEqual([])
  })

  it('lists pages with Strapi pagination and sorting', async () => {
    const all = await getPages('sort=rank:asc&pagination[pageSize]=100')
    expect(all.meta.pagination.total).toBeGreaterThanOrEqual(6)
    expect(all.data.map((p) => p.rank)).toEqual([...all.data.map((p) => p.rank)].sort((a, b) => a - b))
    const second = await getPages('sort=rank:asc&pagination[page]=2&pagination[pageSize]=3')
    expect(second.data.map((p) => p.handle)).toEqual(all.data.slice(3, 6).map((p) => p.handle))
    expect(second.meta.pagination).toMatchObject({
      page: 2,
      pageSize: 3,
      pageCount: Math.ceil(all.meta.pagination.total / 3),
    })
  })

  it('serves every block type across the pages, each parsed by its own schema', async () => {
    const all = await getPages('pagination[pageSize]=100')
    const types = new Set(all.data.flatMap((p) => p.content.map((b) => b.__component)))
    expect(BLOCK_TYPES.filter((t) => !types.has(t))).toEqual([])
  })

  it('keeps the unknown block of the sanitiser test page as a generic block', async () => {
    const [page] = (await getPages('filters[fullpath][$eq]=/test-assainissement')).data
    expect(page?.content.find((b) => b.__component === 'generic')).toMatchObject({
      sourceComponent: 'sections.countdown',
      reason: 'unknown',
    })
  })

  it('fills sku-based blocks from the catalogue', async () => {
    const [home] = (await getPages('filters[handle][$eq]=home')).data
    const byFour = home?.content.find((b) => b.__component === 'sections.products-by-four')
    expect(byFour).toMatchObject({ skus: expect.arrayContaining([expect.stringMatching(/^REF-\d$/)]) })
  })

  it('refuses query parameters it does not understand, like Strapi', async () => {
    for (const query of [
      'filters[title][$eq]=x',
      'filters[handle][$contains]=x',
      'pagination[pageSize]=500',
      'pagination[page]=0',
      'sort=secret:asc',
      'limit=3',
    ]) {
      const res = await app.request(`/api/pages?${query}`)
      expect(res.status, query).toBe(400)
      expect(cmsErrorResponseSchema.parse(await res.json()).error.name).toBe('ValidationError')
    }
  })

  it('answers the header slider', async () => {
    const res = await app.request('/api/header-slider?locale=fr')
    const body = cmsHeaderSliderResponseSchema.parse(await res.json())
    expect(body.data?.entries).toHaveLength(3)
    expect((await app.request('/api/header-slider?locale=de')).status).toBe(404)
  })

  it('answers a Strapi error body on unknown API routes', async () => {
    const res = await app.request('/api/articles')
    expect(res.status).toBe(404)
    expect(cmsErrorResponseSchema.parse(await res.json()).error.status).toBe(404)
  })
})

describe('CMS media', () => {
  it('serves every format of the page images as WebP of the announced size', async () => {
    const [home] = (await getPages('filters[handle][$eq]=home')).data
    const hero = home?.content[0]
    if (hero?.__component !== 'sections.hero') throw new Error('hero attendu')
    const formats = [hero.image, ...Object.values(hero.image.formats ?? {})]
    expect(formats.length).toBeGreaterThanOrEqual(4)
    for (const format of formats) {
      const res = await app.request(local(format.url))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await res.arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', format.width, format.height])
      expect(format.size).toBeCloseTo(bytes.length / 1000, 1)
    }
  })

  it('serves the videos as WebM, with byte ranges, and their poster', async () => {
    const [services] = (await getPages('filters[handle][$eq]=nos-services')).data
    const banner = services?.content.find((b) => b.__component === 'sections.banner-video')
    if (banner?.__component !== 'sections.banner-video') throw new Error('bannière vidéo attendue')
    expect(banner).toMatchObject({ autoplay: true, controls: false })
    for (const video of [banner.desktopVideo, banner.mobileVideo]) {
      const res = await app.request(local(video?.url ?? ''), { headers: { Range: 'bytes=0-3' } })
      expect(res.status).toBe(206)
      expect(res.headers.get('content-type')).toBe('video/webm')
      expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
    }
    expect((await app.request(local(banner.poster.url))).status).toBe(200)
  })

  it('serves the PDF documents linked from the pages', async () => {
    const [page] = (await getPages('filters[handle][$eq]=livraison-et-retours')).data
    const block = page?.content.find((b) => b.__component === 'sections.text-image' && b.file)
    if (block?.__component !== 'sections.text-image' || !block.file) throw new Error('document attendu')
    const res = await app.request(local(block.file.url))
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('refuses to leave the data folder', async () => {
    for (const url of [
      '/images/../../etc/passwd',
      '/images/%2e%2e/%2e%2e/etc/passwd',
      '/images/..%2f..%2fetc%2fpasswd',
      '/docs/..%2F..%2Fcms%2Fmedia.json',
      '/videos/%2e%2e%5cdb',
    ]) {
      const res = await app.request(url)
      expect([400, 404], url).toContain(res.status)
    }
  })

  it('renders the media once: the next start reuses them', async () => {
    // A copy of the folder stands for a restart: nothing of it is cached in this process.
    const copy = `${dataDir}-copie`
    await cp(dataDir, copy, { recursive: true })
    try {
      const before = await filesAndTimes(copy)
      const again = await ensureCmsMedia({ dataDir: copy, urls: { cms: 'http://autre.test' } })
      // Nothing written, removed or rendered again.
      expect(await filesAndTimes(copy)).toEqual(before)
      expect(again.images.hero.url).toMatch(
        /^http:\/\/autre\.test\/images\/cms\/accueil-equipes-sur-chantier_[0-9a-f]{10}\.webp$/,
      )
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
  })
})
