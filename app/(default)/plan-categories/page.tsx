import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Breadcrumb } from '@/components/catalogue/breadcrumb'
import styles from '@/components/catalogue/catalogue.module.css'
import { CategoryTree } from '@/components/catalogue/category-tree'
import { universes } from '@/lib/catalogue/server'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteIdentity } from '@/lib/seo/site-identity'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [t, tc, site] = await Promise.all([
    getTranslations('pages.categoryPlan'),
    getTranslations('catalogue'),
    siteIdentity(),
  ])
  return pageMetadata(site, { path: '/plan-categories', title: t('title'), description: tc('categoryPlanIntro') })
}

/** The whole tree: each universe carries its descendants nested in `childs`. */
export default async function CategoryPlanPage() {
  const [t, tc, roots] = await Promise.all([
    getTranslations('pages.categoryPlan'),
    getTranslations('catalogue'),
    universes(),
  ])
  return (
    <>
      <Breadcrumb items={[{ name: t('title'), href: '/plan-categories' }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{tc('categoryPlanIntro')}</p>
      </header>
      <CategoryTree categories={roots} />
    </>
  )
}
