import { HIGHLIGHT_CATEGORIES, resolveCatalogueRefs } from '@/demo/cms/catalogue-refs'
import { buildHeaderSlider, buildPages } from '@/demo/cms/content'
import type { CmsMedia } from '@/demo/cms/media'
import { DOCUMENTS } from '@/demo/cms/media/documents'
import { ILLUSTRATIONS } from '@/demo/cms/media/illustrations'
import { VIDEOS } from '@/demo/cms/media/videos'
import {
  cmsHeaderSliderSchema,
  cmsPageSchema,
  type BlockOf,
  type BlockType,
  type CmsImage,
  type CmsPage,
} from '@/lib/cms/schemas'

/**
 * The demo CMS's pages, parsed as the shop parses them, with media records pointing at `cms.test`
 * (no image is rendered). Component tests render blocks with the content editors really wrote.
 */
export const CMS_TEST_ORIGIN = 'http://cms.test'

function stubMedia(): CmsMedia {
  let id = 0
  const image = (name: string, alternativeText: string): CmsImage => ({
    id: ++id,
    name: `${name}.webp`,
    alternativeText,
    caption: null,
    url: `${CMS_TEST_ORIGIN}/images/cms/${name}.webp`,
    mime: 'image/webp',
    size: 120,
    width: 1600,
    height: 1000,
    formats: {
      small: {
        name: `small_${name}.webp`,
        url: `${CMS_TEST_ORIGIN}/images/cms/small_${name}.webp`,
        mime: 'image/webp',
        width: 500,
        height: 313,
        size: 20,
      },
      medium: {
        name: `medium_${name}.webp`,
        url: `${CMS_TEST_ORIGIN}/images/cms/medium_${name}.webp`,
        mime: 'image/webp',
        width: 750,
        height: 469,
        size: 40,
      },
      large: {
        name: `large_${name}.webp`,
        url: `${CMS_TEST_ORIGIN}/images/cms/large_${name}.webp`,
        mime: 'image/webp',
        width: 1000,
        height: 625,
        size: 70,
      },
    },
  })
  const images = Object.fromEntries([
    ...Object.entries(ILLUSTRATIONS).map(([key, spec]) => [key, image(spec.name, spec.alternativeText)]),
    ['deliveryPoster', image('affiche-livraison', 'Camion de livraison')],
    ['worksitePoster', image('affiche-chantier', 'Chantier balisé')],
  ]) as CmsMedia['images']
  const videos = Object.fromEntries(
    Object.entries(VIDEOS).map(([key, video]) => [
      key,
      {
        id: ++id,
        name: `${video.name}.webm`,
        alternativeText: video.alternativeText,
        caption: null,
        url: `${CMS_TEST_ORIGIN}/videos/cms/${video.name}.webm`,
        mime: 'video/webm',
        size: 900,
      },
    ]),
  ) as CmsMedia['videos']
  const files = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([key, doc]) => [
      key,
      {
        id: ++id,
        name: `${doc.name}.pdf`,
        url: `${CMS_TEST_ORIGIN}/docs/cms/${doc.name}.pdf`,
        mime: 'application/pdf',
        size: 84.2,
      },
    ]),
  ) as CmsMedia['files']
  return { images, videos, files }
}

const productDocuments = Object.values(HIGHLIGHT_CATEGORIES).map((category, index) => ({
  sku: `SKU-${index}`,
  name: `Produit ${index}`,
  url_key: `produit-${index}`,
  main: true,
  categories: [{ url_key: category, name: `Catégorie ${index}` }],
  price: { default: { value: 10 + index } },
  product_state: { code: 'sellable' },
}))

export async function demoCmsPages(): Promise<CmsPage[]> {
  const catalogue = await resolveCatalogueRefs('/nonexistent', async () => productDocuments)
  return buildPages({ media: stubMedia(), catalogue }).map((page) => cmsPageSchema.parse(page))
}

export async function demoCmsPage(handle: string): Promise<CmsPage> {
  const page = (await demoCmsPages()).find((candidate) => candidate.handle === handle)
  if (!page) throw new Error(`no demo page ${handle}`)
  return page
}

/** Every block of this type in the demo pages, in page order. */
export async function demoBlocks<T extends BlockType>(type: T): Promise<Array<BlockOf<T>>> {
  const pages = await demoCmsPages()
  return pages.flatMap((page) => page.content.filter((block): block is BlockOf<T> => block.__component === type))
}

export async function demoBlock<T extends BlockType>(type: T): Promise<BlockOf<T>> {
  const [block] = await demoBlocks(type)
  if (!block) throw new Error(`no demo block ${type}`)
  return block
}

export const demoHeaderSlider = () => cmsHeaderSliderSchema.parse(buildHeaderSlider())

/** The hostile rich text of the demo's `/test-assainissement` page. */
export { SANITISER_PROBE_HTML } from '@/demo/cms/content'
