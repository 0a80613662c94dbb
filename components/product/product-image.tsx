import { getImageProps } from 'next/image'
import { sourceForWidth, type PictureSources } from '@/lib/catalogue/images'

interface Props {
  picture: PictureSources
  /** Layout width in CSS pixels; the `srcset` offers it at densities 1 and 2 (docs/product/catalogue.md#images). */
  width: number
  alt: string
  /** For the largest picture above the fold. */
  priority?: boolean
  className?: string
}

/**
 * A product picture. The image service already renders four sizes, so the loader answers each width
 * with the smallest of them that covers it: the browser downloads straight from the CMS origin
 * (allowed by the CSP) and the shop's optimiser, which refuses private addresses such as the
 * demo's, is never involved.
 */
export function ProductImage({ picture, width, alt, priority = false, className }: Props) {
  const { props } = getImageProps({
    src: picture.sources[picture.sources.length - 1]?.src ?? '',
    alt,
    width,
    height: width,
    loader: ({ width: asked }) => sourceForWidth(picture.sources, asked),
    preload: priority,
    className,
  })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
  return <img {...props} alt={alt} />
}
