import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { PasswordLogin } from '@/components/auth/password-login'
import { SignInButton } from '@/components/auth/sign-in-button'
import styles from '@/components/auth/forms.module.css'
import { getPublicConfig } from '@/lib/config'
import { safeTarget } from '@/lib/navigation/safe-target'

type Props = { searchParams: Promise<{ target?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.login')
  return { title: t('title'), robots: { index: false } }
}

export default async function LoginPage({ searchParams }: Props) {
  const raw = (await searchParams).target
  const target = safeTarget(Array.isArray(raw) ? raw[0] : raw)
  const t = await getTranslations()
  return (
    <>
      <h1>{t('pages.login.title')}</h1>
      <p>{t('pages.login.intro')}</p>
      <p className="muted" data-testid="login-target">
        {t('pages.login.afterLogin', { target })}
      </p>
      <SignInButton target={target} />
      <noscript>
        <p className={styles.alert}>{t('auth.login.noScript')}</p>
      </noscript>
      {getPublicConfig().PASSWORD_LOGIN && <PasswordLogin target={target} />}
      <p className={styles.links}>
        <IntentLink href="/account/register">{t('auth.login.register')}</IntentLink>
        <IntentLink href="/account/password-reset">{t('auth.login.passwordReset')}</IntentLink>
      </p>
    </>
  )
}
