import type { CSSProperties } from 'react'
import type { BlockProps } from '../block-props'
import { CmsPicture } from '../cms-image'
import { CmsLink } from '../cms-link'
import styles from './image-banner.module.css'

export function ImageBannerBlock({ block }: BlockProps<'sections.image-banner'>) {
  const picture = (
    <CmsPicture
      image={block.image}
      mobileImage={block.mobileImage}
      sizes="(max-width: 1280px) 100vw, 1280px"
      className={styles.image}
    />
  )
  return (
    <section
      data-block={block.__component}
      className={styles.banner}
      style={{ '--ratio': block.ratio } as CSSProperties}
    >
      {block.link ? (
        <CmsLink href={block.link.url} openInNewTab={block.link.openInNewTab} className={styles.link}>
          {picture}
          <span className={styles.label}>
            {block.link.label} <span aria-hidden="true">→</span>
          </span>
        </CmsLink>
      ) : (
        picture
      )}
    </section>
  )
}
