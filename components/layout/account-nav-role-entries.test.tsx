import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { AccountNavRoleEntries } from './account-nav-role-entries'

const session = vi.hoisted(() => ({
  customer: null as null | { canManageContacts: boolean; canManageMembers: boolean },
}))
vi.mock('@/components/auth/session-provider', () => ({ useCustomer: () => session.customer }))
vi.mock('next/navigation', () => ({ usePathname: () => '/account/members' }))

const LABELS = { contacts: 'Mes contacts', members: 'Membres de mon unité' }

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
  it('shows nothing until the buyer is known, nor to a plain user or an agent', () => {
    expect(entries(null)).toEqual([])
    expect(entries({ canManageContacts: false, canManageMembers: false })).toEqual([])
  })

  it('shows contacts to a collectivity, contacts and members to a manager', () => {
    expect(entries({ canManageContacts: true, canManageMembers: false })).toEqual([
      ['Mes contacts', '/account/contacts'],
    ])
    expect(entries({ canManageContacts: true, canManageMembers: true })).toEqual([
      ['Mes contacts', '/account/contacts'],
      ['Membres de mon unité', '/account/members'],
    ])
  })

  it('marks the current page', () => {
    session.customer = { canManageContacts: true, canManageMembers: true }
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
