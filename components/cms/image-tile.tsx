import type { CmsImage as CmsImageData, CmsLink as CmsLinkData } from '@/lib/cms/schemas'
import styles from './cms.module.css'
import { CmsImage } from './cms-image'
import { CmsLink } from './cms-link'

export interface ImageTileProps {
  image: CmsImageData
  title: string | null
  subtitle: string | null
  link: CmsLinkData | null
  sizes: string
}

/** An image with its caption; when it has a link, the whole tile is clickable. */
export function ImageTile({ image, title, subtitle, link, sizes }: ImageTileProps) {
  const hasCaption = title || subtitle || link
  return (
    <figure className={styles.tile}>
      <CmsImage image={image} sizes={sizes} />
      {hasCaption ? (
        <figcaption>
          {title ? <p className={styles.tileTitle}>{title}</p> : null}
          {subtitle ? <p className={styles.tileSubtitle}>{subtitle}</p> : null}
          {link ? (
            <CmsLink href={link.url} openInNewTab={link.openInNewTab} className={styles.tileLink}>
              {link.label} <span aria-hidden="true">→</span>
            </CmsLink>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  )
}
