import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountDashboard } from '@/components/account/dashboard/account-dashboard'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.account')
  return { title: t('title'), robots: { index: false } }
}

/** The buyer's data is read in the browser, under their session: the server renders the shell only. */
export default async function AccountPage() {
  const t = await getTranslations('pages.account')
  return (
    <>
      <h1>{t('title')}</h1>
      <AccountDashboard />
    </>
  )
}
