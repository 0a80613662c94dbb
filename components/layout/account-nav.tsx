import { getTranslations } from 'next-intl/server'
import { AccountNavRoleEntries } from './account-nav-role-entries'
import { NavLink } from './nav-link'
import styles from './account-nav.module.css'

/** Every buyer's entries; the role-dependent ones (requests, contacts, unit members) follow, from the browser. */
const ENTRIES = [
  ['/account', 'dashboard'],
  ['/account/profile', 'profile'],
  ['/account/addresses', 'addresses'],
  ['/account/invoices', 'invoices'],
  ['/account/quotations', 'quotations'],
  ['/account/sales', 'sales'],
  ['/account/sales-lines', 'salesLines'],
  ['/account/lists', 'lists'],
] as const

export async function AccountNav() {
  const [t, tr] = await Promise.all([getTranslations('account'), getTranslations()])
  return (
    <nav aria-label={t('navLabel')} className={styles.nav}>
      <p className={styles.title}>{t('title')}</p>
      <ul>
        {ENTRIES.map(([href, key]) => (
          <li key={href}>
            <NavLink href={href} exact={href === '/account'} className={styles.link} activeClassName={styles.active}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
        <AccountNavRoleEntries
          labels={{
            contacts: t('nav.contacts'),
            members: t('nav.members'),
            // The titles of the pages themselves, as each kind of buyer sees its own.
            unitRequests: tr('pages.requestLines.title'),
            myRequests: tr('requestLines.memberTitle'),
          }}
        />
      </ul>
    </nav>
  )
}
