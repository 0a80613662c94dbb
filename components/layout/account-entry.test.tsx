import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FakeCustomer } from '@/components/auth/testing'
import { withShell } from '@/tests/shell'
import { AccountEntry } from './account-entry'

const session = vi.hoisted(() => ({
  customer: null as FakeCustomer | null,
  signIn: vi.fn(async () => undefined),
  signOut: vi.fn(async () => undefined),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => session),
)
vi.mock('next/navigation', () => ({ usePathname: () => '/univers/chaussures' }))

describe('AccountEntry', () => {
  it('offers to sign in and come back to this page', () => {
    render(withShell(<AccountEntry />))
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/account/login?target=%2Funivers%2Fchaussures',
    )
  })

  it("shows the buyer's name and signs out", async () => {
    session.customer = { id: 1004, name: 'Nathalie Girard' }
    render(withShell(<AccountEntry />))
    expect(screen.getByRole('link', { name: /Nathalie Girard/ })).toHaveAttribute('href', '/account')
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    expect(session.signOut).toHaveBeenCalledOnce()
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull()
  })
})
