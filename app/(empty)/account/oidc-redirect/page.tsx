import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { OidcRedirect } from '@/components/auth/oidc-redirect'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.oidcRedirect')
  return { title: t('title'), robots: { index: false } }
}

export default function OidcRedirectPage() {
  return <OidcRedirect />
}
