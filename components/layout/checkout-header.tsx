import { getTranslations } from 'next-intl/server'
import { Logo } from './logo'
import styles from './checkout-header.module.css'

/** Reduced header: no navigation that could pull the buyer out of checkout. */
export async function CheckoutHeader() {
  const t = await getTranslations('header')
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Logo />
        <p className={styles.reassurance}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <path fill="currentColor" d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z" />
          </svg>
          {t('checkoutReassurance')}
        </p>
      </div>
    </header>
  )
}
