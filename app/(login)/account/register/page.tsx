import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
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
          {t('auth.register.haveAccount')} <Link href="/account/login">{t('auth.register.signIn')}</Link>
        </span>
      </p>
    </>
  )
}
