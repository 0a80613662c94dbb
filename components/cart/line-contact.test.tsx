import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeCustomer } from '@/components/auth/testing'
import { ok } from '@/lib/http/result'
import type { Contact } from '@/lib/shop-server/schemas/contact'
import { CartPage } from './cart-page'
import { cartLine, createFakeEngine, serverCart, withCart, type FakeEngine } from './testing'

const contact = (id: number, firstname: string, lastname: string, size_info: string | null): Contact => ({
  id,
  firstname,
  lastname,
  email: null,
  title: null,
  function: null,
  phone: null,
  mobile: null,
  size_info,
  agent_manager: false,
  auth_state: 'none',
})
const MARC = contact(31, 'Marc', 'Lemoine', 'Veste XL, pantalon 46')
const ISABELLE = contact(32, 'Isabelle', 'Fontaine', 'Blouse S, sabots 37')

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  customer: { id: 1004, kind: 'collectivity', collectivity: true } as FakeCustomer,
  contacts: vi.fn(),
}))
vi.mock('./browser-engine', () => ({ createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }) }))
vi.mock('@/components/catalogue/fetch-products', () => ({ fetchProducts: async () => [] }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: mocks.customer,
    shopServer: { contacts: mocks.contacts },
    // Saving the cart as a list is not what this file tests: no order system for the lists' panel.
    runtimeLoaded: false,
  })),
)

let engine: FakeEngine
beforeEach(() => {
  mocks.customer = { id: 1004, kind: 'collectivity', collectivity: true }
  mocks.contacts.mockReset().mockResolvedValue(ok([MARC, ISABELLE], 200))
})

async function renderCart(lines = [cartLine({ id: 1, product_id: 10001, name: 'Veste Atlas', qty: 3 })]) {
  engine = createFakeEngine({ cart: serverCart(lines), owner: 1004 })
  mocks.engine = engine
  render(withCart(<CartPage />))
  return screen.findByTestId('cart-line')
}

describe('the contact person of a cart line', () => {
  it('is chosen among the buyer’s contacts, with their sizes shown, and moves the whole line to them', async () => {
    const line = await renderCart()
    const select = await within(line).findByRole('combobox', { name: 'Pour qui ? (Veste Atlas)' })
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Marc Lemoine' })).toBeInTheDocument())
    expect(select).toHaveValue('')

    await userEvent.selectOptions(select, 'Marc Lemoine')
    expect(engine.addMany).toHaveBeenLastCalledWith([
      { productId: 10001, qty: -3, options: null },
      {
        productId: 10001,
        qty: 3,
        options: { contact_id: 31 },
        product: expect.objectContaining({ name: 'Veste Atlas' }),
      },
    ])
    const moved = await screen.findByTestId('cart-line')
    expect(within(moved).getByRole('combobox', { name: 'Pour qui ? (Veste Atlas)' })).toHaveValue('31')
    expect(within(moved).getByText('Tailles : Veste XL, pantalon 46')).toBeInTheDocument()
    // The option is said in words, not as a raw key.
    expect(moved).not.toHaveTextContent('contact_id')
  })

  it('shows the person a line already is for, and lets the buyer take it back', async () => {
    const line = await renderCart([
      cartLine({ id: 2, product_id: 10002, name: 'Blouse', qty: 1, options: { contact_id: 32 }, contact_id: 32 }),
    ])
    const select = within(line).getByRole('combobox', { name: 'Pour qui ? (Blouse)' })
    await waitFor(() => expect(select).toHaveValue('32'))
    expect(within(line).getByText('Tailles : Blouse S, sabots 37')).toBeInTheDocument()
    await userEvent.selectOptions(select, 'Personne en particulier')
    expect(engine.addMany).toHaveBeenLastCalledWith([
      { productId: 10002, qty: -1, options: { contact_id: 32 } },
      { productId: 10002, qty: 1, options: null, product: expect.objectContaining({ name: 'Blouse' }) },
    ])
  })

  it('is not offered to a buyer without contact handling', async () => {
    mocks.customer = { id: 1001, kind: 'user' }
    const line = await renderCart()
    expect(within(line).queryByRole('combobox')).toBeNull()
    expect(mocks.contacts).not.toHaveBeenCalled()
  })
})
