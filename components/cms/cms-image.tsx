import { getImageProps } from 'next/image'
import { cmsSrcSet } from '@/lib/cms/image-files'
import type { CmsImage as CmsImageData } from '@/lib/cms/schemas'

/**
 * `img` props for a CMS image: a `srcset` of the files the CMS already serves, each at its real width,
 * and `alt` from its alternative text. No image goes through the shop's own optimiser.
 */
export function cmsImageProps(image: CmsImageData, options: { sizes: string; preload?: boolean; className?: string }) {
  const { props } = getImageProps({
    src: image.url,
    // An image without alternative text is decorative: an empty alt keeps screen readers quiet.
    alt: image.alternativeText ?? '',
    width: image.width,
    height: image.height,
    unoptimized: true,
    preload: options.preload,
    // The page's largest picture: asked for ahead of the other images (React's preload of it in <head>
    // carries the same priority), and decoded for the frame it is loaded by, not one frame after the
    // rest of the page, which delays its paint behind the scripts (docs/adr/0024-largest-contentful-paint.md).
    fetchPriority: options.preload ? 'high' : undefined,
    decoding: options.preload ? 'sync' : undefined,
    className: options.className,
  })
  return { ...props, srcSet: cmsSrcSet(image), sizes: options.sizes }
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
