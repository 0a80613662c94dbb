import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PlannedContent } from '@/components/layout/planned-page'

type Props = { params: Promise<{ _id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { _id } = await params
  const t = await getTranslations('pages')
  return { title: t('sale.title', { id: _id }), robots: { index: false } }
}

export default async function SalePage({ params }: Props) {
  const { _id } = await params
  const t = await getTranslations('pages')
  return <PlannedContent title={t('sale.title', { id: _id })} notice={t('comingSoon')} />
}
