import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { Logo } from './logo'
import { SearchBox } from './search-box'
import styles from './site-header.module.css'

export async function SiteHeader() {
  const t = await getTranslations()
  return (
    <header className={styles.header}>
      <div className={styles.topLine}>
        <p className="container">{t('header.proLine')}</p>
      </div>
      <div className={`container ${styles.main}`}>
        <Logo />
        <SearchBox />
        <nav aria-label={t('header.account')} className={styles.entries}>
          <Link href="/account" className={styles.entry}>
            {t('header.account')}
          </Link>
          <Link href="/cart" className={styles.entry}>
            {t('header.cart')}
          </Link>
        </nav>
      </div>
      <nav aria-label={t('header.universesNav')} className={styles.universes}>
        <ul className="container">
          <li>
            <Link href="/univers">{t('nav.universes')}</Link>
          </li>
          <li>
            <Link href="/discount">{t('nav.discount')}</Link>
          </li>
          <li>
            <Link href="/plan-categories">{t('nav.categoryPlan')}</Link>
          </li>
          <li>
            <Link href="/contact">{t('nav.contact')}</Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
