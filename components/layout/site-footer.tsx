import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { ManageCookiesButton } from '@/components/consent/manage-cookies-button'
import styles from './site-footer.module.css'

export async function SiteFooter() {
  const t = await getTranslations('footer')
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div>
          <p className={styles.brand}>Équipro</p>
          <p>{t('about')}</p>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop">{t('shopTitle')}</h2>
          <ul>
            <li>
              <Link href="/univers">Univers</Link>
            </li>
            <li>
              <Link href="/plan-categories">{t('categoryPlan')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('helpTitle')}</h2>
          <ul>
            <li>
              <Link href="/contact">{t('contact')}</Link>
            </li>
            <li>
              <Link href="/marches-publics">{t('publicMarkets')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('legalTitle')}</h2>
          <ul>
            <li>
              <Link href="/mentions-legales">{t('legal')}</Link>
            </li>
            <li>
              <Link href="/conditions-generales-de-vente">{t('terms')}</Link>
            </li>
            <li>
              <Link href="/accessibilite">{t('accessibility')}</Link>
            </li>
            <li>
              <ManageCookiesButton />
            </li>
          </ul>
        </nav>
      </div>
      <p className={`container ${styles.copyright}`}>{t('copyright', { year: String(new Date().getFullYear()) })}</p>
    </footer>
  )
}
