import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotFoundView } from '@/components/error/not-found-view'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error')
  return { title: t('404.title'), robots: { index: false } }
}

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="container page" data-layout="default">
        <NotFoundView />
      </main>
      <SiteFooter />
    </>
  )
}
