import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import {
  IMAGE_FORMATS,
  IMAGE_FORMAT_WIDTHS,
  type CmsFile,
  type CmsImage,
  type CmsImageFormat,
  type CmsVideo,
} from '../shapes'
import { DOCUMENTS, renderDocument, type DocumentKey } from './documents'
import { ILLUSTRATIONS, illustrationSvg, type ImageKey as IllustrationKey } from './illustrations'
import { VIDEOS, encodeVideo, posterSvg, type VideoKey } from './videos'

/** Bump when the rendering itself changes (not the specs, which are fingerprinted). */
const GENERATOR_VERSION = 1

/** Where each kind of media lives under the data folder, and under which URL path it is served. */
const CMS_MEDIA_DIRS = { images: 'images/cms', videos: 'videos/cms', docs: 'docs/cms' } as const

const POSTERS = {
  deliveryPoster: { video: VIDEOS.deliveryDesktop, name: 'video-livraison-affiche' },
  worksitePoster: { video: VIDEOS.worksiteDesktop, name: 'video-chantier-affiche' },
} as const

/** The part of the demo configuration the CMS reads. */
export interface CmsConfig {
  dataDir: string
  urls: { cms: string }
}

export type ImageKey = IllustrationKey | keyof typeof POSTERS
export type { DocumentKey, VideoKey }

export interface CmsMedia {
  images: Record<ImageKey, CmsImage>
  videos: Record<VideoKey, CmsVideo>
  files: Record<DocumentKey, CmsFile>
}

interface ImageJob {
  key: ImageKey
  name: string
  alternativeText: string
  caption: string | null
  width: number
  height: number
  svg: string
}

function imageJobs(): ImageJob[] {
  const illustrations = Object.entries(ILLUSTRATIONS).map(([key, spec]) => ({
    key: key as IllustrationKey,
    name: spec.name,
    alternativeText: spec.alternativeText,
    caption: spec.caption,
    width: spec.scene.width,
    height: spec.scene.height,
    svg: illustrationSvg(spec),
  }))
  // Posters are the videos' first frame drawn at a large size (the drawings scale with the canvas).
  const posters = Object.entries(POSTERS).map(([key, { video, name }]) => {
    const width = 1600
    const height = Math.round((width * video.height) / video.width)
    return {
      key: key as keyof typeof POSTERS,
      name,
      alternativeText: video.alternativeText,
      caption: null,
      width,
      height,
      svg: posterSvg({ ...video, width, height }),
    }
  })
  return [...illustrations, ...posters]
}

const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const kilobytes = (bytes: number) => Math.round(bytes / 10) / 100

async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`
  await writeFile(tmp, data)
  await rename(tmp, file)
}

async function renderImage(job: ImageJob, id: number, dir: string): Promise<CmsImage> {
  const svg = Buffer.from(job.svg)
  // The content hash in the file name is what makes `Cache-Control: immutable` safe.
  const base = `${job.name}_${sha(svg).slice(0, 10)}`
  // Rasterise once; every format is resized from the same pixels.
  const pixels = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const encode = async (file: string, width?: number) => {
    const pipeline = sharp(pixels.data, { raw: pixels.info })
    const { data, info } = await (width ? pipeline.resize({ width }) : pipeline)
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    await writeAtomically(path.join(dir, file), data)
    return {
      url: `/${CMS_MEDIA_DIRS.images}/${file}`,
      width: info.width,
      height: info.height,
      size: kilobytes(data.length),
    }
  }
  const original = await encode(`${base}.webp`)
  const formats: Partial<Record<(typeof IMAGE_FORMATS)[number], CmsImageFormat>> = {}
  for (const format of IMAGE_FORMATS) {
    const width = IMAGE_FORMAT_WIDTHS[format]
    if (width >= job.width) continue
    const file = `${format}_${base}.webp`
    formats[format] = { name: file, mime: 'image/webp', ...(await encode(file, width)) }
  }
  return {
    id,
    name: `${job.name}.webp`,
    alternativeText: job.alternativeText,
    caption: job.caption,
    mime: 'image/webp',
    ...original,
    formats: Object.keys(formats).length ? formats : null,
  }
}

function fingerprint(jobs: ImageJob[]): string {
  const videos = Object.values(VIDEOS).map((v) => [
    v.name,
    v.width,
    v.height,
    v.fps,
    v.frames,
    v.draw(0, v.width, v.height),
    v.draw(0.5, v.width, v.height),
  ])
  return sha(JSON.stringify({ GENERATOR_VERSION, images: jobs, videos, docs: DOCUMENTS }))
}

async function generate(dataDir: string, jobs: ImageJob[]): Promise<CmsMedia> {
  const dirs = Object.fromEntries(
    Object.entries(CMS_MEDIA_DIRS).map(([k, rel]) => [k, path.join(dataDir, rel)]),
  ) as Record<keyof typeof CMS_MEDIA_DIRS, string>
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })))
  let nextId = 1

  const images = {} as Record<ImageKey, CmsImage>
  for (const job of jobs) images[job.key] = await renderImage(job, nextId++, dirs.images)

  const videos = {} as Record<VideoKey, CmsVideo>
  for (const [key, spec] of Object.entries(VIDEOS) as Array<[VideoKey, (typeof VIDEOS)[VideoKey]]>) {
    const data = await encodeVideo(spec)
    const file = `${spec.name}_${sha(data).slice(0, 10)}.webm`
    await writeAtomically(path.join(dirs.videos, file), data)
    videos[key] = {
      id: nextId++,
      name: `${spec.name}.webm`,
      alternativeText: spec.alternativeText,
      caption: null,
      url: `/${CMS_MEDIA_DIRS.videos}/${file}`,
      mime: 'video/webm',
      size: kilobytes(data.length),
    }
  }

  const files = {} as Record<DocumentKey, CmsFile>
  for (const [key, spec] of Object.entries(DOCUMENTS) as Array<[DocumentKey, (typeof DOCUMENTS)[DocumentKey]]>) {
    const data = await renderDocument(spec)
    // Documents keep a stable name: customers bookmark and forward them.
    const file = `${spec.name}.pdf`
    await writeAtomically(path.join(dirs.docs, file), data)
    files[key] = {
      id: nextId++,
      name: file,
      url: `/${CMS_MEDIA_DIRS.docs}/${file}`,
      mime: 'application/pdf',
      size: kilobytes(data.length),
    }
  }

  const media = { images, videos, files }
  await removeStaleFiles(dirs, media)
  return media
}

/** Files left by earlier versions of the specs: the CMS folders only hold what the manifest lists. */
async function removeStaleFiles(dirs: Record<keyof typeof CMS_MEDIA_DIRS, string>, media: CmsMedia): Promise<void> {
  const wanted = new Set<string>()
  for (const image of Object.values(media.images)) {
    wanted.add(path.basename(image.url))
    for (const format of Object.values(image.formats ?? {})) wanted.add(path.basename(format.url))
  }
  for (const item of [...Object.values(media.videos), ...Object.values(media.files)])
    wanted.add(path.basename(item.url))
  for (const dir of Object.values(dirs)) {
    for (const file of await readdir(dir)) if (!wanted.has(file)) await rm(path.join(dir, file), { force: true })
  }
}

function allUrls(media: CmsMedia): string[] {
  return [
    ...Object.values(media.images).flatMap((i) => [i.url, ...Object.values(i.formats ?? {}).map((f) => f.url)]),
    ...Object.values(media.videos).map((v) => v.url),
    ...Object.values(media.files).map((f) => f.url),
  ]
}

async function readManifest(file: string, expected: string, dataDir: string): Promise<CmsMedia | null> {
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { fingerprint: string; media: CmsMedia }
    if (manifest.fingerprint !== expected) return null
    await Promise.all(allUrls(manifest.media).map((url) => stat(path.join(dataDir, url))))
    return manifest.media
  } catch {
    return null
  }
}

/** Prefixes every media URL with the CMS's public base URL, as a CDN-backed Strapi would answer. */
function absolutizeMedia(media: CmsMedia, baseUrl: string): CmsMedia {
  const base = baseUrl.replace(/\/+$/, '')
  return JSON.parse(JSON.stringify(media), (key, value: unknown) =>
    key === 'url' && typeof value === 'string' && value.startsWith('/') ? `${base}${value}` : value,
  ) as CmsMedia
}

const inFlight = new Map<string, Promise<CmsMedia>>()

/**
 * Renders the CMS's images, videos and PDFs under the data folder on first start, then reuses them:
 * a manifest records a fingerprint of every spec, and nothing is rendered again while it matches and
 * the files are there. Answers the media with absolute URLs under `config.urls.cms`.
 */
export function ensureCmsMedia(config: CmsConfig): Promise<CmsMedia> {
  const key = config.dataDir
  let pending = inFlight.get(key)
  if (!pending) {
    pending = (async () => {
      const jobs = imageJobs()
      const expected = fingerprint(jobs)
      const manifestFile = path.join(config.dataDir, 'cms', 'media.json')
      const existing = await readManifest(manifestFile, expected, config.dataDir)
      if (existing) return existing
      const started = Date.now()
      const media = await generate(config.dataDir, jobs)
      await mkdir(path.dirname(manifestFile), { recursive: true })
      await writeAtomically(manifestFile, Buffer.from(JSON.stringify({ fingerprint: expected, media }, null, 1)))
      console.log(`[demo] médias du CMS générés en ${((Date.now() - started) / 1000).toFixed(1)} s`)
      return media
    })()
    // A failed attempt must not stick: the next call tries again.
    pending.catch(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending.then((media) => absolutizeMedia(media, config.urls.cms))
}
