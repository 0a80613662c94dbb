import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { AccountEntry } from './account-entry'

const session = vi.hoisted(() => ({
  status: 'anonymous' as 'anonymous' | 'signed-in',
  customer: undefined as { name: string } | undefined,
  signIn: vi.fn(),
  signOut: vi.fn(),
}))
vi.mock('@/components/auth/session-provider', () => ({ useSession: () => session }))
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
    session.status = 'signed-in'
    session.customer = { name: 'Nathalie Girard' }
    render(withShell(<AccountEntry />))
    expect(screen.getByRole('link', { name: /Nathalie Girard/ })).toHaveAttribute('href', '/account')
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    expect(session.signOut).toHaveBeenCalledOnce()
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull()
  })
})
