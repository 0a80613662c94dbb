import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { AccountNavRoleEntries } from './account-nav-role-entries'

type Flags = { canManageContacts: boolean; canManageMembers: boolean; ordersThroughManager: boolean }
const session = vi.hoisted(() => ({ customer: null as null | Flags }))
vi.mock('@/components/auth/session-provider', () => ({ useCustomer: () => session.customer }))
vi.mock('next/navigation', () => ({ usePathname: () => '/account/members' }))

const LABELS = {
  contacts: 'Mes contacts',
  members: 'Membres de mon unité',
  unitRequests: 'Demandes de mon unité',
  myRequests: 'Mes demandes',
}
const USER: Flags = { canManageContacts: false, canManageMembers: false, ordersThroughManager: false }
const AGENT: Flags = { canManageContacts: false, canManageMembers: false, ordersThroughManager: true }
const MANAGER: Flags = { canManageContacts: true, canManageMembers: true, ordersThroughManager: false }
const COLLECTIVITY: Flags = { canManageContacts: true, canManageMembers: false, ordersThroughManager: false }

function entries(customer: typeof session.customer) {
  session.customer = customer
  const { unmount } = render(
    withShell(
      <ul>
        <AccountNavRoleEntries labels={LABELS} />
      </ul>,
    ),
  )
  const links = screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
  unmount()
  return links
}

describe('AccountNavRoleEntries', () => {
  it('shows nothing until the buyer is known, nor to a plain user', () => {
    expect(entries(null)).toEqual([])
    expect(entries(USER)).toEqual([])
  })

  it('shows an agent the requests they raised, under their page’s own title', () => {
    expect(entries(AGENT)).toEqual([['Mes demandes', '/account/request-lines']])
  })

  it('shows contacts to a collectivity; contacts, members and the unit’s requests to a manager', () => {
    expect(entries(COLLECTIVITY)).toEqual([['Mes contacts', '/account/contacts']])
    expect(entries(MANAGER)).toEqual([
      ['Demandes de mon unité', '/account/request-lines'],
      ['Mes contacts', '/account/contacts'],
      ['Membres de mon unité', '/account/members'],
    ])
  })

  it('marks the current page', () => {
    session.customer = MANAGER
    render(
      withShell(
        <ul>
          <AccountNavRoleEntries labels={LABELS} />
        </ul>,
      ),
    )
    expect(screen.getByRole('link', { name: 'Membres de mon unité' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Mes contacts' })).not.toHaveAttribute('aria-current')
  })
})
