import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { BlockOf } from '@/lib/cms/schemas'
import shared from '../cms.module.css'
import { CmsLink } from '../cms-link'

export interface ProductsSectionProps {
  block: BlockOf<'sections.products' | 'sections.products-by-four'>
  /** False when none of the products can be shown (left the catalogue, or catalogue unreachable). */
  hasProducts: boolean
  asPageTitle?: boolean
  children: ReactNode
}

/** Title, subtitle and "see all" link around the product cards of both product blocks. */
export function ProductsSection({ block, hasProducts, asPageTitle = false, children }: ProductsSectionProps) {
  const t = useTranslations('cms')
  const Heading = asPageTitle ? 'h1' : 'h2'
  return (
    <section data-block={block.__component} className={shared.section}>
      <div className={shared.header}>
        <div>
          <Heading className={shared.title}>{block.title}</Heading>
          {block.subtitle ? <p className={shared.subtitle}>{block.subtitle}</p> : null}
        </div>
        {block.link ? (
          <CmsLink href={block.link.url} openInNewTab={block.link.openInNewTab} className={shared.more}>
            {block.link.label} <span aria-hidden="true">→</span>
          </CmsLink>
        ) : null}
      </div>
      {hasProducts ? children : <p className="muted">{t('productsUnavailable')}</p>}
    </section>
  )
}
