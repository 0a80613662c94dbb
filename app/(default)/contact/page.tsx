import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { connection } from 'next/server'
import { LeadForm } from '@/components/leads/lead-form'
import { leadChoices } from '@/lib/leads/choices'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteIdentity } from '@/lib/seo/site-identity'
import { getSettings } from '@/lib/shop-server/server'

export async function generateMetadata(): Promise<Metadata> {
  const [pages, t, site] = await Promise.all([getTranslations('pages'), getTranslations('lead'), siteIdentity()])
  return pageMetadata(site, { path: '/contact', title: pages('contact.title'), description: t('contact.intro') })
}

/** `/contact` (docs/product/content.md#contact-form): the contact form, its subjects and countries read from the shop server's settings. */
export default async function ContactPage() {
  // Rendered on request: a prerender would freeze whatever the settings answered at build time.
  await connection()
  const [pages, t, settings] = await Promise.all([getTranslations('pages'), getTranslations('lead'), getSettings()])
  return (
    <>
      <h1>{pages('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <LeadForm choices={leadChoices(settings, { fallbackSubject: t('fallbackSubject') })} />
    </>
  )
}
