import type { CmsPage } from '@/lib/cms/schemas'
import { CmsBlockView, providesPageTitle } from './block-registry'
import styles from './cms.module.css'

/**
 * A CMS page: its blocks in order. The page has one `h1`: the opening hero or title block when there is
 * one, otherwise the page's title.
 */
export function CmsPageView({ page }: { page: CmsPage }) {
  const firstIsTitle = providesPageTitle(page.content[0])
  return (
    <article data-cms-page={page.handle} className={styles.page}>
      {firstIsTitle ? null : <h1 className={styles.pageTitle}>{page.title}</h1>}
      {page.content.map((block, index) => (
        <CmsBlockView
          key={`${block.__component}-${block.id ?? index}`}
          block={block}
          asPageTitle={firstIsTitle && index === 0}
        />
      ))}
    </article>
  )
}
