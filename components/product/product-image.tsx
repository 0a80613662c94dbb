import { getImageProps } from 'next/image'
import { productSrcSet, sourceForWidth, type PictureSources } from '@/lib/catalogue/images'

interface Props {
  picture: PictureSources
  /** Widest layout width in CSS pixels: the `width`/`height` that reserve its box, and the fallback `src`. */
  width: number
  /** Layout width per screen, as in the `sizes` attribute: the browser picks the rendering that covers it. */
  sizes: string
  alt: string
  /** For the largest picture above the fold. */
  priority?: boolean
  className?: string
}

/**
 * A product picture. The image service already renders four sizes: the `srcset` lists them at their real
 * widths and `sizes` says how wide the layout shows the picture, so a phone downloads the rendering its
 * screen can show rather than the desktop's (docs/product/catalogue.md#images). The browser downloads
 * straight from the CMS origin (allowed by the CSP); the shop's optimiser, which refuses private addresses
 * such as the demo's, is never involved.
 */
export function ProductImage({ picture, width, sizes, alt, priority = false, className }: Props) {
  const { props } = getImageProps({
    src: sourceForWidth(picture.sources, width),
    alt,
    width,
    height: width,
    unoptimized: true,
    preload: priority,
    className,
  })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
  return <img {...props} alt={alt} srcSet={productSrcSet(picture)} sizes={sizes} />
}
