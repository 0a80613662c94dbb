import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeSessionState } from '@/components/auth/testing'
import { transactionKey } from '@/lib/cart/storage-keys'
import type { QueueOwner } from '@/lib/cart/types'
import { CartLink } from './cart-badge'
import { useCart } from './cart-provider'
import { cartLine, createFakeEngine, serverCart, storeVisitorChange, withCart, type FakeEngine } from './testing'

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
  localStorage.clear()
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
  it('waits for the session, then counts the positive quantities of a cart stored in the browser', async () => {
    storeVisitorChange()
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

  it('a visitor with no cart in the browser sees an empty cart, and the engine is not loaded', async () => {
    mocks.session = { status: 'anonymous' }
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    expect(visibleCount()).toBe('')
    await act(async () => undefined)
    expect(mocks.createdFor).toEqual([])
  })

  it('a visitor’s first add shows at once, loads the engine and hands it the add', async () => {
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
    act(() => screen.getByRole('button', { name: 'ajouter' }).click())
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
    await waitFor(() => expect(mocks.createdFor).toEqual(['anonymous']))
    expect(engine.transactions()).toEqual([{ productId: 10001, qty: 2, options: undefined, product: undefined }])
    await waitFor(() => expect(engine.start).toHaveBeenCalledOnce())
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')

    // Once there, the engine takes the adds itself.
    act(() => screen.getByRole('button', { name: 'ajouter' }).click())
    expect(cartLink()).toHaveAccessibleName('Panier, 4 articles')
    expect(engine.add).toHaveBeenCalledWith(10001, 2, undefined, undefined)
    expect(mocks.createdFor).toEqual(['anonymous'])
  })

  it('refuses an invalid add at once, as the engine would, without loading it', async () => {
    mocks.session = { status: 'anonymous' }
    const results: unknown[] = []
    function BadAdd() {
      const { add } = useCart()
      return (
        <button type="button" onClick={() => results.push(add(10001, 0))}>
          zéro
        </button>
      )
    }
    render(withCart(<BadAdd />))
    await act(async () => undefined)
    act(() => screen.getByRole('button', { name: 'zéro' }).click())
    expect(results).toEqual([{ ok: false, reason: 'invalid-quantity' }])
    await act(async () => undefined)
    expect(mocks.createdFor).toEqual([])
  })

  it('loads the engine when another tab stores a visitor’s cart, and counts it', async () => {
    mocks.session = { status: 'anonymous' }
    engine = createFakeEngine({ cart: serverCart([cartLine({ id: 1, product_id: 10001, qty: 2 })]) })
    mocks.engine = engine
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    expect(mocks.createdFor).toEqual([])

    const key = storeVisitorChange()
    // A storage event reaches the tabs other than the one that wrote.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, 2 articles'))
    expect(mocks.createdFor).toEqual(['anonymous'])
  })

  it('ignores another tab’s signed-in customer’s storage while the visitor has no cart', async () => {
    mocks.session = { status: 'anonymous' }
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    const key = transactionKey('1001', 'tx-9')
    localStorage.setItem(key, '{}')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    await act(async () => undefined)
    expect(mocks.createdFor).toEqual([])
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

  it('shows on the header’s link, on every page, that the order system is down or the cart not saved', async () => {
    mocks.session = { status: 'signed-in', customer: { id: 1001 } }
    engine = createFakeEngine({ cart: serverCart([cartLine({ id: 1, product_id: 10001, qty: 2 })]) })
    mocks.engine = engine
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, 2 articles'))
    const mark = () => screen.getByTestId('cart-count').querySelector('[data-sync-state]')

    act(() => engine.setStatus({ erpUnavailable: true }))
    expect(cartLink()).toHaveAccessibleName(
      'Panier, 2 articles, système de commandes indisponible : articles conservés sur cet appareil',
    )
    expect(mark()).toHaveAttribute('data-sync-state', 'unavailable')

    act(() => engine.setStatus({ erpUnavailable: false, syncError: true }))
    expect(cartLink()).toHaveAccessibleName(
      'Panier, 2 articles, panier pas encore enregistré : articles conservés sur cet appareil',
    )
    expect(mark()).toHaveAttribute('data-sync-state', 'error')

    act(() => engine.setStatus({ syncError: false }))
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
    expect(mark()).toBeNull()
  })

  it('warns once when the browser refuses to store the cart', async () => {
    storeVisitorChange()
    mocks.session = { status: 'anonymous' }
    render(withCart(<Header />))
    await waitFor(() => expect(mocks.createdFor).toEqual(['anonymous']))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    act(() => engine.setStatus({ storageFailed: true }))
    act(() => engine.setStatus({ syncing: true }))
    const alerts = screen.getAllByText(/refuse d’enregistrer le panier/)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.closest('[role="alert"]')).not.toBeNull()
  })
})
