import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import styles from '@/components/auth/forms.module.css'
import { PasswordResetForm } from '@/components/auth/password-reset-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.passwordReset')
  return { title: t('title'), robots: { index: false } }
}

export default async function PasswordResetPage() {
  const t = await getTranslations()
  return (
    <>
      <h1>{t('pages.passwordReset.title')}</h1>
      <p>{t('auth.passwordReset.intro')}</p>
      <PasswordResetForm />
      <p className={styles.links}>
        <IntentLink href="/account/login">{t('auth.passwordReset.backToLogin')}</IntentLink>
      </p>
    </>
  )
}
