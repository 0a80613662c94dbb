import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { Breadcrumb } from '@/components/catalogue/breadcrumb'
import styles from '@/components/catalogue/catalogue.module.css'
import { categoryHref } from '@/lib/catalogue/paths'
import { universes } from '@/lib/catalogue/server'
import { getConfig } from '@/lib/config'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [t, tc] = await Promise.all([getTranslations('pages.universes'), getTranslations('catalogue')])
  const url = new URL('/univers', getConfig().SITE_URL).href
  return {
    title: t('title'),
    description: tc('universesIntro'),
    alternates: { canonical: url },
    openGraph: { type: 'website', title: t('title'), description: tc('universesIntro'), url, locale: 'fr_FR' },
  }
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
            <Link href={categoryHref(universe)} className={styles.tile}>
              <strong>{universe.name}</strong>
              {universe.subtitle && <span>{universe.subtitle}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
