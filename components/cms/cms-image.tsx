import { getImageProps, type ImageLoader } from 'next/image'
import { IMAGE_FORMATS, type CmsImage as CmsImageData } from '@/lib/cms/schemas'

/**
 * Next's image loader for CMS uploads: the CMS already serves resized copies (`formats`), so each width
 * the browser may ask for (320 to 1536, next.config.ts) is answered with the smallest copy at least that
 * wide, or the original. No image goes through the shop's own optimiser.
 */
export function cmsImageLoader(image: CmsImageData): ImageLoader {
  const copies = IMAGE_FORMATS.flatMap((name) => {
    const format = image.formats?.[name]
    return format ? [{ width: format.width, url: new URL(format.url, image.url).href }] : []
  }).sort((a, b) => a.width - b.width)
  return ({ width }) => copies.find((copy) => copy.width >= width)?.url ?? image.url
}

/** `img` props for a CMS image: responsive `srcset` from its formats, `alt` from its alternative text. */
export function cmsImageProps(image: CmsImageData, options: { sizes: string; preload?: boolean; className?: string }) {
  return getImageProps({
    src: image.url,
    // An image without alternative text is decorative: an empty alt keeps screen readers quiet.
    alt: image.alternativeText ?? '',
    width: image.width,
    height: image.height,
    sizes: options.sizes,
    loader: cmsImageLoader(image),
    preload: options.preload,
    className: options.className,
  }).props
}

export interface CmsImageProps {
  image: CmsImageData
  /** Layout width of the image, as in the `sizes` attribute. */
  sizes: string
  /** For the largest image above the fold. */
  preload?: boolean
  className?: string
}

export function CmsImage({ image, sizes, preload, className }: CmsImageProps) {
  const { alt, ...props } = cmsImageProps(image, { sizes, preload, className })
  // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
  return <img alt={alt} {...props} />
}

/** An image with a different crop for small screens (art direction). */
export function CmsPicture({
  image,
  mobileImage,
  sizes,
  className,
}: CmsImageProps & { mobileImage: CmsImageData | null }) {
  const { alt, ...props } = cmsImageProps(image, { sizes, className })
  const mobile = mobileImage ? cmsImageProps(mobileImage, { sizes: '100vw' }) : null
  return (
    <picture>
      {mobile ? (
        <source
          media="(max-width: 767px)"
          srcSet={mobile.srcSet}
          sizes={mobile.sizes}
          width={mobile.width}
          height={mobile.height}
        />
      ) : null}
      <img alt={alt} {...props} />
    </picture>
  )
}
