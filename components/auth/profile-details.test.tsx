import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withAccountProviders } from '@/components/form/testing'
import { fail, httpError, ok } from '@/lib/http/result'
import { customerSchema, type Customer } from '@/lib/shop-server/schemas/customer'
import { ProfileDetails } from './profile-details'

const CLAIRE: Customer = customerSchema.parse({
  id: 1001,
  name: 'Claire Martin',
  login: 'claire.martin@exemple.fr',
  role: 'pro',
  kind: 'user',
  phone: '+33 1 99 00 10 01',
  mobile: null,
  optIn: true,
})

const mocks = vi.hoisted(() => ({
  customer: null as Customer | null,
  updateCustomer: vi.fn(),
  updateOptIn: vi.fn(),
  setCustomer: vi.fn(),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: mocks.customer,
    setCustomer: mocks.setCustomer,
    shopServer: { updateCustomer: mocks.updateCustomer, updateOptIn: mocks.updateOptIn },
  })),
)

beforeEach(() => {
  vi.clearAllMocks()
  mocks.customer = CLAIRE
})

const form = () => screen.getByRole('form', { name: 'Vos informations' })

describe('ProfileDetails', () => {
  it('lets the buyer correct their name and phone numbers, sent as the shop server expects them', async () => {
    mocks.updateCustomer.mockResolvedValue(
      ok({ ...CLAIRE, name: 'Claire Martin-Roche', mobile: '+33 6 39 98 10 99' }, 200),
    )
    render(withAccountProviders(<ProfileDetails />))
    const name = within(form()).getByLabelText(/^Nom/)
    expect(name).toHaveValue('Claire Martin')
    expect(within(form()).getByLabelText('Téléphone')).toHaveValue('+33 1 99 00 10 01')
    await userEvent.clear(name)
    await userEvent.type(name, 'Claire Martin-Roche')
    await userEvent.type(within(form()).getByLabelText('Portable'), '+33 6 39 98 10 99')
    await userEvent.click(within(form()).getByRole('button', { name: 'Enregistrer' }))

    await waitFor(() =>
      expect(mocks.updateCustomer).toHaveBeenCalledWith({
        name: 'Claire Martin-Roche',
        phone: '+33 1 99 00 10 01',
        mobile: '+33 6 39 98 10 99',
      }),
    )
    expect(mocks.setCustomer).toHaveBeenCalledWith(expect.objectContaining({ name: 'Claire Martin-Roche' }))
    expect(await screen.findByText('Vos informations ont été enregistrées.')).toBeInTheDocument()
  })

  it('says in French what is wrong, and sends nothing', async () => {
    render(withAccountProviders(<ProfileDetails />))
    await userEvent.clear(within(form()).getByLabelText(/^Nom/))
    await userEvent.type(within(form()).getByLabelText('Téléphone'), ' abc')
    await userEvent.click(within(form()).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(form()).findByText('Le nom est obligatoire.')).toBeInTheDocument()
    expect(within(form()).getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(form()).getByText(/Le numéro de téléphone/)).toBeInTheDocument()
    expect(mocks.updateCustomer).not.toHaveBeenCalled()
  })

  it('keeps what was typed and shows the server’s refusal', async () => {
    mocks.updateCustomer.mockResolvedValue(
      fail(httpError(422, { detail: 'Ce nom ne peut pas être enregistré.', fields: { name: 'Nom refusé.' } })),
    )
    render(withAccountProviders(<ProfileDetails />))
    await userEvent.type(within(form()).getByLabelText(/^Nom/), ' SARL')
    await userEvent.click(within(form()).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Nom refusé.')).toBeInTheDocument()
    expect(within(form()).getByLabelText(/^Nom/)).toHaveValue('Claire Martin SARL')
  })
})
