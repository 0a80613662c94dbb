import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeCustomer } from '@/components/auth/testing'
import { withAccountProviders } from '@/components/form/testing'
import { fail, httpError, ok, type Result } from '@/lib/http/result'
import type { UnitMember } from '@/lib/order-system/schemas/unit-member'
import { MemberBook } from './member-book'

const JULIEN: UnitMember = {
  id: 1101,
  name: 'Julien Moreau',
  email: 'julien.moreau@exemple.fr',
  phone: null,
  mobile: null,
  auth_state: 'accepted',
}
const INES: UnitMember = {
  id: 1301,
  name: 'Inès Garnier',
  email: 'ines.garnier@exemple.fr',
  phone: '+33 1 99 00 12 12',
  mobile: null,
  auth_state: 'none',
}
const PAUL: UnitMember = { id: 1302, name: 'Paul Henry', email: null, phone: null, mobile: null, auth_state: 'none' }

const MANAGER: FakeCustomer = { id: 1003, kind: 'manager', is_manager: true }
const session = vi.hoisted(() => ({ customer: null as FakeCustomer | null }))
const orderSystem = {
  unitMembers: vi.fn(async () => ok([INES, JULIEN, PAUL], 200)),
  unitMemberDelete: vi.fn(async (): Promise<Result<null>> => ok(null, 200)),
  unitMemberInvite: vi.fn(async () => ok({ ...INES, auth_state: 'invited' as const }, 200)),
  unitMemberCreate: vi.fn(),
  unitMemberUpdate: vi.fn(),
}
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: session.customer, orderSystem })),
)
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('notFound()')
  },
  usePathname: () => '/account/members',
  useSearchParams: () => new URLSearchParams(),
}))

beforeEach(() => {
  vi.clearAllMocks()
  session.customer = MANAGER
})

async function renderMembers() {
  render(withAccountProviders(<MemberBook />))
  return screen.findByRole('article', { name: 'Inès Garnier' })
}

describe('MemberBook', () => {
  it('removes a member only once the manager confirms', async () => {
    const ines = await renderMembers()
    await userEvent.click(within(ines).getByRole('button', { name: 'Retirer Inès Garnier de l’unité' }))
    const question = within(ines).getByRole('group', { name: 'Retirer Inès Garnier de votre unité ?' })
    expect(within(question).getByRole('button', { name: 'Oui, retirer' })).toHaveFocus()

    await userEvent.click(within(question).getByRole('button', { name: 'Non, le garder' }))
    expect(within(ines).queryByRole('group')).toBeNull()
    expect(within(ines).getByRole('button', { name: 'Retirer Inès Garnier de l’unité' })).toHaveFocus()
    expect(orderSystem.unitMemberDelete).not.toHaveBeenCalled()

    await userEvent.click(within(ines).getByRole('button', { name: 'Retirer Inès Garnier de l’unité' }))
    await userEvent.click(within(ines).getByRole('button', { name: 'Oui, retirer' }))
    expect(await screen.findByText('Inès Garnier a été retiré de votre unité.')).toBeInTheDocument()
    expect(orderSystem.unitMemberDelete).toHaveBeenCalledExactlyOnceWith(1301)
    await waitFor(() => expect(orderSystem.unitMembers).toHaveBeenCalledTimes(2))
  })

  it('keeps the member and says why when the server refuses the removal', async () => {
    orderSystem.unitMemberDelete.mockResolvedValueOnce(fail(httpError(404, { detail: 'Membre introuvable.' })))
    const ines = await renderMembers()
    await userEvent.click(within(ines).getByRole('button', { name: 'Retirer Inès Garnier de l’unité' }))
    await userEvent.click(within(ines).getByRole('button', { name: 'Oui, retirer' }))
    expect(await screen.findByText('Membre introuvable.')).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Inès Garnier' })).toBeInTheDocument()
  })

  it('invites a member without an account, and only those with an e-mail', async () => {
    const ines = await renderMembers()
    await userEvent.click(within(ines).getByRole('button', { name: 'Inviter Inès Garnier à créer son compte' }))
    expect(await screen.findByText('Invitation envoyée à ines.garnier@exemple.fr.')).toBeInTheDocument()
    expect(orderSystem.unitMemberInvite).toHaveBeenCalledExactlyOnceWith(1301)

    const julien = screen.getByRole('article', { name: 'Julien Moreau' })
    expect(within(julien).getByText('Compte actif')).toBeInTheDocument()
    expect(within(julien).queryByRole('button', { name: /Inviter/ })).toBeNull()
    const paul = screen.getByRole('article', { name: 'Paul Henry' })
    expect(within(paul).queryByRole('button', { name: /Inviter/ })).toBeNull()
    expect(within(paul).getByText('Ajoutez son adresse e-mail pour l’inviter.')).toBeInTheDocument()
  })

  it('is not found for a buyer who is not a manager', () => {
    session.customer = { id: 1002, kind: 'agent' }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(withAccountProviders(<MemberBook />))).toThrow('notFound()')
    expect(orderSystem.unitMembers).not.toHaveBeenCalled()
  })
})
