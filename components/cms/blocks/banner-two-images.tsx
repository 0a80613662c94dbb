import type { BlockProps } from '../block-props'
import { ImageTile } from '../image-tile'
import styles from './banner-two-images.module.css'

export function BannerTwoImagesBlock({ block }: BlockProps<'sections.banner-two-images'>) {
  return (
    <section data-block={block.__component} className={styles.banner}>
      {block.items.map((item, index) => (
        <ImageTile key={index} {...item} sizes="(max-width: 767px) 100vw, 640px" />
      ))}
    </section>
  )
}
