import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { SalesList } from './sales-list'

const mocks = vi.hoisted(() => ({ search: '', sales: vi.fn() }))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/sales',
  useSearchParams: () => new URLSearchParams(mocks.search),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1001 },
    orderSystem: { sales: mocks.sales },
  })),
)

const sale = (id: number, state: string, ref: string | null) => ({
  id,
  name: `S0${id}`,
  state,
  client_order_ref: ref,
  date_order: '2026-03-13T09:00:00.000Z',
  amount: { total: 1481.4 },
})

beforeEach(() => {
  mocks.search = ''
  mocks.sales.mockReset()
})

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    withShell(
      <QueryClientProvider client={client}>
        <SalesList />
      </QueryClientProvider>,
    ),
  )
}

describe('SalesList', () => {
  it('asks for the page of the URL and shows each order with its progress and total', async () => {
    mocks.search = 'page=2'
    const items = [sale(2402, 'cancel', 'CHANTIER-02'), sale(2401, 'delivery_full', null)]
    mocks.sales.mockResolvedValue({ ok: true, status: 200, data: { count: 12, items } })
    renderList()
    const row = (await screen.findByRole('link', { name: 'S02402' })).closest('tr')!
    expect(mocks.sales).toHaveBeenCalledWith({ page: 2, page_size: 10 })
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/account/sales/2402')
    expect(row.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toBe('S0240213/03/2026CHANTIER-02Annulée1 481,40 €')
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByRole('progressbar', { name: 'Avancement de la commande S02401' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/account/sales')
  })

  it('says in French when there is no order yet', async () => {
    mocks.sales.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    expect(await screen.findByText('Vous n’avez pas encore passé de commande.')).toBeInTheDocument()
  })
})
