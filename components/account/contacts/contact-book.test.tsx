import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeCustomer } from '@/components/auth/testing'
import { withAccountProviders } from '@/components/form/testing'
import { ok } from '@/lib/http/result'
import { ContactBook } from './contact-book'

const session = vi.hoisted(() => ({ customer: null as FakeCustomer | null }))
const shopServer = {
  contacts: vi.fn(async () =>
    ok(
      [
        {
          id: 1210,
          firstname: 'Amina',
          lastname: 'Diallo',
          email: 'amina.diallo@exemple.fr',
          title: 'Mme',
          function: 'Agent d’entretien',
          phone: null,
          mobile: null,
          size_info: 'Blouse M, chaussures 38',
          agent_manager: false,
          auth_state: 'invited' as const,
        },
      ],
      200,
    ),
  ),
}
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: session.customer, shopServer })),
)
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('notFound()')
  },
  usePathname: () => '/account/contacts',
  useSearchParams: () => new URLSearchParams(),
}))

beforeEach(() => vi.clearAllMocks())

describe('ContactBook', () => {
  it('waits for the session before deciding', () => {
    session.customer = null
    render(withAccountProviders(<ContactBook />))
    expect(screen.getByText('Chargement…')).toHaveAttribute('role', 'status')
    expect(shopServer.contacts).not.toHaveBeenCalled()
  })

  it('is not found for a buyer without contact handling, and asks the server nothing', () => {
    session.customer = { id: 1001, kind: 'user' }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(withAccountProviders(<ContactBook />))).toThrow('notFound()')
    expect(shopServer.contacts).not.toHaveBeenCalled()
  })

  it('lists the contacts of a manager or a collectivity', async () => {
    session.customer = { id: 1003, kind: 'manager', is_manager: true }
    render(withAccountProviders(<ContactBook />))
    expect(await screen.findByRole('heading', { name: 'Mme Amina Diallo' })).toBeInTheDocument()
    expect(screen.getByText('Invitation envoyée')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Supprimer le contact Amina Diallo' })).toBeInTheDocument()
  })
})
