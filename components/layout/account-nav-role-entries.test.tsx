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
    expect(entries({ id: 1001, kind: 'user' })).toEqual([])
    expect(entries({ id: 1002, kind: 'agent' })).toEqual([])
  })

  it('shows contacts to a collectivity, contacts and members to a manager', () => {
    expect(entries({ id: 1004, kind: 'collectivity', collectivity: true })).toEqual([
      ['Mes contacts', '/account/contacts'],
    ])
    expect(entries({ id: 1003, kind: 'manager', is_manager: true })).toEqual([
      ['Mes contacts', '/account/contacts'],
      ['Membres de mon unité', '/account/members'],
    ])
  })

  it('marks the current page', () => {
    session.customer = { id: 1003, kind: 'manager', is_manager: true }
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
