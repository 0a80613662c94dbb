import { createHash } from 'node:crypto'
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { ImageSize } from '../../lib/search/documents'
import { illustrationSvg, type Shape } from './illustrations'
import { CATALOGUE_IMAGES, IMAGE_WIDTHS, WEBP_OPTIONS, imageName } from './image-sets'
import { CATEGORY_TREE, type CategoryNode } from './taxonomy'
import { COLOURS, type ColourKey } from './vocabulary'

/**
 * A small pool of illustrations (one per shape and colour actually used by the tree), rendered
 * once in the four sizes the documents reference. Products share them; nothing is drawn per product.
 */

/** Where the CMS serves `${urls.cms}/images/...` from. */
export const IMAGES_DIR = (dataDir: string) => path.join(dataDir, 'images')

export interface PoolImage {
  shape: Shape
  colour: ColourKey
  name: string
}

export function imagePool(tree: readonly CategoryNode[] = CATEGORY_TREE): PoolImage[] {
  const pool = new Map<string, PoolImage>()
  const visit = (node: CategoryNode) => {
    if (node.leaf) {
      for (const colour of node.leaf.colours) {
        const name = imageName(node.leaf.shape, colour)
        pool.set(name, { shape: node.leaf.shape, colour, name })
      }
    }
    node.children?.forEach(visit)
  }
  tree.forEach(visit)
  return [...pool.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** Names are content-addressed, so they alone tell whether the drawings changed. */
export function imagePoolHash(pool: readonly PoolImage[]): string {
  return createHash('sha256')
    .update(pool.map((image) => image.name).join('\n'))
    .digest('hex')
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

/** Renders into `${dataDir}/images/catalogue/` the pool images not already there. */
export async function renderImagePool(dataDir: string, pool: readonly PoolImage[]): Promise<number> {
  const dir = path.join(IMAGES_DIR(dataDir), CATALOGUE_IMAGES)
  await mkdir(dir, { recursive: true })
  let rendered = 0
  for (const image of pool) {
    const files = (Object.entries(IMAGE_WIDTHS) as [ImageSize, number][]).map(
      ([size, width]) => [path.join(dir, `${image.name}-${size}.webp`), width] as const,
    )
    if ((await Promise.all(files.map(([file]) => exists(file)))).every(Boolean)) continue
    // Rasterise once at the largest width, then downscale: cheaper than four SVG renders.
    const svg = Buffer.from(illustrationSvg(image.shape, COLOURS[image.colour]))
    const master = await sharp(svg, { density: (72 * IMAGE_WIDTHS.xlarge) / 400 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    await Promise.all(
      files.map(([file, width]) =>
        sharp(master.data, { raw: master.info }).resize(width, width).webp(WEBP_OPTIONS).toFile(file),
      ),
    )
    rendered += 1
  }
  return rendered
}
