import { nl2br } from '@/lib/cms/rich-text'
import type { BlockProps } from '../block-props'
import styles from './title-text.module.css'

export function TitleTextBlock({ block, asPageTitle = false }: BlockProps<'sections.title-text'>) {
  const Heading = asPageTitle ? 'h1' : (`h${block.headingLevel}` as const)
  return (
    <section data-block={block.__component} className={styles.block}>
      <Heading className={asPageTitle ? styles.pageTitle : styles.title}>{block.title}</Heading>
      <p className={styles.text} dangerouslySetInnerHTML={{ __html: nl2br(block.text) }} />
    </section>
  )
}
