import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MemberBook } from '@/components/account/members/member-book'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('members')
  return { title: t('title'), robots: { index: false } }
}

/** Unit members, managers only (docs/product/account.md#unit-members). */
export default async function MembersPage() {
  const t = await getTranslations('members')
  return (
    <>
      <h1>{t('title')}</h1>
      <MemberBook />
    </>
  )
}
