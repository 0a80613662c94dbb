import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeSessionState } from '@/components/auth/testing'
import type { Cart } from '@/lib/order-system/schemas/cart'
import type { CatalogueProduct, ProductsQuery } from '@/lib/ordering/products-request'
import { CartPage } from './cart-page'
import { cartLine, createFakeEngine, serverCart, storeVisitorChange, withCart, type FakeEngine } from './testing'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  session: { customer: { id: 1001 } } as FakeSessionState,
  orderSystem: { cartCoupon: vi.fn(), cartUpdate: vi.fn(), wishlists: vi.fn(), wishlistCreate: vi.fn() },
  // The promo-code form's code arrives when this settles (it loads on demand, off the page's first load).
  couponCode: Promise.resolve(),
}))
vi.mock('./browser-engine', () => ({ createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }) }))
vi.mock('@/components/catalogue/fetch-products', () => ({
  fetchProducts: async (query: ProductsQuery): Promise<CatalogueProduct[]> =>
    query.by === 'id'
      ? query.ids.map((id) => ({
          sku: `SKU-${id}`,
          id,
          name: `Produit ${id}`,
          variant: null,
          price: null,
          stock: null,
          sellable: true,
          summary: {
            name: `Produit ${id}`,
            sku: `SKU-${id}`,
            href: `/produit-${id}?sku=SKU-${id}`,
            image: `/img/${id}.jpg`,
          },
        }))
      : [],
}))
vi.mock('./coupon-form', async (importOriginal) => {
  const { use } = await import('react')
  const { CouponForm } = await importOriginal<typeof import('./coupon-form')>()
  return {
    CouponForm: (props: Parameters<typeof CouponForm>[0]) => {
      use(mocks.couponCode)
      return <CouponForm {...props} />
    },
  }
})
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    ...mocks.session,
    orderSystem: mocks.orderSystem,
  })),
)

let engine: FakeEngine
function useEngine(cart: Cart | null) {
  engine = createFakeEngine({ cart, owner: mocks.session.customer?.id ?? 'anonymous' })
  mocks.engine = engine
}

beforeEach(() => {
  mocks.session = { customer: { id: 1001 } }
  mocks.couponCode = Promise.resolve()
  mocks.orderSystem.wishlists.mockReset().mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
  mocks.orderSystem.wishlistCreate.mockReset()
  useEngine(null)
  localStorage.clear()
})

/** Renders the page and waits until it is the buyer's: the cart read, and the forms shown with it in place. */
async function renderPage({ formsLoaded = true } = {}) {
  render(withCart(<CartPage />))
  await waitFor(() => expect(screen.queryByText('Chargement de votre panier…')).toBeNull())
  if (formsLoaded) await waitFor(() => expect(screen.queryByText('Préparation de votre commande…')).toBeNull())
}

const priced = cartLine({ id: 1, product_id: 10001, name: 'Gants nitrile', qty: 2, price: 12.5 })
const onRequest = cartLine({ id: 2, product_id: 10031, name: 'Armoire forte sur mesure', qty: 1, price: 0 })
const obsolete = cartLine({
  id: 3,
  product_id: 10034,
  name: 'Casque ancien modèle',
  qty: 1,
  confirmable: false,
  product_state: { code: 'obsolete' },
})

describe('CartPage', () => {
  it('lists the lines with their pictures and links from the catalogue, and the totals in euros', async () => {
    useEngine(serverCart([priced], { discount: { untaxed: 2.5, tax_included: 3 } }))
    await renderPage()
    const line = screen.getByTestId('cart-line')
    expect(await within(line).findByRole('link', { name: 'Gants nitrile' })).toHaveAttribute(
      'href',
      '/produit-10001?sku=SKU-10001',
    )
    expect(line.querySelector('img')).toHaveAttribute('src', '/img/10001.jpg')
    const totals = screen.getByTestId('cart-totals')
    expect(totals.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain('Total HT25,00 €TVA5,00 €Total TTC30,00 €')
    expect(totals).toHaveTextContent('Remise HT−2,50')
    expect(screen.getByTestId('cart-summary')).toHaveTextContent('2 articles')
  })

  it('saves the cart as a new list, pending changes included, one line per product', async () => {
    useEngine(serverCart([priced, obsolete]))
    mocks.engine!.addMany([{ productId: 10002, qty: 5 }])
    mocks.orderSystem.wishlistCreate.mockResolvedValue({
      ok: true,
      status: 201,
      data: { id: 41, name: 'Réassort', lines: [], access: { update: true, delete: true } },
    })
    await renderPage()
    // The button's code loads once the buyer is signed in.
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer le panier comme liste' }))
    const panel = await screen.findByTestId('save-to-list')
    const name = await within(panel).findByLabelText('Nom de la nouvelle liste')
    expect(name).toHaveValue(
      `Panier du ${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date())}`,
    )
    await userEvent.clear(name)
    name.focus()
    await userEvent.paste('Réassort')
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }))
    expect(mocks.orderSystem.wishlistCreate).toHaveBeenCalledExactlyOnceWith({
      name: 'Réassort',
      lines: [
        { product_id: 10001, quantity: 2 },
        { product_id: 10034, quantity: 1 },
        { product_id: 10002, quantity: 5 },
      ],
    })
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '3 articles enregistrés dans la liste « Réassort ».',
    )
    expect(within(panel).getByRole('link', { name: 'Voir la liste' })).toHaveAttribute('href', '/account/lists/41')
  })

  it('keeps what the buyer typed and says why when the list cannot be saved', async () => {
    useEngine(serverCart([priced]))
    mocks.orderSystem.wishlistCreate.mockResolvedValue({
      ok: false,
      error: {
        kind: 'http',
        status: 503,
        message: 'HTTP 503',
        body: { detail: 'Le système de commandes est indisponible.' },
      },
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderPage()
    // The button's code loads once the buyer is signed in.
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer le panier comme liste' }))
    const panel = await screen.findByTestId('save-to-list')
    const name = await within(panel).findByLabelText('Nom de la nouvelle liste')
    await userEvent.clear(name)
    name.focus()
    await userEvent.paste('Chantier B')
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Le système de commandes est indisponible.')
    expect(name).toHaveValue('Chantier B')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Saving to a shopping list refused'))
    error.mockRestore()
  })

  it('offers no list to an anonymous visitor', async () => {
    mocks.session = { status: 'anonymous' }
    useEngine(null)
    mocks.engine!.addMany([{ productId: 10002, qty: 5 }])
    await renderPage()
    expect(screen.queryByRole('button', { name: 'Enregistrer le panier comme liste' })).toBeNull()
  })

  it('sends a signed-in buyer to the checkout', async () => {
    useEngine(serverCart([priced]))
    await renderPage()
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/checkout')
    expect(screen.queryByTestId('cart-quotation-notice')).toBeNull()
  })

  it('keeps the order button where it will stay: it turns into the link only with the forms above it', async () => {
    let arrive = () => {}
    mocks.couponCode = new Promise<void>((resolve) => (arrive = resolve))
    useEngine(serverCart([priced]))
    await renderPage({ formsLoaded: false })
    // The forms' code is still on its way: nothing to press yet, and the buyer is told why.
    expect(screen.queryByRole('link', { name: 'Commander' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Commander' })).toHaveAccessibleDescription(
      'Préparation de votre commande…',
    )

    await act(async () => arrive())
    const order = await screen.findByRole('link', { name: 'Commander' })
    const code = screen.getByRole('textbox', { name: 'Votre code' })
    expect(code.compareDocumentPosition(order) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('turns the checkout into a quotation request when a line is "Prix sur demande"', async () => {
    useEngine(serverCart([priced, onRequest]))
    await renderPage()
    expect(screen.getByTestId('cart-quotation-notice')).toHaveTextContent('votre commande sera une demande de devis')
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/checkout')
  })

  it('prices a quotation request as it can: "Prix sur demande" for the line, totals "À chiffrer", never 0,00 €', async () => {
    useEngine(serverCart([onRequest]))
    await renderPage()
    const totals = screen.getByTestId('cart-totals')
    const figure = (term: string) =>
      within(totals)
        .getByText(term, { selector: 'dt' })
        .nextElementSibling?.textContent?.replace(/[\u202f\u00a0]/g, ' ')
    expect(figure('Total HT')).toBe('À chiffrer')
    expect(figure('TVA')).toBe('À chiffrer')
    expect(figure('Total TTC')).toBe('À chiffrer')
    expect(totals).not.toHaveTextContent('0,00')
    expect(screen.getByTestId('cart-line')).toHaveTextContent('Prix sur demande')
    expect(screen.getByTestId('cart-line')).not.toHaveTextContent('0,00')
  })

  it('adds what is priced to what is still to be priced in a cart mixing both', async () => {
    useEngine(serverCart([priced, onRequest]))
    await renderPage()
    const totals = screen.getByTestId('cart-totals')
    expect(totals.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain(
      'Total HT25,00 € + à chiffrerTVA5,00 € + à chiffrerTotal TTC30,00 € + à chiffrer',
    )
  })

  it('shows a buyer who sees tax-included prices the line’s tax-included figures, labelled TTC', async () => {
    mocks.session = {
      status: 'signed-in',
      customer: { id: 1004, collectivity: true, has_tax_included_price: true },
    }
    const discounted = cartLine({
      id: 7,
      product_id: 10007,
      name: 'Veste softshell Atlas — L',
      qty: 3,
      unit_price: { untaxed: 20, untaxed_with_discount: 15 },
      discount: { rate: 25.04, value: 15.02 },
      amount: { discount_total: 15.02, tax: 9, total: 54, untaxed: 45, total_without_discount: 60, price: 15 },
    })
    useEngine(serverCart([discounted]))
    await renderPage()
    const line = screen.getByTestId('cart-line')
    const figure = (term: string) =>
      within(line)
        .getByText(term, { selector: 'dt' })
        .nextElementSibling?.textContent?.replace(/[\u202f\u00a0]/g, ' ')
    expect(figure('Prix unitaire TTC')).toBe('24,00 €')
    expect(figure('Prix unitaire remisé TTC')).toBe('18,00 €')
    expect(figure('Remise')).toBe('−25,04 %')
    expect(figure('Total TTC')).toBe('54,00 €')
    expect(line).not.toHaveTextContent(/\bHT\b/)
  })

  it('does not offer to order a cart whose products can no longer be ordered, and says why', async () => {
    useEngine(serverCart([obsolete]))
    await renderPage()
    const button = screen.getByRole('button', { name: 'Commander' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Aucun article de votre panier ne peut être commandé pour l’instant.')
    expect(screen.queryByRole('link', { name: 'Commander' })).toBeNull()
  })

  it('shows an anonymous visitor the lines kept on this device and asks to sign in to order', async () => {
    mocks.session = { status: 'anonymous' }
    useEngine(null)
    storeVisitorChange()
    engine.add(10007, 2, undefined, { name: 'Veste softshell Atlas — L', price: 38.98 })
    await renderPage()
    expect(screen.getByRole('heading', { level: 3, name: 'Veste softshell Atlas — L' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Connectez-vous pour commander' })).toHaveAttribute(
      'href',
      '/account/login?target=%2Fcart',
    )
    expect(screen.queryByRole('link', { name: 'Commander' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Votre code' })).toBeNull()
  })

  it('says the cart is empty and leads back to the catalogue', async () => {
    await renderPage()
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Parcourir le catalogue' })).toHaveAttribute('href', '/univers')
  })

  it('removes a line from its stepper at 0 and says so', async () => {
    useEngine(serverCart([priced]))
    await renderPage()
    const line = screen.getByTestId('cart-line')
    const quantity = within(line).getByRole('spinbutton')
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '0{Enter}')
    expect(engine.remove).toHaveBeenCalledWith(10001, 2, null)
    expect(screen.queryByTestId('cart-line')).toBeNull()
    expect(screen.getByText('Gants nitrile a été retiré de votre panier.')).toBeInTheDocument()
  })

  it('sends a press of + or − as a change of one, whatever the quantity shown', async () => {
    useEngine(serverCart([priced]))
    await renderPage()
    const line = screen.getByTestId('cart-line')
    await userEvent.click(within(line).getByRole('button', { name: 'Augmenter la quantité' }))
    await userEvent.click(within(line).getByRole('button', { name: 'Diminuer la quantité' }))
    expect(engine.add).toHaveBeenNthCalledWith(1, 10001, 1, null, undefined)
    expect(engine.add).toHaveBeenNthCalledWith(2, 10001, -1, null, undefined)
    expect(engine.setQuantity).not.toHaveBeenCalled()
  })

  describe('banners', () => {
    it('says the order system is down, that nothing is lost, and retries on demand', async () => {
      useEngine(serverCart([priced]))
      await renderPage()
      expect(screen.queryByTestId('cart-sync-banner')).toBeNull()
      act(() => engine.setStatus({ erpUnavailable: true }))
      const banner = screen.getByTestId('cart-sync-banner')
      expect(banner).toBeVisible()
      expect(banner).toHaveTextContent('Le système de commandes est momentanément indisponible. Rien n’est perdu')
      expect(banner.closest('[role="status"]')).not.toBeNull()
      await userEvent.click(within(banner).getByRole('button', { name: 'Réessayer maintenant' }))
      expect(engine.syncNow).toHaveBeenCalledOnce()
    })

    it('reports any other sync failure the same reassuring way', async () => {
      engine.setStatus({ syncError: true })
      await renderPage()
      expect(screen.getByTestId('cart-sync-banner')).toHaveTextContent(
        'Votre panier n’a pas pu être enregistré. Rien n’est perdu',
      )
    })

    it('names the changes the order system refused, and says the rest went through', async () => {
      engine.setStatus({
        rejected: [
          { productId: 10009, qty: 2, product: { name: 'Casque retiré', sku: 'CAS-01' }, message: 'Produit inconnu' },
        ],
      })
      await renderPage()
      const banner = screen.getByTestId('cart-rejected-banner')
      expect(banner).toHaveTextContent('Un article n’a pas pu être ajouté')
      expect(banner).toHaveTextContent('Casque retiré (CAS-01) : Produit inconnu')
    })

    it('waits for the lines to reach the order system before the checkout', async () => {
      engine.add(10001, 1, undefined, { name: 'Gants nitrile', price: 12.5 })
      engine.setStatus({ erpUnavailable: true })
      await renderPage()
      expect(screen.getByRole('button', { name: 'Commander' })).toHaveAccessibleDescription(
        'Vos articles n’ont pas encore été enregistrés : la commande sera possible dès leur envoi.',
      )
      expect(screen.getByTestId('cart-totals')).toHaveTextContent(
        'Les totaux s’afficheront dès que votre panier sera enregistré.',
      )
    })
  })
})
