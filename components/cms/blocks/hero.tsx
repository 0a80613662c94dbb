import type { BlockProps } from '../block-props'
import { CmsButton } from '../cms-button'
import { CmsImage } from '../cms-image'
import styles from './hero.module.css'

export function HeroBlock({ block, asPageTitle = false }: BlockProps<'sections.hero'>) {
  const Heading = asPageTitle ? 'h1' : 'h2'
  return (
    <section
      data-block={block.__component}
      className={`${styles.hero} ${block.align === 'center' ? styles.center : ''}`}
    >
      <CmsImage
        image={block.image}
        sizes="(max-width: 1280px) 100vw, 1280px"
        preload={asPageTitle}
        className={styles.image}
      />
      <div className={styles.content}>
        <Heading className={styles.title}>{block.title}</Heading>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.buttons.length > 0 ? (
          <div className={styles.actions}>
            {block.buttons.map((button) => (
              <CmsButton key={button.url + button.label} button={button} onDark />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
