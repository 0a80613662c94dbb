import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderDetailsForm } from './order-details-form'
import { cartLine, createFakeEngine, serverCart, withCart, type FakeEngine } from './testing'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  cartUpdate: vi.fn(),
}))
vi.mock('./browser-engine', () => ({ createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }) }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1004 },
    orderSystem: { cartUpdate: mocks.cartUpdate },
  })),
)

const cart = serverCart([cartLine({ id: 1, product_id: 10001, qty: 1 })], { client_order_ref: 'MAIRIE-7' })
let engine: FakeEngine
beforeEach(() => {
  engine = createFakeEngine({ cart, owner: 1004 })
  mocks.engine = engine
  mocks.cartUpdate.mockReset()
})

function renderForm(withEjNumber: boolean) {
  render(withCart(<OrderDetailsForm cart={cart} withEjNumber={withEjNumber} />))
  return screen.getByRole('region', { name: 'Informations de commande' })
}

describe('OrderDetailsForm', () => {
  it('asks a public body for its ej number and saves it with the reference and the note', async () => {
    const saved = serverCart(cart.lines, { client_order_ref: 'MAIRIE-8', ej_number: 'EJ-2025-0042', note: 'Quai 3' })
    mocks.cartUpdate.mockResolvedValue({ ok: true, data: saved, status: 200 })
    const form = renderForm(true)
    const reference = within(form).getByRole('textbox', { name: 'Votre référence de commande' })
    expect(reference).toHaveValue('MAIRIE-7')
    await userEvent.clear(reference)
    await userEvent.type(reference, 'MAIRIE-8')
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Numéro d’engagement juridique (EJ)' }),
      'EJ-2025-0042',
    )
    await userEvent.type(within(form).getByRole('textbox', { name: 'Commentaire pour nos équipes' }), 'Quai 3')
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(engine.setServerCart).toHaveBeenCalledWith(saved))
    expect(mocks.cartUpdate).toHaveBeenCalledExactlyOnceWith({
      client_order_ref: 'MAIRIE-8',
      note: 'Quai 3',
      ej_number: 'EJ-2025-0042',
    })
    expect(within(form).getByRole('status')).toHaveTextContent('Informations enregistrées.')
  })

  it('leaves the ej number out for other buyers', async () => {
    mocks.cartUpdate.mockResolvedValue({ ok: true, data: cart, status: 200 })
    const form = renderForm(false)
    expect(within(form).queryByRole('textbox', { name: /engagement juridique/ })).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(mocks.cartUpdate).toHaveBeenCalledWith({ client_order_ref: 'MAIRIE-7', note: '' }))
  })

  it('refuses an ej number longer than 64 characters before sending it', async () => {
    const form = renderForm(true)
    const ej = within(form).getByRole('textbox', { name: 'Numéro d’engagement juridique (EJ)' })
    await userEvent.type(ej, 'E'.repeat(65))
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(ej).toHaveAccessibleDescription(/Le numéro EJ ne doit pas dépasser 64 caractères\./))
    expect(mocks.cartUpdate).not.toHaveBeenCalled()
  })
})
