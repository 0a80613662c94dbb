import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { wishlistSchema } from '@/lib/order-system/schemas/wishlist'
import { withShell } from '@/tests/shell'
import { ListBook } from './list-book'

const mocks = vi.hoisted(() => ({ push: vi.fn(), wishlists: vi.fn(), wishlistCreate: vi.fn() }))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/lists',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: mocks.push }),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1002 },
    orderSystem: { wishlists: mocks.wishlists, wishlistCreate: mocks.wishlistCreate },
  })),
)

const list = (id: number, name: string, fields: object = {}) =>
  wishlistSchema.parse({
    id,
    name,
    ref: null,
    typology: 'wishlist',
    partner: { id: 1002, name: 'Julien Moreau' },
    ...fields,
  })

beforeEach(() => {
  mocks.push.mockReset()
  mocks.wishlistCreate.mockReset()
  mocks.wishlists.mockReset().mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      count: 2,
      items: [
        list(41, 'Atelier', { lines: [{ id: 1, sequence: 10, product_id: 10001, quantity: 2 }] }),
        list(42, 'Kit nouvel arrivant', {
          partner: { id: 1003, name: 'Sophie Lefèvre' },
          shared_with_unit: true,
          access: { update: false, delete: false },
        }),
      ],
    },
  })
})

function renderBook() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(withShell(<QueryClientProvider client={client}>{<ListBook />}</QueryClientProvider>))
}

describe('ListBook', () => {
  it('lists the buyer’s lists and those the manager shared, each with its size', async () => {
    renderBook()
    const rows = await screen.findAllByTestId('list-row')
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Atelier', '1', 'Personnelle'],
      ['Kit nouvel arrivant', '0', 'Partagée par Sophie Lefèvre'],
    ])
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/account/lists/41')
    expect(mocks.wishlists).toHaveBeenCalledWith({ page: 1, page_size: 10 })
  })

  it('creates a list and opens it; a blank name is refused in French', async () => {
    mocks.wishlistCreate.mockResolvedValue({ ok: true, status: 201, data: list(43, 'Chantier B') })
    renderBook()
    await screen.findAllByTestId('list-row')
    await userEvent.click(screen.getByRole('button', { name: 'Créer la liste' }))
    expect(screen.getByLabelText('Nom de la liste')).toHaveAccessibleDescription('Donnez un nom à la liste.')
    expect(mocks.wishlistCreate).not.toHaveBeenCalled()
    screen.getByLabelText('Nom de la liste').focus()
    await userEvent.paste('  Chantier B ')
    await userEvent.click(screen.getByRole('button', { name: 'Créer la liste' }))
    expect(mocks.wishlistCreate).toHaveBeenCalledExactlyOnceWith({ name: 'Chantier B' })
    expect(mocks.push).toHaveBeenCalledWith('/account/lists/43')
  })
})
