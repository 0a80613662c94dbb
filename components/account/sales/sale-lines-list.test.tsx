import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Result } from '@/lib/http/result'
import type { Paged } from '@/lib/order-system/schemas/paging'
import { saleLineWithOrderSchema, type SaleLineQuery, type SaleLineWithOrder } from '@/lib/order-system/schemas/sale'
import { withShell } from '@/tests/shell'
import { SaleLinesList } from './sale-lines-list'

const mocks = vi.hoisted(() => ({
  search: '',
  push: vi.fn(),
  manager: false,
  saleLines: vi.fn<(query: Partial<SaleLineQuery>) => Promise<Result<Paged<SaleLineWithOrder>>>>(),
  unitMembers: vi.fn(),
}))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/sales-lines',
  useSearchParams: () => new URLSearchParams(mocks.search),
  useRouter: () => ({ push: mocks.push }),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: mocks.manager ? { id: 1001, kind: 'manager', is_manager: true } : { id: 1001 },
    orderSystem: { saleLines: mocks.saleLines, unitMembers: mocks.unitMembers },
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
  mocks.manager = false
  mocks.push.mockReset()
  mocks.saleLines.mockReset()
  mocks.unitMembers.mockReset().mockResolvedValue({
    ok: true,
    status: 200,
    data: [
      { id: 1002, name: 'Julien Moreau', email: 'julien.moreau@exemple.fr', phone: null, mobile: null },
      { id: 1101, name: 'Karim Benali', email: 'karim.benali@exemple.fr', phone: null, mobile: null },
    ],
  })
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

  it('sends every filter of the URL to the order system in one call, dates included', async () => {
    mocks.search =
      'product_name=gants&client_order_ref=CHANTIER&state=delivery_full&date_from=2026-03-01&date_to=2026-03-31'
    mocks.saleLines.mockResolvedValue({
      ok: true,
      status: 200,
      data: { count: 1, items: [line(1, '2026-03-15T09:00:00Z')] },
    })
    renderList()
    await screen.findByTestId('sale-line-row')
    expect(mocks.saleLines).toHaveBeenCalledExactlyOnceWith({
      product_name: 'gants',
      client_order_ref: 'CHANTIER',
      state: 'delivery_full',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      page: 1,
      page_size: 10,
    })
    expect(screen.getByLabelText('Votre référence')).toHaveValue('CHANTIER')
    expect(screen.getByLabelText('État de la commande')).toHaveValue('delivery_full')
    expect(screen.getByLabelText('Commandées à partir du')).toHaveValue('2026-03-01')
  })

  it('offers a manager the unit member, and writes the choice to the URL', async () => {
    mocks.manager = true
    mocks.saleLines.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    const member = await screen.findByLabelText('Membre de l’unité')
    await userEvent.selectOptions(member, 'Julien Moreau')
    await userEvent.type(screen.getByLabelText('Article'), 'gants')
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }))
    expect(mocks.push).toHaveBeenCalledExactlyOnceWith(
      '/account/sales-lines?product_name=gants&request_partner_id=1002',
    )
  })

  it('offers no member choice to a buyer who is not a manager', async () => {
    mocks.saleLines.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    await screen.findByText('Vous n’avez encore commandé aucun article.')
    expect(screen.queryByLabelText('Membre de l’unité')).toBeNull()
    expect(mocks.unitMembers).not.toHaveBeenCalled()
  })

  it('says when no line matches', async () => {
    mocks.search = 'order_name=S09999'
    mocks.saleLines.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    expect(await screen.findByText('Aucune ligne de commande ne correspond à ces filtres.')).toBeInTheDocument()
  })
})
