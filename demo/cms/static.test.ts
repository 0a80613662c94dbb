import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, resolveInside, serveFolder } from './static'

let base: string
let app: Hono

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'cms-static-'))
  await mkdir(path.join(base, 'images', 'cms'), { recursive: true })
  await writeFile(path.join(base, 'images', 'cms', 'a b.webp'), Buffer.from('RIFF....WEBPVP8 '))
  await writeFile(path.join(base, 'images', 'cms', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(base, 'images', 'notes.txt'), 'pas une image')
  await writeFile(path.join(base, 'images', '.cache.webp'), 'caché')
  await writeFile(path.join(base, 'secret.webp'), 'hors du dossier')
  await symlink(path.join(base, 'secret.webp'), path.join(base, 'images', 'cms', 'lien.webp'))
  await mkdir(path.join(base, 'videos'))
  await writeFile(path.join(base, 'videos', 'clip.webm'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)))
  app = new Hono()
  app.get('/images/*', serveFolder({ prefix: '/images/', root: path.join(base, 'images'), cacheControl: IMMUTABLE }))
  app.get('/videos/*', serveFolder({ prefix: '/videos/', root: path.join(base, 'videos'), cacheControl: IMMUTABLE }))
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

describe('static files', () => {
  it('serves a file with its type, a year of immutable caching and nosniff', async () => {
    const res = await app.request('/images/cms/a%20b.webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('RIFF....WEBPVP8 ')
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/images/cms/a%20b.webp', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe('16')
    expect((await res.arrayBuffer()).byteLength).toBe(0)
  })

  it('keeps SVG files inert when opened on their own', async () => {
    const res = await app.request('/images/cms/logo.svg')
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
  })

  it.each([
    '/images/../../etc/passwd',
    '/images/%2e%2e/%2e%2e/etc/passwd',
    '/images/%2E%2E/secret.webp',
    '/images/..%2fsecret.webp',
    '/images/..%2F..%2Fetc%2Fpasswd',
    '/images/cms/..%5c..%5csecret.webp',
    '/images/%252e%252e/secret.webp',
    '/images/cms/a%00.webp',
    '/images//etc/passwd',
    '/images/.cache.webp',
    '/images/cms/%E0%A4%A.webp',
  ])('refuses %s', async (url) => {
    const res = await app.request(url)
    expect([400, 404]).toContain(res.status)
    expect(await res.text()).not.toMatch(/hors du dossier|root:/)
  })

  it('refuses a symbolic link that leads out of the folder', async () => {
    const res = await app.request('/images/cms/lien.webp')
    expect(res.status).toBe(400)
  })

  it('serves only known file types', async () => {
    expect((await app.request('/images/notes.txt')).status).toBe(404)
    expect((await app.request('/images/cms/absent.webp')).status).toBe(404)
    expect((await app.request('/images/cms')).status).toBe(404)
  })

  it('answers byte ranges, as video players ask for them', async () => {
    const part = await app.request('/videos/clip.webm', { headers: { Range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 10-19/100')
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    const tail = await app.request('/videos/clip.webm', { headers: { Range: 'bytes=-5' } })
    expect(tail.headers.get('content-range')).toBe('bytes 95-99/100')
    const open = await app.request('/videos/clip.webm', { headers: { Range: 'bytes=90-' } })
    expect(open.headers.get('content-length')).toBe('10')
    const beyond = await app.request('/videos/clip.webm', { headers: { Range: 'bytes=200-' } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */100')
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/videos/clip.webm')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    expect((await app.request('/videos/clip.webm', { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('resolves only paths strictly inside the root', () => {
    expect(resolveInside('/data/images', 'cms/a.webp')).toBe('/data/images/cms/a.webp')
    expect(resolveInside('/data/images', '')).toBeNull()
    expect(resolveInside('/data/images', 'cms/../../x')).toBeNull()
    expect(resolveInside('/data/images', 'cms%2F..%2F..%2Fx')).toBeNull()
  })
})
