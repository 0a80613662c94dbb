import { getTranslations } from 'next-intl/server'
import { getConfig } from '@/lib/config'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from './json-ld'

/**
 * The home page's structured data: who runs the shop, and its search box. The logo is app/icon.svg
 * drawn at 512 px (public/logo.png): search engines want a raster logo of at least 112 px.
 */
export async function HomeJsonLd() {
  const t = await getTranslations('meta')
  const url = new URL('/', getConfig().SITE_URL).href
  const name = t('siteName')
  return (
    <JsonLd
      data={[organizationJsonLd({ name, url, logo: new URL('/logo.png', url).href }), webSiteJsonLd({ name, url })]}
    />
  )
}
