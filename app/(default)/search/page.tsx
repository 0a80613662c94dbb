import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PlannedContent } from '@/components/layout/planned-page'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

const queryOf = (q: string | string[] | undefined) => (Array.isArray(q) ? q[0] : q)?.trim() ?? ''

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = queryOf((await searchParams).q)
  const t = await getTranslations('pages.search')
  // Result pages are endless combinations of user input: keep them out of the index.
  return { title: query ? t('titleFor', { query }) : t('title'), robots: { index: false, follow: true } }
}

export default async function SearchPage({ searchParams }: Props) {
  const query = queryOf((await searchParams).q)
  const t = await getTranslations('pages')
  return <PlannedContent title={query ? t('search.titleFor', { query }) : t('search.title')} notice={t('comingSoon')} />
}
