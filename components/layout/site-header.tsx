import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { CartLink } from '@/components/cart/cart-badge'
import { HeaderSlider } from '@/components/cms/header-slider'
import { QuickOrderLink } from './quick-order-link'
import { AccountEntry } from './account-entry'
import { Logo } from './logo'
import { SearchBox } from './search-box'
import { UniverseLinks } from './universe-links'
import styles from './site-header.module.css'

export async function SiteHeader() {
  const t = await getTranslations()
  return (
    <header className={styles.header}>
      <HeaderSlider
        fallback={
          <div className={styles.topLine}>
            <p className="container">{t('header.proLine')}</p>
          </div>
        }
      />
      <div className={`container ${styles.main}`}>
        <Logo />
        <SearchBox />
        <nav aria-label={t('header.account')} className={styles.entries}>
          <QuickOrderLink className={styles.entry} />
          <AccountEntry className={styles.entry} />
          <CartLink className={styles.entry} />
        </nav>
      </div>
      <nav aria-label={t('header.universesNav')} className={styles.universes}>
        <ul className="container">
          <li>
            <Link href="/univers">{t('nav.universes')}</Link>
          </li>
          <UniverseLinks />
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
