import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PlannedContent } from '@/components/layout/planned-page'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const t = await getTranslations('pages')
  return { title: t('quotation.title', { id }), robots: { index: false } }
}

export default async function QuotationPage({ params }: Props) {
  const { id } = await params
  const t = await getTranslations('pages')
  return <PlannedContent title={t('quotation.title', { id })} notice={t('comingSoon')} />
}
