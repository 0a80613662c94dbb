import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ListBook } from '@/components/account/lists/list-book'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.lists')
  return { title: t('title'), robots: { index: false } }
}

/** Shopping lists (docs/product/account.md#shopping-lists), served upstream by `shopinvader_api_wishlist`. */
export default async function ListsPage() {
  const t = await getTranslations('pages.lists')
  return (
    <>
      <h1>{t('title')}</h1>
      <ListBook />
    </>
  )
}
