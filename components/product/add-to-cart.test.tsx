import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeSessionState } from '@/components/auth/testing'
import {
  cartLine,
  createFakeEngine,
  fakeEngineFromStorage,
  serverCart,
  storedTransactions,
  withCart,
  type FakeEngine,
} from '@/components/cart/testing'
import { ANALYTICS_EVENTS } from '@/lib/analytics'
import type { ProductSummary, QueueOwner } from '@/lib/cart/types'
import { AddToCart } from './add-to-cart'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  session: { status: 'anonymous' } as FakeSessionState,
  trackEvent: vi.fn(),
  createdFor: [] as QueueOwner[],
  orderSystem: { wishlists: vi.fn(), wishlistAddItems: vi.fn() },
}))
vi.mock('@/components/cart/browser-engine', () => ({
  createBrowserCart: (_client: unknown, owner: QueueOwner) => {
    mocks.createdFor.push(owner)
    // A visitor's engine opens what this browser stores (docs/product/cart.md#when-the-cart-loads).
    if (owner === 'anonymous') mocks.engine = engine = fakeEngineFromStorage(owner)
    return { engine: mocks.engine, lastSale: null }
  },
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    ...mocks.session,
    orderSystem: mocks.orderSystem,
  })),
)
vi.mock('@/lib/analytics', async (original) => ({
  ...(await original<typeof import('@/lib/analytics')>()),
  trackEvent: mocks.trackEvent,
}))

const VESTE: ProductSummary = {
  name: 'Veste softshell Atlas — L',
  sku: 'VSA-L',
  href: '/veste-softshell-atlas?sku=VSA-L',
  image: 'http://localhost:4004/media/veste-small.jpg',
  price: 38.98,
}

let engine: FakeEngine
beforeEach(() => {
  engine = createFakeEngine()
  mocks.engine = engine
  mocks.session = { status: 'anonymous' }
  mocks.orderSystem.wishlists.mockReset()
  mocks.orderSystem.wishlistAddItems.mockReset()
  mocks.trackEvent.mockClear()
  mocks.createdFor = []
  localStorage.clear()
})

/** A signed-in buyer, whose cart is theirs. */
function signIn() {
  mocks.session = { status: 'signed-in', customer: { id: 1001 } }
  engine = createFakeEngine({ owner: '1001' })
  mocks.engine = engine
}

async function renderReady(sellable = true) {
  render(withCart(<AddToCart productId={10007} product={VESTE} sellable={sellable} />))
  const button = screen.queryByRole('button', { name: 'Ajouter au panier' })
  if (button) await waitFor(() => expect(button).toBeEnabled())
  return { button, quantity: screen.queryByRole('spinbutton', { name: 'Quantité' }) }
}

describe('AddToCart', () => {
  it('adds the chosen quantity of the variant, with what the cart shows while offline', async () => {
    const { button, quantity } = await renderReady()
    await userEvent.clear(quantity!)
    await userEvent.type(quantity!, '3')
    await userEvent.click(button!)
    // A visitor's first add is stored at once, then loads the engine, which opens it
    // (docs/product/cart.md#when-the-cart-loads).
    expect(storedTransactions()).toEqual([expect.objectContaining({ productId: 10007, qty: 3, product: VESTE })])
    await waitFor(() => expect(engine.getSnapshot().view.linesCount).toBe(3))
    expect(screen.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/cart')
    expect(mocks.trackEvent).toHaveBeenCalledWith(ANALYTICS_EVENTS.addToCart, { product_id: 10007, qty: 3 })
  })

  it('tells a visitor the line is kept on this device until sign-in, never that it was added', async () => {
    const { button } = await renderReady()
    await userEvent.click(button!)
    const kept = '1 article conservé sur cet appareil : il rejoindra votre panier dès votre connexion.'
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent(kept)
    // The toast says the same.
    expect(screen.getAllByText(kept)).toHaveLength(2)
    expect(screen.queryByText(/ajouté au panier/i)).toBeNull()
  })

  describe('signed in', () => {
    beforeEach(() => {
      mocks.session = { status: 'signed-in', customer: { id: 1001 } as never }
    })

    it('says the line is on its way, then added once the order system has it', async () => {
      const { button, quantity } = await renderReady()
      await userEvent.clear(quantity!)
      await userEvent.type(quantity!, '3')
      await userEvent.click(button!)
      const form = screen.getByTestId('add-to-cart')
      expect(form).toHaveTextContent('3 articles en cours d’envoi à votre panier…')
      expect(screen.queryByText(/ajoutés au panier/)).toBeNull()

      act(() => engine.settle(serverCart([cartLine({ id: 1, product_id: 10007, qty: 3 })])))
      expect(form).toHaveTextContent('3 articles ajoutés au panier.')
      expect(screen.getAllByText('3 articles ajoutés au panier.')).toHaveLength(2)
    })

    it('says the line is kept on this device while the order system is down, and will be sent', async () => {
      const { button } = await renderReady()
      await userEvent.click(button!)
      act(() => engine.setStatus({ erpUnavailable: true }))
      const kept =
        '1 article conservé sur cet appareil : le système de commandes ne répond pas, il sera envoyé dès son retour.'
      expect(screen.getByTestId('add-to-cart')).toHaveTextContent(kept)
      expect(screen.getAllByText(kept)).toHaveLength(2)
      expect(screen.queryByText(/ajouté au panier/)).toBeNull()
    })
  })

  it('keeps the variant and the typed quantity in one of a signed-in buyer’s lists', async () => {
    signIn()
    const list = { id: 41, name: 'Réassort chantier', lines: [], access: { update: true, delete: true } }
    const shared = { id: 52, name: 'Kit de l’unité', lines: [], access: { update: false, delete: false } }
    mocks.orderSystem.wishlists.mockResolvedValue({ ok: true, status: 200, data: { count: 2, items: [list, shared] } })
    mocks.orderSystem.wishlistAddItems.mockResolvedValue({ ok: true, status: 200, data: list })
    const { quantity } = await renderReady()
    await userEvent.clear(quantity!)
    await userEvent.type(quantity!, '6')
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à une liste d’achat' }))
    const panel = await screen.findByTestId('save-to-list')
    const choice = await within(panel).findByLabelText('Liste')
    // A list shared by the manager cannot take lines.
    expect([...choice.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Réassort chantier',
      'Nouvelle liste…',
    ])
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }))
    expect(mocks.orderSystem.wishlistAddItems).toHaveBeenCalledExactlyOnceWith(41, [{ product_id: 10007, quantity: 6 }])
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '1 article enregistré dans la liste « Réassort chantier ».',
    )
    expect(engine.add).not.toHaveBeenCalled()
  })

  it('saves nothing to a list while the quantity is not a whole number', async () => {
    signIn()
    mocks.orderSystem.wishlists.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    const { quantity } = await renderReady()
    await userEvent.clear(quantity!)
    await userEvent.type(quantity!, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à une liste d’achat' }))
    const panel = await screen.findByTestId('save-to-list')
    const newName = await within(panel).findByLabelText('Nom de la nouvelle liste')
    newName.focus()
    await userEvent.paste('Vestes')
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }))
    expect(screen.getByText('Saisissez une quantité entière, au moins 1.')).toBeInTheDocument()
    expect(mocks.orderSystem.wishlistAddItems).not.toHaveBeenCalled()
  })

  it('offers no list to a visitor who is not signed in', async () => {
    await renderReady()
    expect(screen.queryByRole('button', { name: 'Ajouter à une liste d’achat' })).toBeNull()
  })

  it('adds one by default', async () => {
    const { button } = await renderReady()
    await userEvent.click(button!)
    expect(storedTransactions()).toEqual([expect.objectContaining({ productId: 10007, qty: 1, product: VESTE })])
  })

  it.each(['0', '-2', '1.5', ''])('refuses the quantity "%s" in French and adds nothing', async (typed) => {
    const { button, quantity } = await renderReady()
    await userEvent.clear(quantity!)
    if (typed) await userEvent.type(quantity!, typed)
    await userEvent.click(button!)
    expect(storedTransactions()).toEqual([])
    expect(mocks.createdFor).toEqual([])
    expect(within(screen.getByTestId('add-to-cart')).getByRole('alert')).toHaveTextContent(
      'Saisissez une quantité entière, au moins 1.',
    )
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    expect(quantity).toHaveAccessibleDescription('Saisissez une quantité entière, au moins 1.')
    expect(mocks.trackEvent).not.toHaveBeenCalled()
  })

  it('waits for the cart: disabled while the session is unknown, then the buyer it settles on gets the cart', async () => {
    mocks.session = { status: 'loading' }
    const ui = () => withCart(<AddToCart productId={10007} product={VESTE} sellable />)
    const { rerender } = render(ui())
    const button = screen.getByRole('button', { name: 'Ajouter au panier' })
    expect(button).toBeDisabled()
    mocks.session = { customer: { id: 1001 } }
    rerender(ui())
    await waitFor(() => expect(button).toBeEnabled())
    // Made for the buyer once known: never for a guessed owner while the session was loading.
    expect(mocks.createdFor).toEqual(['1001'])
  })

  it('offers nothing to add for an obsolete product, and says why', async () => {
    const { button } = await renderReady(false)
    expect(button).toBeNull()
    expect(
      screen.getByText('Ce produit n’est plus commercialisé : il ne peut pas être ajouté au panier.'),
    ).toBeInTheDocument()
  })
})
