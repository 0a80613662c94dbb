import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeSessionState } from '@/components/auth/testing'
import type { QueueOwner } from '@/lib/cart/types'
import { CartLink } from './cart-badge'
import { useCart } from './cart-provider'
import { cartLine, createFakeEngine, serverCart, withCart, type FakeEngine } from './testing'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  createdFor: [] as QueueOwner[],
  session: { status: 'loading' } as FakeSessionState,
}))
vi.mock('./browser-engine', () => ({
  createBrowserCart: (_client: unknown, owner: QueueOwner) => {
    mocks.createdFor.push(owner)
    return { engine: mocks.engine, lastSale: null }
  },
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => mocks.session),
)

let engine: FakeEngine
beforeEach(() => {
  engine = createFakeEngine()
  mocks.engine = engine
  mocks.createdFor = []
  mocks.session = { status: 'loading' }
})

function Header() {
  return <CartLink />
}

function AddButton() {
  const { add, ready } = useCart()
  return (
    <button type="button" disabled={!ready} onClick={() => add(10001, 2)}>
      ajouter
    </button>
  )
}

const cartLink = () => screen.getByRole('link')
/** The number a sighted buyer sees on the badge. */
const visibleCount = () => screen.getByTestId('cart-count').querySelector('[aria-hidden="true"]')?.textContent

describe('CartProvider and the header badge', () => {
  it('waits for the session, then counts the positive quantities of the cart', async () => {
    const lines = [cartLine({ id: 1, product_id: 10001, qty: 2 }), cartLine({ id: 2, product_id: 10002, qty: 1 })]
    engine = createFakeEngine({ cart: serverCart(lines) })
    mocks.engine = engine
    const view = render(withCart(<Header />))
    // Nothing is known while the session loads: the badge reserves its place and says nothing.
    await act(async () => undefined)
    expect(mocks.createdFor).toEqual([])
    expect(cartLink()).toHaveAccessibleName('Panier')
    expect(visibleCount()).toBe('')

    mocks.session = { status: 'anonymous' }
    view.rerender(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, 3 articles'))
    expect(mocks.createdFor).toEqual(['anonymous'])
    await waitFor(() => expect(engine.start).toHaveBeenCalledOnce())
    expect(visibleCount()).toBe('3')
  })

  it('says the cart is empty without showing a 0, and updates the moment an item is added', async () => {
    mocks.session = { status: 'anonymous' }
    render(
      withCart(
        <>
          <Header />
          <AddButton />
        </>,
      ),
    )
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    expect(visibleCount()).toBe('')
    act(() => screen.getByRole('button', { name: 'ajouter' }).click())
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
    expect(engine.add).toHaveBeenCalledWith(10001, 2, undefined, undefined)
  })

  it('creates the engine for the signed-in customer, and follows sign-out', async () => {
    mocks.session = { customer: { id: 1001 } }
    const view = render(withCart(<Header />))
    await waitFor(() => expect(mocks.createdFor).toEqual(['1001']))

    mocks.session = { status: 'anonymous' }
    view.rerender(withCart(<Header />))
    await waitFor(() => expect(engine.setOwner).toHaveBeenLastCalledWith('anonymous'))
    mocks.session = { customer: { id: 1004 } }
    view.rerender(withCart(<Header />))
    await waitFor(() => expect(engine.setOwner).toHaveBeenLastCalledWith('1004'))
    // One engine for the tab, whoever signs in.
    expect(mocks.createdFor).toEqual(['1001'])

    view.unmount()
    expect(engine.stop).toHaveBeenCalled()
  })

  it('warns once when the browser refuses to store the cart', async () => {
    mocks.session = { status: 'anonymous' }
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    act(() => engine.setStatus({ storageFailed: true }))
    act(() => engine.setStatus({ syncing: true }))
    const alerts = screen.getAllByText(/refuse d’enregistrer le panier/)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.closest('[role="alert"]')).not.toBeNull()
  })
})
