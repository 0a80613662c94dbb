import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { Breadcrumb } from '@/components/catalogue/breadcrumb'
import styles from '@/components/catalogue/catalogue.module.css'
import { categoryHref } from '@/lib/catalogue/paths'
import { universes } from '@/lib/catalogue/server'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteIdentity } from '@/lib/seo/site-identity'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [t, tc, site] = await Promise.all([
    getTranslations('pages.universes'),
    getTranslations('catalogue'),
    siteIdentity(),
  ])
  return pageMetadata(site, { path: '/univers', title: t('title'), description: tc('universesIntro') })
}

export default async function UniversesPage() {
  const [t, tc, list] = await Promise.all([
    getTranslations('pages.universes'),
    getTranslations('catalogue'),
    universes(),
  ])
  return (
    <>
      <Breadcrumb items={[{ name: t('title'), href: '/univers' }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{tc('universesIntro')}</p>
      </header>
      <ul className={styles.tiles}>
        {list.map((universe) => (
          <li key={universe.id}>
            <IntentLink href={categoryHref(universe)} className={styles.tile}>
              <strong>{universe.name}</strong>
              {universe.subtitle && <span>{universe.subtitle}</span>}
            </IntentLink>
          </li>
        ))}
      </ul>
    </>
  )
}
