'use client'

import { useCustomer } from '@/components/auth/session-provider'
import { NavLink } from './nav-link'
import styles from './account-nav.module.css'

/**
 * The entries some buyers only get (docs/product/account.md#role-pages): contacts for managers and collectivities, unit members
 * for managers. The role is only known in the browser, so they are rendered here, last in the list:
 * appearing once the session is read, they push nothing else aside.
 */
export function AccountNavRoleEntries({ labels }: { labels: { contacts: string; members: string } }) {
  const customer = useCustomer()
  if (!customer) return null
  return (
    <>
      {customer.canManageContacts && (
        <li>
          <NavLink href="/account/contacts" className={styles.link} activeClassName={styles.active}>
            {labels.contacts}
          </NavLink>
        </li>
      )}
      {customer.canManageMembers && (
        <li>
          <NavLink href="/account/members" className={styles.link} activeClassName={styles.active}>
            {labels.members}
          </NavLink>
        </li>
      )}
    </>
  )
}
