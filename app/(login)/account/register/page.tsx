import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import styles from '@/components/auth/forms.module.css'
import { RegisterForm } from '@/components/auth/register-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.register')
  return { title: t('title'), robots: { index: false } }
}

export default async function RegisterPage() {
  const t = await getTranslations()
  return (
    <>
      <h1>{t('pages.register.title')}</h1>
      <p>{t('auth.register.intro')}</p>
      <RegisterForm />
      <p className={styles.links}>
        <span>
          {t('auth.register.haveAccount')} <IntentLink href="/account/login">{t('auth.register.signIn')}</IntentLink>
        </span>
      </p>
    </>
  )
}
