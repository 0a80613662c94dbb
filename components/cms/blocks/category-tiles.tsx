import { IntentLink } from '@/components/navigation/intent-link'
import { categoryHref } from '@/lib/catalogue/paths'
import type { CmsImage as CmsImageData } from '@/lib/cms/schemas'
import type { CategoryDocument } from '@/lib/search/documents'
import type { BlockProps } from '../block-props'
import shared from '../cms.module.css'
import { CmsImage } from '../cms-image'
import styles from './category-tiles.module.css'

export interface CategoryTile {
  label: string
  image: CmsImageData | null
  category: Pick<CategoryDocument, 'url_key' | 'level'>
}

export function CategoryTiles({
  block,
  tiles,
  asPageTitle = false,
}: BlockProps<'sections.categories-list'> & { tiles: CategoryTile[] }) {
  const Heading = asPageTitle ? 'h1' : 'h2'
  return (
    <section data-block={block.__component} className={shared.section}>
      <div className={shared.header}>
        <div>
          <Heading className={shared.title}>{block.title}</Heading>
          {block.subtitle ? <p className={shared.subtitle}>{block.subtitle}</p> : null}
        </div>
      </div>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.category.url_key}>
            <IntentLink href={categoryHref(tile.category)} className={styles.tile}>
              {tile.image ? (
                <CmsImage image={tile.image} sizes="(max-width: 767px) 50vw, 320px" className={styles.image} />
              ) : (
                <span className={styles.placeholder} />
              )}
              <span className={styles.label}>{tile.label}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
