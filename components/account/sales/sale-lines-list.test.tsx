import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Result } from '@/lib/http/result'
import type { Paged } from '@/lib/order-system/schemas/paging'
import { saleLineWithOrderSchema, type SaleLineQuery, type SaleLineWithOrder } from '@/lib/order-system/schemas/sale'
import { withShell } from '@/tests/shell'
import { SaleLinesList } from './sale-lines-list'

const mocks = vi.hoisted(() => ({
  search: '',
  saleLines: vi.fn<(query: Partial<SaleLineQuery>) => Promise<Result<Paged<SaleLineWithOrder>>>>(),
}))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/sales-lines',
  useSearchParams: () => new URLSearchParams(mocks.search),
  useRouter: () => ({ push: vi.fn() }),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1001 },
    orderSystem: { saleLines: mocks.saleLines },
  })),
)

const money = { discount_total: 0, tax: 2, total: 12, untaxed: 10, total_without_discount: 10, price: 5 }
/** Line n, of order S0{2400 + n} placed at `orderedAt`. */
function line(n: number, orderedAt: string): SaleLineWithOrder {
  return saleLineWithOrderSchema.parse({
    id: 18000 + n,
    product_id: 10000 + n,
    name: `Article ${n}`,
    qty: 2,
    amount: money,
    unit_price: { untaxed: 5, untaxed_with_discount: 5 },
    discount: { rate: 0, value: 0 },
    options: null,
    is_delivery: false,
    contact_id: null,
    qty_delivered: 1,
    qty_unavailable: 0,
    qty_canceled: 0,
    product: null,
    order: { id: 2400 + n, name: `S0${2400 + n}`, state: 'processing', date_order: orderedAt },
  })
}

beforeEach(() => {
  mocks.search = ''
  mocks.saleLines.mockReset()
})

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    withShell(
      <QueryClientProvider client={client}>
        <SaleLinesList />
      </QueryClientProvider>,
    ),
  )
}

describe('SaleLinesList', () => {
  it('asks the server for one page of the product’s lines, each linking to its order', async () => {
    mocks.search = 'product_name=gants&page=2'
    mocks.saleLines.mockResolvedValue({
      ok: true,
      status: 200,
      data: { count: 11, items: [line(1, '2026-03-01T09:00:00Z')] },
    })
    renderList()
    const row = await screen.findByTestId('sale-line-row')
    expect(mocks.saleLines).toHaveBeenCalledExactlyOnceWith({ product_name: 'gants', page: 2, page_size: 10 })
    expect(within(row).getByRole('link', { name: 'S02401' })).toHaveAttribute('href', '/account/sales/2401')
    expect(row).toHaveTextContent('01/03/2026')
    expect(row).toHaveTextContent('En préparation')
    expect(screen.getByRole('search', { name: 'Filtrer les lignes de commande' })).toBeInTheDocument()
    expect(screen.getByLabelText('Article')).toHaveValue('gants')
  })

  it('applies a date range, which the server does not take, over every line, on French days', async () => {
    mocks.search = 'product_name=gants&date_from=2026-03-01&date_to=2026-03-31'
    const inMarch = [line(1, '2026-03-31T21:30:00Z'), line(2, '2026-03-15T09:00:00Z'), line(3, '2026-02-28T23:30:00Z')]
    const outside = [line(4, '2026-03-31T22:30:00Z'), line(5, '2026-02-28T22:30:00Z')]
    const fillers = Array.from({ length: 100 }, (_, i) => line(100 + i, '2026-01-10T09:00:00Z'))
    mocks.saleLines
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        data: { count: 105, items: [outside[0]!, ...inMarch, ...fillers.slice(0, 96)] },
      })
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        data: { count: 105, items: [...fillers.slice(96), outside[1]!] },
      })
    renderList()
    await screen.findAllByTestId('sale-line-row')
    expect(mocks.saleLines.mock.calls.map(([query]) => query)).toEqual([
      { product_name: 'gants', page: 1, page_size: 100 },
      { product_name: 'gants', page: 2, page_size: 100 },
    ])
    expect(screen.getAllByTestId('sale-line-row').map((row) => within(row).getByRole('link').textContent)).toEqual([
      'S02401',
      'S02402',
      'S02403',
    ])
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('says when no line matches', async () => {
    mocks.search = 'order_name=S09999'
    mocks.saleLines.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    expect(await screen.findByText('Aucune ligne de commande ne correspond à ces filtres.')).toBeInTheDocument()
  })
})
