'use client'

import { useCustomer } from '@/components/auth/session-provider'
import { NavLink } from './nav-link'
import styles from './account-nav.module.css'

export interface RoleEntryLabels {
  contacts: string
  members: string
  /** The request lines page as a manager's page is titled. */
  unitRequests: string
  /** The same page as a unit member's page is titled. */
  myRequests: string
}

/**
 * The entries some buyers only get (docs/product/account.md#role-pages), each under the title of the
 * page it leads to: the unit's requests for a manager, their own requests for a unit member, contacts
 * for managers and collectivities, unit members for managers. The buyer's kind is only known in the
 * browser, so they are rendered here, last in the list: appearing once the session is read, they push
 * nothing else aside.
 */
export function AccountNavRoleEntries({ labels }: { labels: RoleEntryLabels }) {
  const customer = useCustomer()
  if (!customer) return null
  const entries: Array<[href: string, label: string]> = [
    ...(customer.canManageMembers ? [['/account/request-lines', labels.unitRequests] as [string, string]] : []),
    ...(customer.ordersThroughManager ? [['/account/request-lines', labels.myRequests] as [string, string]] : []),
    ...(customer.canManageContacts ? [['/account/contacts', labels.contacts] as [string, string]] : []),
    ...(customer.canManageMembers ? [['/account/members', labels.members] as [string, string]] : []),
  ]
  return (
    <>
      {entries.map(([href, label]) => (
        <li key={href}>
          <NavLink href={href} className={styles.link} activeClassName={styles.active}>
            {label}
          </NavLink>
        </li>
      ))}
    </>
  )
}
