import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { OidcRedirect } from '@/components/auth/oidc-redirect'
import { SignOutReturn } from '@/components/auth/sign-out-return'
import { returnKind, type ReturnKind } from '@/lib/auth/target'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function kindOf(searchParams: Props['searchParams']): Promise<ReturnKind> {
  const query = await searchParams
  return returnKind({ has: (name) => query[name] !== undefined })
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('pages.oidcRedirect')
  const title = (await kindOf(searchParams)) === 'sign-out' ? t('signOutTitle') : t('title')
  return { title, robots: { index: false } }
}

/** docs/product/sign-in.md#return-page: each kind of return its own handling; nothing to process goes home. */
export default async function OidcRedirectPage({ searchParams }: Props) {
  const kind = await kindOf(searchParams)
  if (kind === 'none') redirect('/')
  return kind === 'sign-out' ? <SignOutReturn /> : <OidcRedirect />
}
