import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
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
              <IntentLink href="/univers">Univers</IntentLink>
            </li>
            <li>
              <IntentLink href="/plan-categories">{t('categoryPlan')}</IntentLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('helpTitle')}</h2>
          <ul>
            <li>
              <IntentLink href="/contact">{t('contact')}</IntentLink>
            </li>
            <li>
              <IntentLink href="/marches-publics">{t('publicMarkets')}</IntentLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('legalTitle')}</h2>
          <ul>
            <li>
              <IntentLink href="/mentions-legales">{t('legal')}</IntentLink>
            </li>
            <li>
              <IntentLink href="/conditions-generales-de-vente">{t('terms')}</IntentLink>
            </li>
            <li>
              <IntentLink href="/accessibilite">{t('accessibility')}</IntentLink>
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
