import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { safeTarget } from '@/lib/navigation/safe-target'

type Props = { searchParams: Promise<{ target?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.login')
  return { title: t('title'), robots: { index: false } }
}

export default async function LoginPage({ searchParams }: Props) {
  const raw = (await searchParams).target
  const target = safeTarget(Array.isArray(raw) ? raw[0] : raw)
  const t = await getTranslations('pages')
  return (
    <>
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <p className="muted" data-testid="login-target">
        {t('login.afterLogin', { target })}
      </p>
      <p className="muted">{t('comingSoon')}</p>
    </>
  )
}
