import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SaleLinesList } from '@/components/account/sales/sale-lines-list'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.salesLines')
  return { title: t('title'), robots: { index: false } }
}

export default async function SalesLinesPage() {
  const t = await getTranslations('pages.salesLines')
  return (
    <>
      <h1>{t('title')}</h1>
      <SaleLinesList />
    </>
  )
}
