import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FakeCustomer } from '@/components/auth/testing'
import { withShell } from '@/tests/shell'
import { AccountNavRoleEntries } from './account-nav-role-entries'

const session = vi.hoisted(() => ({ customer: null as FakeCustomer | null }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => session),
)
vi.mock('next/navigation', () => ({ usePathname: () => '/account/members' }))

const LABELS = {
  contacts: 'Mes contacts',
  members: 'Membres de mon unité',
  unitRequests: 'Demandes de mon unité',
  myRequests: 'Mes demandes',
}
// The entries follow from the buyer's kind, as the shop derives its flags (lib/auth/customer-flags.ts).
const USER: FakeCustomer = { id: 1001, kind: 'user' }
const AGENT: FakeCustomer = { id: 1002, kind: 'agent' }
const MANAGER: FakeCustomer = { id: 1003, kind: 'manager', is_manager: true }
const COLLECTIVITY: FakeCustomer = { id: 1004, kind: 'collectivity', collectivity: true }

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
