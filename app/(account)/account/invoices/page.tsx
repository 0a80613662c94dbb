import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { InvoicesList } from '@/components/account/invoices/invoices-list'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.invoices')
  return { title: t('title'), robots: { index: false } }
}

export default async function InvoicesPage() {
  const t = await getTranslations('pages.invoices')
  return (
    <>
      <h1>{t('title')}</h1>
      <InvoicesList />
    </>
  )
}
