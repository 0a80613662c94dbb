import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SetNewPasswordForm } from '@/components/auth/set-new-password-form'

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.setNewPassword')
  // The token is in the address: no referrer may carry it to another site.
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' }
}

export default async function SetNewPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  const t = await getTranslations()
  return (
    <>
      <h1>{t('pages.setNewPassword.title')}</h1>
      <p>{t('auth.setNewPassword.intro')}</p>
      <SetNewPasswordForm token={token} />
    </>
  )
}
