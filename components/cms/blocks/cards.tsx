import type { BlockProps } from '../block-props'
import shared from '../cms.module.css'
import { CmsImage } from '../cms-image'
import { CmsLink } from '../cms-link'
import styles from './cards.module.css'

export function CardsBlock({ block, asPageTitle = false }: BlockProps<'sections.cards'>) {
  const Heading = asPageTitle ? 'h1' : 'h2'
  const CardHeading = block.title ? 'h3' : 'h2'
  return (
    <section data-block={block.__component} className={shared.section}>
      {block.title ? (
        <div className={shared.header}>
          <Heading className={shared.title}>{block.title}</Heading>
        </div>
      ) : null}
      <ul className={styles.cards}>
        {block.cards.map((card) => (
          <li key={card.title} className={styles.card}>
            {card.image ? (
              <CmsImage image={card.image} sizes="(max-width: 767px) 100vw, 400px" className={styles.image} />
            ) : null}
            <div className={styles.body}>
              <CardHeading className={styles.title}>{card.title}</CardHeading>
              <p className={styles.text}>{card.text}</p>
              {card.link ? (
                <CmsLink href={card.link.url} openInNewTab={card.link.openInNewTab} className={styles.link}>
                  {card.link.label} <span aria-hidden="true">→</span>
                </CmsLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
