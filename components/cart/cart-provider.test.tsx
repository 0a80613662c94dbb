import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import type { FakeSessionState } from '@/components/auth/testing'
import { transactionKey } from '@/lib/cart/storage-keys'
import type { QueueOwner } from '@/lib/cart/types'
import messages from '@/messages/fr.json'
import { CartLink } from './cart-badge'
import { useCart } from './cart-provider'
import {
  cartLine,
  createFakeEngine,
  fakeEngineFromStorage,
  serverCart,
  storedTransactions,
  storeVisitorChange,
  withCart,
  type FakeEngine,
} from './testing'

const mocks = vi.hoisted(() => {
  const state = {
    /** The engine `createBrowserCart` hands the provider. */
    open: (() => null) as (owner: QueueOwner) => unknown,
    createdFor: [] as QueueOwner[],
    session: { status: 'loading' } as FakeSessionState,
  }
  const createBrowserCart = (_client: unknown, owner: QueueOwner) => {
    state.createdFor.push(owner)
    return { engine: state.open(owner), lastSale: null }
  }
  return { state, createBrowserCart }
})
vi.mock('./browser-engine', () => ({ createBrowserCart: mocks.createBrowserCart }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => mocks.state.session),
)

/** Requests for the engine's code a test left unanswered: answered after it, before the next test imports. */
const unanswered = new Set<() => void>()

/** The engine's code as the network brings it: `arrive()` answers its request, `fail()` loses it. */
function engineChunkOnItsWay() {
  let arrive!: () => void
  let fail!: (error: Error) => void
  const answer = new Promise<void>((resolve, reject) => {
    arrive = resolve
    fail = reject
  })
  // The provider's import is the one that handles a lost answer.
  answer.catch(() => undefined)
  unanswered.add(arrive)
  vi.doMock('./browser-engine', async () => {
    await answer
    return { createBrowserCart: mocks.createBrowserCart }
  })
  return { arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)) }
}

/** An engine that opens the queue stored in this browser, as the real one does when it arrives. */
function engineOpeningStorage() {
  mocks.state.open = (owner) => (engine = fakeEngineFromStorage(owner))
}

let engine: FakeEngine
beforeEach(() => {
  engine = createFakeEngine()
  mocks.state.open = () => engine
  mocks.state.createdFor = []
  mocks.state.session = { status: 'loading' }
  localStorage.clear()
})
afterEach(() => {
  for (const answer of unanswered) answer()
  unanswered.clear()
  vi.doMock('./browser-engine', () => ({ createBrowserCart: mocks.createBrowserCart }))
  vi.restoreAllMocks()
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

/** A visitor with an empty cart presses "ajouter" once (2 × product 10001, by `Button`). */
async function addAsVisitor(Button: () => ReactNode = AddButton) {
  mocks.state.session = { status: 'anonymous' }
  render(
    withCart(
      <>
        <Header />
        <Button />
      </>,
    ),
  )
  await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
  act(() => screen.getByRole('button', { name: 'ajouter' }).click())
}
/** The number a sighted buyer sees on the badge. */
const visibleCount = () => screen.getByTestId('cart-count').querySelector('[aria-hidden="true"]')?.textContent

describe('CartProvider and the header badge', () => {
  it('waits for the session, then counts the positive quantities of a cart stored in the browser', async () => {
    storeVisitorChange()
    const lines = [cartLine({ id: 1, product_id: 10001, qty: 2 }), cartLine({ id: 2, product_id: 10002, qty: 1 })]
    engine = createFakeEngine({ cart: serverCart(lines) })
    const view = render(withCart(<Header />))
    // Nothing is known while the session loads: the badge reserves its place and says nothing.
    await act(async () => undefined)
    expect(mocks.state.createdFor).toEqual([])
    expect(cartLink()).toHaveAccessibleName('Panier')
    expect(visibleCount()).toBe('')

    mocks.state.session = { status: 'anonymous' }
    view.rerender(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, 3 articles'))
    expect(mocks.state.createdFor).toEqual(['anonymous'])
    await waitFor(() => expect(engine.start).toHaveBeenCalledOnce())
    expect(visibleCount()).toBe('3')
  })

  it('a visitor with no cart in the browser sees an empty cart, and the engine is not loaded', async () => {
    mocks.state.session = { status: 'anonymous' }
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    expect(visibleCount()).toBe('')
    await act(async () => undefined)
    expect(mocks.state.createdFor).toEqual([])
  })

  it('a visitor’s first add shows at once and loads the engine, which finds it stored and shows it once', async () => {
    engineOpeningStorage()
    await addAsVisitor()
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
    await waitFor(() => expect(mocks.state.createdFor).toEqual(['anonymous']))
    await waitFor(() => expect(engine.start).toHaveBeenCalledOnce())
    expect(engine.transactions()).toEqual([expect.objectContaining({ productId: 10001, qty: 2 })])
    expect(engine.addMany).not.toHaveBeenCalled()
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')

    // Once there, the engine takes the adds itself.
    act(() => screen.getByRole('button', { name: 'ajouter' }).click())
    expect(cartLink()).toHaveAccessibleName('Panier, 4 articles')
    expect(engine.add).toHaveBeenCalledWith(10001, 2, undefined, undefined)
    expect(mocks.state.createdFor).toEqual(['anonymous'])
  })

  it('stores a visitor’s first add at once, while the engine’s code is still on its way: a reload finds it', async () => {
    const chunk = engineChunkOnItsWay()
    engineOpeningStorage()
    const product = { name: 'Gants de manutention', sku: 'GM-10', price: 4.5 }
    function AddWithSummary() {
      const { add } = useCart()
      return (
        <button type="button" onClick={() => add(10001, 2, undefined, product)}>
          ajouter
        </button>
      )
    }
    await addAsVisitor(AddWithSummary)
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')

    // What the engine, or a reload, reads from this browser: the change, in the queue's own format.
    expect(storedTransactions()).toEqual([
      { uuid: expect.any(String), productId: 10001, qty: 2, product, at: expect.any(Number), cartUuid: null },
    ])
    expect(mocks.state.createdFor).toEqual([])

    await chunk.arrive()
    await waitFor(() => expect(engine.start).toHaveBeenCalledOnce())
    expect(engine.transactions()).toHaveLength(1)
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
  })

  it('keeps a visitor’s add when the engine’s code cannot be loaded, says so, and loads it at the next add', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const chunk = engineChunkOnItsWay()
    engineOpeningStorage()
    await addAsVisitor()
    await chunk.fail(new TypeError('Failed to fetch dynamically imported module'))

    expect(await screen.findByText(messages.cart.loadFailed)).toBeInTheDocument()
    // The logger itself loads on first use.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(/ERROR \[cart\] Cart: the cart engine could not be loaded/),
      ),
    )
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
    expect(storedTransactions()).toEqual([expect.objectContaining({ productId: 10001, qty: 2 })])
    expect(mocks.state.createdFor).toEqual([])

    // The connection is back: the next add is stored too, and the engine loads and shows both.
    const again = engineChunkOnItsWay()
    act(() => screen.getByRole('button', { name: 'ajouter' }).click())
    expect(cartLink()).toHaveAccessibleName('Panier, 4 articles')
    await again.arrive()
    await waitFor(() => expect(mocks.state.createdFor).toEqual(['anonymous']))
    expect(engine.transactions()).toHaveLength(2)
    expect(cartLink()).toHaveAccessibleName('Panier, 4 articles')
  })

  it('tries the engine’s code again when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const chunk = engineChunkOnItsWay()
    engineOpeningStorage()
    await addAsVisitor()
    await chunk.fail(new TypeError('Failed to fetch dynamically imported module'))
    expect(await screen.findByText(messages.cart.loadFailed)).toBeInTheDocument()

    const again = engineChunkOnItsWay()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await again.arrive()
    await waitFor(() => expect(mocks.state.createdFor).toEqual(['anonymous']))
    expect(engine.transactions()).toEqual([expect.objectContaining({ productId: 10001, qty: 2 })])
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
  })

  it('keeps a visitor’s add in the page when the browser refuses to store it, and says so', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const chunk = engineChunkOnItsWay()
    await addAsVisitor()
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
    expect(screen.getAllByText(messages.cart.storageFailed)).toHaveLength(1)

    // Nothing was stored: the engine is handed the add, and keeps it in the tab from then on.
    await chunk.arrive()
    await waitFor(() => expect(engine.addMany).toHaveBeenCalledWith([{ productId: 10001, qty: 2 }]))
    expect(cartLink()).toHaveAccessibleName('Panier, 2 articles')
  })

  it('refuses an invalid add at once, as the engine would, without loading it', async () => {
    mocks.state.session = { status: 'anonymous' }
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
    expect(mocks.state.createdFor).toEqual([])
  })

  it('loads the engine when another tab stores a visitor’s cart, and counts it', async () => {
    mocks.state.session = { status: 'anonymous' }
    engine = createFakeEngine({ cart: serverCart([cartLine({ id: 1, product_id: 10001, qty: 2 })]) })
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    expect(mocks.state.createdFor).toEqual([])

    const key = storeVisitorChange()
    // A storage event reaches the tabs other than the one that wrote.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, 2 articles'))
    expect(mocks.state.createdFor).toEqual(['anonymous'])
  })

  it('ignores another tab’s signed-in customer’s storage while the visitor has no cart', async () => {
    mocks.state.session = { status: 'anonymous' }
    render(withCart(<Header />))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    const key = transactionKey('1001', 'tx-9')
    localStorage.setItem(key, '{}')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    await act(async () => undefined)
    expect(mocks.state.createdFor).toEqual([])
  })

  it('creates the engine for the signed-in customer, and follows sign-out', async () => {
    mocks.state.session = { customer: { id: 1001 } }
    const view = render(withCart(<Header />))
    await waitFor(() => expect(mocks.state.createdFor).toEqual(['1001']))

    mocks.state.session = { status: 'anonymous' }
    view.rerender(withCart(<Header />))
    await waitFor(() => expect(engine.setOwner).toHaveBeenLastCalledWith('anonymous'))
    mocks.state.session = { customer: { id: 1004 } }
    view.rerender(withCart(<Header />))
    await waitFor(() => expect(engine.setOwner).toHaveBeenLastCalledWith('1004'))
    // One engine for the tab, whoever signs in.
    expect(mocks.state.createdFor).toEqual(['1001'])

    view.unmount()
    expect(engine.stop).toHaveBeenCalled()
  })

  it('shows on the header’s link, on every page, that the order system is down or the cart not saved', async () => {
    mocks.state.session = { status: 'signed-in', customer: { id: 1001 } }
    engine = createFakeEngine({ cart: serverCart([cartLine({ id: 1, product_id: 10001, qty: 2 })]) })
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
    mocks.state.session = { status: 'anonymous' }
    render(withCart(<Header />))
    await waitFor(() => expect(mocks.state.createdFor).toEqual(['anonymous']))
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Panier, vide'))
    act(() => engine.setStatus({ storageFailed: true }))
    act(() => engine.setStatus({ syncing: true }))
    const alerts = screen.getAllByText(/refuse d’enregistrer le panier/)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.closest('[role="alert"]')).not.toBeNull()
  })
})
