import type { BlockProps } from '../block-props'
import { CmsButton } from '../cms-button'
import { CmsImage } from '../cms-image'
import styles from './banner-image-text.module.css'

export function BannerImageTextBlock({ block, asPageTitle = false }: BlockProps<'sections.banner-image-text'>) {
  const Heading = asPageTitle ? 'h1' : 'h2'
  return (
    <section
      data-block={block.__component}
      className={`${styles.banner} ${block.imagePosition === 'right' ? styles.imageRight : ''}`}
    >
      <CmsImage image={block.image} sizes="(max-width: 767px) 100vw, 640px" className={styles.image} />
      <div className={styles.body}>
        <Heading className={styles.title}>{block.title}</Heading>
        <p className={styles.text}>{block.text}</p>
        {block.button ? <CmsButton button={block.button} /> : null}
      </div>
    </section>
  )
}
