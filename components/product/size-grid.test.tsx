import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeSessionState } from '@/components/auth/testing'
import {
  createFakeEngine,
  fakeEngineFromStorage,
  storedTransactions,
  withCart,
  type FakeEngine,
} from '@/components/cart/testing'
import { ANALYTICS_EVENTS } from '@/lib/analytics'
import type { ProductSummary, QueueOwner } from '@/lib/cart/types'
import { sizeGridOf } from '@/lib/catalogue/size-grid'
import { productDocumentSchema, type ProductDocument } from '@/lib/search/documents'
import { SizeGrid } from './size-grid'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  session: { status: 'anonymous' } as FakeSessionState,
  trackEvent: vi.fn(),
  createdFor: [] as QueueOwner[],
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
    // Saving the grid to a list is not what this file tests: no order system for the lists' panel.
    runtimeLoaded: false,
  })),
)
vi.mock('@/lib/analytics', async (original) => ({
  ...(await original<typeof import('@/lib/analytics')>()),
  trackEvent: mocks.trackEvent,
}))

const inStock = { stock: { global: { qty: 10, state: 'in_stock' } } }
const variant = (id: number, couleur: string, taille: string, fields: Record<string, unknown> = inStock) =>
  productDocumentSchema.parse({
    id,
    model: { name: 'Veste' },
    name: `Veste ${couleur} ${taille}`,
    url_key: 'veste',
    sku: `V-${id}`,
    variant_attributes: { couleur, taille },
    ...fields,
  })
const summary = (doc: ProductDocument): ProductSummary => ({
  name: doc.name,
  sku: doc.sku,
  href: `/veste?sku=${doc.sku}`,
  price: 30,
})

// Bleu marine: S M L ; Noir: S (out of stock) M (obsolete), no L.
const variants = [
  variant(1, 'Bleu marine', 'S'),
  variant(2, 'Bleu marine', 'M'),
  variant(3, 'Bleu marine', 'L'),
  variant(4, 'Noir', 'S', { stock: { global: { qty: 0, state: 'out_of_stock' } } }),
  variant(5, 'Noir', 'M', { ...inStock, product_state: { code: 'obsolete' } }),
]
const grid = sizeGridOf(variants, summary)!

let engine: FakeEngine
beforeEach(() => {
  engine = createFakeEngine()
  mocks.engine = engine
  mocks.session = { status: 'anonymous' }
  mocks.trackEvent.mockClear()
  mocks.createdFor = []
  localStorage.clear()
})

const field = (name: string) => screen.getByRole('textbox', { name })
const addButton = () => screen.getByRole('button', { name: 'Ajouter la sélection au panier' })

async function renderReady() {
  render(withCart(<SizeGrid grid={grid} />))
  // Ready once the reason "the cart is loading" gave way to "enter a quantity".
  await waitFor(() => expect(addButton()).toHaveAccessibleDescription('Saisissez au moins une quantité.'))
}

describe('SizeGrid', () => {
  it('is a table with a header per size and per colour, and the stock of each size in words', async () => {
    await renderReady()
    const table = screen.getByRole('table', { name: 'Commander plusieurs tailles' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Couleur', 'Taille S', 'Taille M', 'Taille L'])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Bleu marine', 'Noir'])
    expect(field('Quantité, taille M, Bleu marine')).toHaveAccessibleDescription('En stock')
    // Shown but not orderable, the reason in text.
    expect(field('Quantité, taille S, Noir')).toBeDisabled()
    expect(field('Quantité, taille S, Noir')).toHaveAccessibleDescription('Rupture de stock')
    expect(field('Quantité, taille M, Noir')).toBeDisabled()
    expect(field('Quantité, taille M, Noir')).toHaveAccessibleDescription('Plus commercialisée')
    // No black L: an empty cell, no field.
    expect(screen.queryByRole('textbox', { name: 'Quantité, taille L, Noir' })).toBeNull()
    expect(within(table).getByText('Non proposée')).toBeInTheDocument()
  })

  it('moves the focus with the arrow keys, Home and End, skipping fields that cannot be ordered', async () => {
    await renderReady()
    await userEvent.click(field('Quantité, taille S, Bleu marine'))
    await userEvent.keyboard('{ArrowRight}')
    expect(field('Quantité, taille M, Bleu marine')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(field('Quantité, taille L, Bleu marine')).toHaveFocus()
    // Right edge: the focus stays.
    await userEvent.keyboard('{ArrowRight}')
    expect(field('Quantité, taille L, Bleu marine')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(field('Quantité, taille S, Bleu marine')).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(field('Quantité, taille L, Bleu marine')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(field('Quantité, taille M, Bleu marine')).toHaveFocus()
    // The black M is obsolete, there is no black L: nothing below.
    await userEvent.keyboard('{ArrowDown}')
    expect(field('Quantité, taille M, Bleu marine')).toHaveFocus()
    // One tab stop for the whole grid, the field last used: Tab leaves the grid, Shift+Tab comes back.
    await userEvent.tab()
    expect(addButton()).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(field('Quantité, taille M, Bleu marine')).toHaveFocus()
  })

  it('adds every quantity typed at once, then clears the grid', async () => {
    await renderReady()
    await userEvent.click(field('Quantité, taille S, Bleu marine'))
    await userEvent.keyboard('5{ArrowRight}{ArrowRight}7')
    expect(addButton()).toHaveAccessibleDescription('12 articles sélectionnés')
    await userEvent.click(addButton())

    // A visitor's lines are stored at once, together (docs/product/cart.md#when-the-cart-loads).
    expect(storedTransactions()).toEqual([
      expect.objectContaining({ productId: 1, qty: 5, product: summary(variants[0]!) }),
      expect.objectContaining({ productId: 3, qty: 7, product: summary(variants[2]!) }),
    ])
    await waitFor(() => expect(engine.getSnapshot().view.linesCount).toBe(12))
    // A visitor's lines wait on this device: the page does not call them added.
    expect(
      await screen.findByText(
        '12 articles conservés sur cet appareil : ils rejoindront votre panier dès votre connexion.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/ajoutés au panier/)).toBeNull()
    expect(mocks.trackEvent).toHaveBeenCalledTimes(2)
    expect(mocks.trackEvent).toHaveBeenCalledWith(ANALYTICS_EVENTS.addToCart, { product_id: 1, qty: 5 })
    expect(mocks.trackEvent).toHaveBeenCalledWith(ANALYTICS_EVENTS.addToCart, { product_id: 3, qty: 7 })
    expect(field('Quantité, taille S, Bleu marine')).toHaveValue('')
    expect(field('Quantité, taille L, Bleu marine')).toHaveValue('')
    expect(addButton()).toHaveAttribute('aria-disabled', 'true')
  })

  it('refuses a quantity that is not a whole number, in French, and adds nothing', async () => {
    await renderReady()
    await userEvent.type(field('Quantité, taille S, Bleu marine'), '2')
    await userEvent.type(field('Quantité, taille M, Bleu marine'), '1,5')
    const wrong = field('Quantité, taille M, Bleu marine')
    expect(wrong).toHaveAttribute('aria-invalid', 'true')
    expect(wrong).toHaveAccessibleDescription('En stock Saisissez un nombre entier, 0 ou plus.')
    expect(within(screen.getByTestId('size-grid')).getByRole('alert')).toHaveTextContent(
      'Saisissez un nombre entier, 0 ou plus.',
    )
    expect(addButton()).toHaveAccessibleDescription('Corrigez les quantités signalées.')
    await userEvent.click(addButton())
    expect(storedTransactions()).toEqual([])
    expect(mocks.createdFor).toEqual([])
  })

  it('offers nothing to add while nothing is entered or the cart is not ready', async () => {
    await renderReady()
    await userEvent.click(addButton())
    expect(storedTransactions()).toEqual([])
    expect(mocks.createdFor).toEqual([])

    cleanup()
    mocks.createdFor = []
    mocks.session = { status: 'loading' }
    const { rerender } = render(withCart(<SizeGrid grid={grid} />))
    const waiting = addButton()
    expect(waiting).toHaveAttribute('aria-disabled', 'true')
    expect(waiting).toHaveAccessibleDescription('Le panier se charge…')
    mocks.session = { customer: { id: 1001 } }
    rerender(withCart(<SizeGrid grid={grid} />))
    await waitFor(() => expect(waiting).not.toHaveAccessibleDescription('Le panier se charge…'))
    expect(mocks.createdFor).toEqual(['1001'])
  })
})
