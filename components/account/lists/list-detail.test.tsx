import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeEngine, withCart, type FakeEngine } from '@/components/cart/testing'
import { wishlistSchema, type WishlistInput } from '@/lib/order-system/schemas/wishlist'
import { ListDetail } from './list-detail'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  manager: false,
  push: vi.fn(),
  wishlist: vi.fn(),
  wishlistUpdate: vi.fn(),
  wishlistUpdateItems: vi.fn(),
  wishlistDeleteItems: vi.fn(),
  wishlistDelete: vi.fn(),
}))
vi.mock('@/components/cart/browser-engine', () => ({
  createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }),
}))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }), usePathname: () => '/account/lists/41' }))
vi.mock('@/components/auth/session-provider', async () => {
  const orderSystem = {
    wishlist: mocks.wishlist,
    wishlistUpdate: mocks.wishlistUpdate,
    wishlistUpdateItems: mocks.wishlistUpdateItems,
    wishlistDeleteItems: mocks.wishlistDeleteItems,
    wishlistDelete: mocks.wishlistDelete,
  }
  return (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: mocks.manager ? { id: 1001, kind: 'manager', is_manager: true } : { id: 1001 },
    orderSystem,
  }))
})

const product = (id: number, sellable = true) => ({
  id,
  name: `Article ${id}`,
  sku: `SKU-${id}`,
  url_key: `article-${id}`,
  sellable,
})
const LIST: WishlistInput = {
  id: 41,
  name: 'Réassort chantier',
  ref: null,
  typology: 'wishlist',
  partner: { id: 1001, name: 'Claire Martin' },
  lines: [
    { id: 901, sequence: 10, product_id: 10001, quantity: 4, product: product(10001) },
    { id: 902, sequence: 20, product_id: 10002, quantity: 2, product: product(10002, false) },
    { id: 903, sequence: 30, product_id: 10003, quantity: 1, product: null },
    { id: 904, sequence: 40, product_id: 10004, quantity: 12, product: product(10004) },
  ],
}
const ok = (data: WishlistInput) => ({ ok: true, status: 200, data: wishlistSchema.parse(data) })

beforeEach(() => {
  mocks.engine = createFakeEngine({ owner: 1001 })
  mocks.manager = false
  mocks.push.mockReset()
  mocks.wishlist.mockReset().mockResolvedValue(ok(LIST))
  for (const call of [mocks.wishlistUpdate, mocks.wishlistUpdateItems, mocks.wishlistDeleteItems, mocks.wishlistDelete])
    call.mockReset()
})

async function renderList() {
  render(withCart(<ListDetail id={41} />))
  await screen.findByRole('heading', { name: 'Réassort chantier' })
  await waitFor(() => expect(screen.getByRole('button', { name: 'Commander toute la liste' })).toBeEnabled())
}

const added = () =>
  vi.mocked(mocks.engine!.addMany).mock.calls.map(([items]) => items.map((item) => [item.productId, item.qty]))

describe('ListDetail', () => {
  it('shows each line with its product, reference and quantity, and says which are no longer sold', async () => {
    await renderList()
    const rows = screen.getAllByTestId('list-line')
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Article 10001',
      'Article 10002 (n’est plus vendu)',
      'Article n° 10003 (retiré du catalogue) (n’est plus vendu)',
      'Article 10004',
    ])
    expect(within(rows[0]!).getByRole('link', { name: 'Article 10001' })).toHaveAttribute(
      'href',
      '/article-10001?sku=SKU-10001',
    )
    expect(screen.getByTestId('list-sharing')).toHaveTextContent('Personnelle')
  })

  it('orders the whole list in one batch through the cart engine, naming what it left out', async () => {
    await renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Commander toute la liste' }))
    expect(added()).toEqual([
      [
        [10001, 4],
        [10004, 12],
      ],
    ])
    const report = screen.getByTestId('reorder-report')
    expect(report).toHaveTextContent('2 articles de la liste Réassort chantier ont été ajoutés à votre panier.')
    expect(report).toHaveTextContent('Article 10002 : cet article n’est plus vendu.')
    expect(report).toHaveTextContent('Article n° 10003 (retiré du catalogue) : cet article n’est plus vendu.')
    expect(within(report).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/cart')
  })

  it('orders only the chosen lines', async () => {
    await renderList()
    const selection = screen.getByRole('button', { name: 'Commander la sélection' })
    expect(selection).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choisir Article 10004' }))
    await userEvent.click(screen.getByRole('button', { name: 'Commander l’article choisi' }))
    expect(added()).toEqual([[[10004, 12]]])
  })

  it('changes a quantity in the order system and shows what it answered', async () => {
    mocks.wishlistUpdateItems.mockResolvedValue(
      ok({ ...LIST, lines: LIST.lines!.map((l) => (l.product_id === 10001 ? { ...l, quantity: 5 } : l)) }),
    )
    await renderList()
    const row = screen.getAllByTestId('list-line')[0]!
    await userEvent.click(within(row).getByRole('button', { name: 'Augmenter la quantité' }))
    expect(mocks.wishlistUpdateItems).toHaveBeenCalledExactlyOnceWith(41, [{ product_id: 10001, quantity: 5 }])
    await waitFor(() =>
      expect(within(row).getByRole('spinbutton', { name: 'Quantité de Article 10001' })).toHaveValue(5),
    )
  })

  it('says in French why a change was refused and reads the list again', async () => {
    mocks.wishlistDeleteItems.mockResolvedValue({
      ok: false,
      error: { kind: 'http', status: 404, message: 'HTTP 404', body: { detail: 'Liste d’achat introuvable.' } },
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Article 10004 de la liste' }))
    expect(await screen.findByText('Liste d’achat introuvable.')).toHaveAttribute('role', 'alert')
    await waitFor(() => expect(mocks.wishlist).toHaveBeenCalledTimes(2))
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('lets a manager share the list with the unit', async () => {
    mocks.manager = true
    mocks.wishlistUpdate.mockResolvedValue(ok({ ...LIST, shared_with_unit: true }))
    await renderList()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Partager avec les membres de mon unité' }))
    expect(mocks.wishlistUpdate).toHaveBeenCalledExactlyOnceWith(41, { shared_with_unit: true })
    await waitFor(() => expect(screen.getByTestId('list-sharing')).toHaveTextContent('Partagée avec votre unité'))
  })

  it('shows a list shared by the manager read-only, still orderable', async () => {
    mocks.wishlist.mockResolvedValue(
      ok({
        ...LIST,
        partner: { id: 1003, name: 'Sophie Lefèvre' },
        shared_with_unit: true,
        access: { update: false, delete: false },
      }),
    )
    await renderList()
    expect(screen.getByTestId('list-sharing')).toHaveTextContent('Partagée par Sophie Lefèvre')
    expect(screen.queryByRole('button', { name: 'Renommer' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Commander toute la liste' }))
    expect(added()).toHaveLength(1)
  })

  it('renames the list, refusing a blank name in French', async () => {
    mocks.wishlistUpdate.mockResolvedValue(ok({ ...LIST, name: 'Atelier Nord' }))
    await renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Renommer' }))
    const name = screen.getByLabelText('Nouveau nom')
    await userEvent.clear(name)
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }))
    expect(name).toHaveAccessibleDescription('Donnez un nom à la liste.')
    expect(mocks.wishlistUpdate).not.toHaveBeenCalled()
    name.focus()
    await userEvent.paste('Atelier Nord')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }))
    expect(mocks.wishlistUpdate).toHaveBeenCalledExactlyOnceWith(41, { name: 'Atelier Nord' })
    expect(await screen.findByRole('heading', { name: 'Atelier Nord' })).toBeInTheDocument()
  })

  it('deletes the list after asking, then goes back to the lists', async () => {
    mocks.wishlistDelete.mockResolvedValue({ ok: true, status: 204, data: null })
    await renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la liste « Réassort chantier »' }))
    await userEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }))
    expect(mocks.wishlistDelete).toHaveBeenCalledExactlyOnceWith(41)
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/account/lists'))
  })
})
