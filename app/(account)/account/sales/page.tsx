import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SalesList } from '@/components/account/sales/sales-list'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.sales')
  return { title: t('title'), robots: { index: false } }
}

export default async function SalesPage() {
  const t = await getTranslations('pages.sales')
  return (
    <>
      <h1>{t('title')}</h1>
      <SalesList />
    </>
  )
}
