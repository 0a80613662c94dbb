import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { RequestLinesPage } from '@/components/account/request-lines/request-lines-page'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages')
  return { title: t('requestLines.title'), robots: { index: false } }
}

export default function Page() {
  return <RequestLinesPage />
}
