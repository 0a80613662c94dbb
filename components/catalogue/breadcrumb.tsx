import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import type { Crumb } from '@/lib/catalogue/breadcrumbs'
import { getConfig } from '@/lib/config'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from '@/components/seo/json-ld'
import styles from './catalogue.module.css'

/** The path from home to the current page, visible and as `BreadcrumbList` structured data. */
export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = await getTranslations('catalogue.breadcrumb')
  const all = [{ name: t('home'), href: '/' }, ...items]
  const site = getConfig().SITE_URL
  return (
    <>
      <nav aria-label={t('label')} className={styles.breadcrumb}>
        <ol>
          {all.map((item, index) => (
            <li key={item.href}>
              {index === all.length - 1 ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <IntentLink href={item.href}>{item.name}</IntentLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(all.map((item) => ({ name: item.name, url: new URL(item.href, site).href })))} />
    </>
  )
}
