import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import styles from './logo.module.css'

export async function Logo() {
  const t = await getTranslations()
  return (
    <IntentLink href="/" className={styles.logo} aria-label={t('header.homeLink')}>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="6" fill="var(--color-primary)" />
        <path d="M9 8h14v4H14v3h8v4h-8v3h9v4H9z" fill="#fff" />
      </svg>
      <span>{t('meta.siteName')}</span>
    </IntentLink>
  )
}
