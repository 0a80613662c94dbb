import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SignupValidation } from '@/components/auth/signup-validation'

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.signupValidation')
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' }
}

export default async function SignupValidationPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  const t = await getTranslations('pages.signupValidation')
  return (
    <>
      <h1>{t('title')}</h1>
      <SignupValidation token={token} />
    </>
  )
}
