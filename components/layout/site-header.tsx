import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { CartLink } from '@/components/cart/cart-badge'
import { HeaderSlider } from '@/components/cms/header-slider'
import { QuickOrderLink } from './quick-order-link'
import { AccountEntry } from './account-entry'
import { DialogCommands } from './dialog-commands'
import { AccountIcon, CartIcon, CloseIcon, CompactIcon, MenuIcon } from './icons'
import { Logo } from './logo'
import { SearchBox } from './search-box'
import { UniverseLinks } from './universe-links'
import styles from './site-header.module.css'

const MENU_ID = 'site-menu'

/**
 * The site header. On a wide screen: the search, the account entries and the universes laid out in
 * full. Below 64rem it is compact (docs/product/content.md#header-on-a-phone): logo, search and the
 * account and cart as icons, the universes in a drawer opened by the menu button. The drawer is a
 * modal <dialog> opened by an invoker command, so the browser traps the focus, closes it on Escape
 * and gives the focus back to the button, without any JavaScript of ours.
 */
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
        <button
          type="button"
          className={`compact-only ${styles.iconButton} ${styles.menuButton}`}
          command="show-modal"
          commandfor={MENU_ID}
          aria-haspopup="dialog"
        >
          <MenuIcon />
          <span className="sr-only">{t('header.menu')}</span>
        </button>
        <Logo />
        <SearchBox />
        <nav aria-label={t('header.account')} className={styles.entries}>
          <QuickOrderLink className={`wide-only ${styles.entry}`} />
          <AccountEntry className={styles.entry} icon={<CompactIcon icon={<AccountIcon />} />} />
          <CartLink className={styles.entry} icon={<CompactIcon icon={<CartIcon />} />} />
        </nav>
      </div>
      <nav aria-label={t('header.universesNav')} className={`wide-only ${styles.universes}`}>
        <ul className="container">
          <MenuEntries />
        </ul>
      </nav>
      <dialog
        id={MENU_ID}
        className={styles.drawer}
        aria-labelledby={`${MENU_ID}-title`}
        closedby="any"
        data-close-on-link=""
      >
        <div className={styles.drawerHead}>
          <h2 id={`${MENU_ID}-title`}>{t('header.menu')}</h2>
          <button type="button" className={styles.iconButton} command="close" commandfor={MENU_ID}>
            <CloseIcon />
            <span className="sr-only">{t('header.closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={t('header.universesNav')} className={styles.drawerNav}>
          <ul>
            <MenuEntries />
          </ul>
        </nav>
        <div className={styles.drawerAccount}>
          <QuickOrderLink className={styles.entry} />
          <AccountEntry className={styles.entry} />
        </div>
      </dialog>
      <DialogCommands />
    </header>
  )
}

/** The universes and the fixed catalogue links, in the wide header's row and in the drawer alike. */
async function MenuEntries() {
  const t = await getTranslations('nav')
  return (
    <>
      <li>
        <IntentLink href="/univers">{t('universes')}</IntentLink>
      </li>
      <UniverseLinks />
      <li>
        <IntentLink href="/discount">{t('discount')}</IntentLink>
      </li>
      <li>
        <IntentLink href="/plan-categories">{t('categoryPlan')}</IntentLink>
      </li>
      <li>
        <IntentLink href="/contact">{t('contact')}</IntentLink>
      </li>
    </>
  )
}
