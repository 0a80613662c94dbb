import path from 'node:path'
import { Hono } from 'hono'
import { createCmsApi, type CmsContent } from './api'
import { resolveCatalogueRefs, type LoadProductDocuments } from './catalogue-refs'
import { buildHeaderSlider, buildPages, referencedCategories } from './content'
import { ensureCmsMedia, type CmsConfig } from './media'
import { IMMUTABLE, serveFolder } from './static'

export { ensureCmsMedia, type CmsConfig } from './media'

export interface CmsAppOptions {
  /** Replaces the catalogue's own loader (tests). */
  loadProductDocuments?: LoadProductDocuments
}

/** Builds the pages once media and catalogue references are known (content.test.ts checks them against the shop's schema). */
async function prepareContent(config: CmsConfig, options: CmsAppOptions): Promise<CmsContent> {
  const [media, catalogue] = await Promise.all([
    ensureCmsMedia(config),
    resolveCatalogueRefs(config.dataDir, options.loadProductDocuments),
  ])
  const pages = buildPages({ media, catalogue })
  const unknown = catalogue.categories
    ? referencedCategories(pages).filter((key) => !catalogue.categories?.has(key))
    : []
  if (unknown.length > 0) console.warn(`[cms] catégories absentes du catalogue : ${unknown.join(', ')}`)
  return { pages, headerSlider: buildHeaderSlider() }
}

/**
 * The demo CMS: a Strapi-like REST API under `/api`, and the demo's static files (CMS and catalogue
 * images, CMS videos, PDF documents) from the data folder. Media are rendered on first start, in the
 * background: requests wait for them rather than answering 404 meanwhile. Of the demo context, only
 * the configuration is read.
 */
export function createCmsApp(ctx: { config: CmsConfig }, options: CmsAppOptions = {}): Hono {
  const { config } = ctx
  const content = prepareContent(config, options)
  content.catch((error: unknown) => console.error('[cms] contenu indisponible', error))
  const mediaSettled = content.then(
    () => undefined,
    () => undefined,
  )

  const app = new Hono()
  app.route(
    '/api',
    createCmsApi(() => content),
  )
  const folders = [
    { prefix: '/images/', dir: 'images', cacheControl: IMMUTABLE },
    // CMS videos have content-hashed names, like images.
    { prefix: '/videos/', dir: 'videos', cacheControl: IMMUTABLE },
    // Documents keep stable names (bookmarked, forwarded), so they are revalidated daily.
    { prefix: '/docs/', dir: 'docs', cacheControl: 'public, max-age=86400' },
  ]
  for (const folder of folders) {
    const serve = serveFolder({
      prefix: folder.prefix,
      root: path.join(config.dataDir, folder.dir),
      cacheControl: folder.cacheControl,
    })
    app.get(`${folder.prefix}*`, async (c) => {
      await mediaSettled
      return serve(c)
    })
  }
  app.get('/', (c) =>
    c.json({
      name: 'CMS de démonstration',
      api: ['/api/pages', '/api/header-slider'],
      files: folders.map((f) => `${f.prefix}*`),
    }),
  )
  return app
}
