'use client'

import { useTranslations } from 'next-intl'
import styles from './manage-cookies-button.module.css'
import { openCookiePreferences } from './runtime'

/** The footer's way back to the cookie choices: withdrawing consent must stay as easy as giving it. */
export function ManageCookiesButton() {
  const t = useTranslations('consent.buttons')
  return (
    <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => void openCookiePreferences()}>
      {t('manage')}
    </button>
  )
}
