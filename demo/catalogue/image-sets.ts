import { createHash } from 'node:crypto'
import { IMAGE_SIZES, type ImageSize, type ProductImageSet } from '../../lib/search/documents'
import { illustrationSvg, type Shape } from './illustrations'
import { COLOURS, type ColourKey } from './vocabulary'

/** Folder under `${urls.cms}/images/` holding the catalogue illustrations. */
export const CATALOGUE_IMAGES = 'catalogue'

export const IMAGE_WIDTHS: Record<ImageSize, number> = { small: 160, medium: 400, large: 800, xlarge: 1200 }
/** Effort 2 halves encoding time against the default for ~10 % larger files: flat drawings compress well anyway. */
export const WEBP_OPTIONS = { quality: 82, effort: 2 } as const

const names = new Map<string, string>()

/**
 * Content-addressed name of an illustration: the CMS serves images as immutable, so a changed
 * drawing or encoding must get a new name.
 */
export function imageName(shape: Shape, colour: ColourKey): string {
  const key = `${shape}-${colour}`
  let name = names.get(key)
  if (name === undefined) {
    const digest = createHash('sha256')
      .update(illustrationSvg(shape, COLOURS[colour]))
      .update(JSON.stringify([IMAGE_WIDTHS, WEBP_OPTIONS]))
      .digest('hex')
    name = `${key}-${digest.slice(0, 10)}`
    names.set(key, name)
  }
  return name
}

export const imageUrl = (cmsUrl: string, name: string, size: ImageSize) =>
  `${cmsUrl.replace(/\/+$/, '')}/images/${CATALOGUE_IMAGES}/${name}-${size}.webp`

/** The four sizes of one pool illustration, as a document's image entry. */
export function imageSetFor(cmsUrl: string, name: string, alt: string): ProductImageSet {
  return Object.fromEntries(
    IMAGE_SIZES.map((size) => [size, { sequence: 1, src: imageUrl(cmsUrl, name, size), alt, tag: 'principale' }]),
  )
}
