import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ErrorView } from '@/components/error/error-view'
import { NotFoundMessage } from '@/components/error/not-found-message'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error')
  return { title: t('404.title'), robots: { index: false } }
}

export default async function NotFound() {
  const t = await getTranslations()
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="container page" data-layout="default">
        <ErrorView
          status={404}
          title={t('error.404.title')}
          text={t('error.404.help')}
          message={<NotFoundMessage />}
          messageLabel={t('error.detailsLabel')}
          statusLabel={t('error.statusLabel', { status: 404 })}
          backLabel={t('btn.back')}
        />
      </main>
      <SiteFooter />
    </>
  )
}
