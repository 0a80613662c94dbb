import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  DOCS_DIR,
  IMAGES_DIR,
  SEARCH_DIR,
  ensureCatalogue,
  loadCategoryDocuments,
  loadProductDocuments,
  type CatalogueManifest,
} from '.'
import { MANIFEST_FILE } from './generate'

const CMS = 'http://cms.test'
let dataDir: string
let manifest: CatalogueManifest
const config = (products: number) => ({ dataDir, products, urls: { cms: CMS } })

/** Maps a CMS URL to the file the CMS serves for it. */
const servedFile = (url: string) => {
  const { pathname } = new URL(url)
  const [, root, ...rest] = pathname.split('/')
  return path.join(root === 'images' ? IMAGES_DIR(dataDir) : DOCS_DIR(dataDir), ...rest)
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  dataDir = await mkdtemp(path.join(tmpdir(), 'catalogue-assets-'))
  manifest = await ensureCatalogue(config(200))
}, 300_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await rm(dataDir, { recursive: true, force: true })
})

describe('ensureCatalogue', () => {
  it('writes the manifest next to the index files', async () => {
    expect(manifest).toMatchObject({ products: 200, seed: expect.any(Number), cmsUrl: CMS, locale: 'fr_fr' })
    expect(manifest.contentHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.parse(await readFile(MANIFEST_FILE(dataDir), 'utf8'))).toEqual(manifest)
    for (const file of Object.values(manifest.files))
      await expect(stat(path.join(SEARCH_DIR(dataDir), file))).resolves.toBeTruthy()
  })

  it('renders every image and technical sheet the documents point to', async () => {
    const products = await loadProductDocuments(dataDir)
    const categories = await loadCategoryDocuments(dataDir)
    const urls = new Set(
      [...products, ...categories].flatMap((doc) => [
        ...doc.images.flatMap((set) => Object.values(set).map((image) => image.src)),
        ...('technical_doc_url' in doc && doc.technical_doc_url ? [doc.technical_doc_url] : []),
      ]),
    )
    for (const url of urls) await expect(stat(servedFile(url)), url).resolves.toBeTruthy()
    const sample = products[0]?.images[0]
    expect(await sharp(servedFile(sample!.xlarge!.src)).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 1200,
    })
    expect(await sharp(servedFile(sample!.small!.src)).metadata()).toMatchObject({ width: 160 })
    const sheet = await readFile(servedFile([...urls].find((url) => url.endsWith('.pdf'))!))
    expect(sheet.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('keeps an up-to-date catalogue and restores a deleted image', async () => {
    const productFile = path.join(SEARCH_DIR(dataDir), manifest.files.product)
    const before = (await stat(productFile)).mtimeMs
    const [first] = await loadProductDocuments(dataDir)
    const image = servedFile(first!.images[0]!.small!.src)
    await unlink(image)
    expect(await ensureCatalogue(config(200))).toEqual(manifest)
    expect((await stat(productFile)).mtimeMs).toBe(before)
    await expect(stat(image)).resolves.toBeTruthy()
  }, 120_000)

  it('regenerates when the product count changes', async () => {
    const resized = await ensureCatalogue(config(120))
    expect(resized.products).toBe(120)
    expect(await loadProductDocuments(dataDir, { validate: true })).toHaveLength(120)
  }, 120_000)
})
