import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { QuotationList } from '@/components/account/quotations/quotation-list'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages')
  return { title: t('quotations.title'), robots: { index: false } }
}

export default async function QuotationsPage() {
  const t = await getTranslations()
  return (
    <>
      <h1>{t('pages.quotations.title')}</h1>
      <p className="muted">{t('quotations.intro')}</p>
      <QuotationList />
    </>
  )
}
