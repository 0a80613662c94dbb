import { useTranslations } from 'next-intl'
import type { BlockProps } from '../block-props'
import { CmsButton } from '../cms-button'
import { CmsImage } from '../cms-image'
import { RichText } from './rich-text'
import styles from './text-image.module.css'

const kilobytes = new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })

export function TextImageBlock({ block, asPageTitle = false }: BlockProps<'sections.text-image'>) {
  const t = useTranslations('cms')
  const Heading = asPageTitle ? 'h1' : 'h2'
  const dark = block.style === 'dark'
  return (
    <section
      data-block={block.__component}
      data-style={block.style}
      className={`${styles.block} ${styles[block.style] ?? ''}`}
    >
      <div className={styles.body}>
        {block.title ? <Heading className={styles.title}>{block.title}</Heading> : null}
        <RichText html={block.html} className={styles.text} />
        {block.file ? (
          <p className={styles.file}>
            <a href={block.file.url} download>
              {t('download', { name: block.file.name, size: kilobytes.format(block.file.size) })}
            </a>
          </p>
        ) : null}
        {block.button ? <CmsButton button={block.button} onDark={dark} /> : null}
      </div>
      <CmsImage image={block.image} sizes="(max-width: 767px) 100vw, 640px" className={styles.image} />
    </section>
  )
}
