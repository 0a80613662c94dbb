import 'server-only'
import { getTranslations } from 'next-intl/server'
import { getConfig } from '@/lib/config'
import type { SiteIdentity } from './page-metadata'

/** The shop's origin and name, for canonical links and Open Graph tags. */
export async function siteIdentity(): Promise<SiteIdentity> {
  const t = await getTranslations('meta')
  return { siteUrl: getConfig().SITE_URL, siteName: t('siteName') }
}
