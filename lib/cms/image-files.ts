import { IMAGE_FORMATS, type CmsImage } from './schemas'

export interface CmsImageFile {
  url: string
  width: number
}

/**
 * Every file the CMS has of an image — its resized formats and the original — smallest first, each at
 * its real width and listed once: a `srcset` names each file by the width it has, so the browser never
 * takes an 800 px file for a 1536 px one.
 */
export function cmsImageFiles(image: CmsImage): CmsImageFile[] {
  const files = [
    ...IMAGE_FORMATS.flatMap((name) => {
      const format = image.formats?.[name]
      return format ? [{ url: new URL(format.url, image.url).href, width: format.width }] : []
    }),
    { url: image.url, width: image.width },
  ].sort((a, b) => a.width - b.width)
  return files.filter((file, index) => files.findIndex((other) => other.width === file.width) === index)
}

/** The `srcset` of a CMS image: each file with its width descriptor. */
export function cmsSrcSet(image: CmsImage): string {
  return cmsImageFiles(image)
    .map((file) => `${file.url} ${file.width}w`)
    .join(', ')
}
