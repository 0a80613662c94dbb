import { getTranslations } from 'next-intl/server'
import { getConfig } from '@/lib/config'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from './json-ld'

/** The home page's structured data: who runs the shop, and its search box (schema.org WebSite with a SearchAction). */
export async function HomeJsonLd() {
  const t = await getTranslations('meta')
  const url = new URL('/', getConfig().SITE_URL).href
  const name = t('siteName')
  return (
    <JsonLd
      data={[organizationJsonLd({ name, url, logo: new URL('/icon.svg', url).href }), webSiteJsonLd({ name, url })]}
    />
  )
}
