import { ConsentFrame } from '@/components/consent/consent-frame'
import type { BlockProps } from '../block-props'
import shared from '../cms.module.css'
import styles from './embed.module.css'

export function EmbedBlock({ block }: BlockProps<'sections.embed'>) {
  return (
    <section data-block={block.__component} className={shared.section}>
      <figure className={styles.figure} style={{ aspectRatio: `${block.width} / ${block.height}` }}>
        <ConsentFrame
          title={block.title}
          src={block.url}
          width={block.width}
          height={block.height}
          className={styles.frame}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // The embedded site runs its own scripts, but may not navigate the shop's tab.
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      </figure>
      {block.caption ? <p className={styles.caption}>{block.caption}</p> : null}
    </section>
  )
}
