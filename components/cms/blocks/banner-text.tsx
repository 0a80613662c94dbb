import type { BlockProps } from '../block-props'
import { CmsButton } from '../cms-button'
import styles from './banner-text.module.css'

export function BannerTextBlock({ block, asPageTitle = false }: BlockProps<'sections.banner-text'>) {
  const Heading = asPageTitle ? 'h1' : 'h2'
  return (
    <section data-block={block.__component} className={`${styles.banner} ${styles[block.tone] ?? ''}`}>
      <div className={styles.body}>
        {block.title ? <Heading className={styles.title}>{block.title}</Heading> : null}
        <p className={styles.text}>{block.text}</p>
      </div>
      {block.button ? <CmsButton button={block.button} /> : null}
    </section>
  )
}
