import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CartPage } from './cart-page'
import { cartLine, createFakeEngine, serverCart, withCart, type FakeEngine } from './testing'

const mocks = vi.hoisted(() => ({ engine: null as FakeEngine | null }))
vi.mock('./browser-engine', () => ({ createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }) }))
vi.mock('@/components/catalogue/fetch-products', () => ({ fetchProducts: async () => [] }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1001, kind: 'user' },
    // Saving the cart as a list is not what this file tests: no order system for the lists' panel.
    runtimeLoaded: false,
  })),
)

const gloves = (fields: { qty_unavailable: number; qty_unavailable_diff: number }) =>
  cartLine({ id: 7, product_id: 10007, name: 'Gants nitrile', qty: 5, ...fields })

let engine: FakeEngine
beforeEach(() => window.sessionStorage.clear())

async function renderCart(cart = serverCart([gloves({ qty_unavailable: 2, qty_unavailable_diff: 2 })])) {
  engine = createFakeEngine({ cart, owner: 1001 })
  mocks.engine = engine
  const view = render(withCart(<CartPage />))
  await screen.findByTestId('cart-line')
  return view
}

describe('quantities that just became unavailable', () => {
  it('are told on their line until the buyer has seen it, even after the next answer of the order system', async () => {
    await renderCart()
    const notice = within(screen.getByTestId('cart-line')).getByText('2 articles ne sont plus disponibles')
    // Announced when it appears.
    expect(notice.closest('[role="status"]')).not.toBeNull()

    // The next sync reports no new change: the buyer has not acknowledged the first one yet.
    act(() => engine.setServerCart(serverCart([gloves({ qty_unavailable: 2, qty_unavailable_diff: 0 })])))
    expect(within(screen.getByTestId('cart-line')).getByText('2 articles ne sont plus disponibles')).toBeVisible()

    await userEvent.click(within(screen.getByTestId('cart-line')).getByRole('button', { name: 'J’ai compris' }))
    expect(screen.queryByText('2 articles ne sont plus disponibles')).toBeNull()
  })

  it('stay acknowledged across pages of the same visit', async () => {
    const { unmount } = await renderCart()
    await userEvent.click(screen.getByRole('button', { name: 'J’ai compris' }))
    unmount()
    await renderCart()
    expect(screen.queryByText('2 articles ne sont plus disponibles')).toBeNull()
  })

  it('say a single article in the singular', async () => {
    await renderCart(serverCart([gloves({ qty_unavailable: 1, qty_unavailable_diff: 1 })]))
    expect(screen.getByText('1 article n’est plus disponible')).toBeInTheDocument()
  })
})
