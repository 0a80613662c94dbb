import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProfileDetails } from '@/components/auth/profile-details'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.profile')
  return { title: t('title'), robots: { index: false } }
}

export default async function ProfilePage() {
  const t = await getTranslations('pages.profile')
  return (
    <>
      <h1>{t('title')}</h1>
      <ProfileDetails />
    </>
  )
}
