import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PlannedContent } from '@/components/layout/planned-page'

type Props = { params: Promise<{ handle: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { handle } = await params
  const t = await getTranslations('pages')
  return { title: t('universe.title', { handle: decodeURIComponent(handle) }) }
}

export default async function UniversePage({ params }: Props) {
  const { handle } = await params
  const t = await getTranslations('pages')
  return <PlannedContent title={t('universe.title', { handle: decodeURIComponent(handle) })} notice={t('comingSoon')} />
}
