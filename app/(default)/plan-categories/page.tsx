import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Breadcrumb } from '@/components/catalogue/breadcrumb'
import styles from '@/components/catalogue/catalogue.module.css'
import { CategoryTree } from '@/components/catalogue/category-tree'
import { universes } from '@/lib/catalogue/server'
import { getConfig } from '@/lib/config'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [t, tc] = await Promise.all([getTranslations('pages.categoryPlan'), getTranslations('catalogue')])
  const url = new URL('/plan-categories', getConfig().SITE_URL).href
  return {
    title: t('title'),
    description: tc('categoryPlanIntro'),
    alternates: { canonical: url },
    openGraph: { type: 'website', title: t('title'), description: tc('categoryPlanIntro'), url, locale: 'fr_FR' },
  }
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
