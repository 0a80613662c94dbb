import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ListDetail } from '@/components/account/lists/list-detail'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const t = await getTranslations('pages')
  return { title: t('list.title', { id }), robots: { index: false } }
}

export default async function ListPage({ params }: Props) {
  const { id } = await params
  // List ids are the order system's integers; anything else cannot name one.
  if (!/^\d{1,15}$/.test(id)) notFound()
  return <ListDetail id={Number(id)} />
}
