import { IMAGE_SIZES, type ImageSize, type ProductDocument, type ProductImageSet } from '@/lib/search/documents'

/**
 * Pixel width of each size the image service renders (square pictures): the widths of a picture's
 * `srcset` (docs/product/catalogue.md#images).
 */
export const IMAGE_SIZE_WIDTHS: Readonly<Record<ImageSize, number>> = {
  small: 160,
  medium: 400,
  large: 800,
  xlarge: 1200,
}

export interface PictureSources {
  /** Rendered width → URL, smallest first, only the sizes the document has. */
  sources: Array<{ width: number; src: string }>
  alt: string | null
}

export function pictureSources(set: ProductImageSet): PictureSources | null {
  const sources = IMAGE_SIZES.flatMap((size) => {
    const image = set[size]
    return image ? [{ width: IMAGE_SIZE_WIDTHS[size], src: image.src }] : []
  })
  if (sources.length === 0) return null
  const alt = IMAGE_SIZES.map((size) => set[size]?.alt).find((text) => text != null) ?? null
  return { sources, alt }
}

/** The smallest source at least `width` wide, or the largest one. */
export function sourceForWidth(sources: PictureSources['sources'], width: number): string {
  const fit = sources.find((source) => source.width >= width) ?? sources[sources.length - 1]
  return fit?.src ?? ''
}

/** Every rendering at its real width, for a `srcset` read with the layout's `sizes`. */
export function productSrcSet(picture: PictureSources): string {
  return picture.sources.map((source) => `${source.src} ${source.width}w`).join(', ')
}

/** Images of a variant, the main picture first; upstream keeps each set's own sequence. */
export function productPictures(product: Pick<ProductDocument, 'images'>): PictureSources[] {
  const sequenceOf = (set: ProductImageSet) => Object.values(set)[0]?.sequence ?? Number.MAX_SAFE_INTEGER
  return [...product.images]
    .sort((a, b) => sequenceOf(a) - sequenceOf(b))
    .map(pictureSources)
    .filter((picture): picture is PictureSources => picture !== null)
}
