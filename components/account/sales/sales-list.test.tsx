import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { SalesList } from './sales-list'

const mocks = vi.hoisted(() => ({ search: '', sales: vi.fn(), push: vi.fn(), manager: false, unitMembers: vi.fn() }))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/sales',
  useSearchParams: () => new URLSearchParams(mocks.search),
  useRouter: () => ({ push: mocks.push }),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: mocks.manager ? { id: 1001, kind: 'manager', is_manager: true } : { id: 1001 },
    orderSystem: { sales: mocks.sales, unitMembers: mocks.unitMembers },
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
  mocks.manager = false
  mocks.push.mockReset()
  mocks.sales.mockReset()
  mocks.unitMembers.mockReset().mockResolvedValue({
    ok: true,
    status: 200,
    data: [{ id: 1002, name: 'Julien Moreau', email: 'julien.moreau@exemple.fr', phone: null, mobile: null }],
  })
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

  it('sends the filters of the URL to the order system and shows them in the form', async () => {
    mocks.search = 'name=024&client_order_ref=chantier&state=delivery_full&date_from=2026-03-01&date_to=2026-03-31'
    mocks.sales.mockResolvedValue({
      ok: true,
      status: 200,
      data: { count: 1, items: [sale(2401, 'delivery_full', 'CHANTIER-01')] },
    })
    renderList()
    await screen.findByRole('link', { name: 'S02401' })
    expect(mocks.sales).toHaveBeenCalledExactlyOnceWith({
      name: '024',
      client_order_ref: 'chantier',
      state: 'delivery_full',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      page: 1,
      page_size: 10,
    })
    const form = screen.getByRole('search', { name: 'Filtrer les commandes' })
    expect(within(form).getByLabelText('Numéro')).toHaveValue('024')
    expect(within(form).getByLabelText('Votre référence')).toHaveValue('chantier')
    expect(within(form).getByLabelText('État')).toHaveValue('delivery_full')
    expect(within(form).getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/account/sales')
  })

  it('says when no order matches the filters', async () => {
    mocks.search = 'state=cancel'
    mocks.sales.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    expect(await screen.findByText('Aucune commande ne correspond à ces filtres.')).toBeInTheDocument()
  })

  it('lets a manager narrow the orders to one member of the unit', async () => {
    mocks.manager = true
    mocks.sales.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    const form = screen.getByRole('search', { name: 'Filtrer les commandes' })
    await userEvent.selectOptions(await within(form).findByLabelText('Membre de l’unité'), 'Julien Moreau')
    await userEvent.selectOptions(within(form).getByLabelText('État'), 'processing')
    await userEvent.click(within(form).getByRole('button', { name: 'Filtrer' }))
    expect(mocks.push).toHaveBeenCalledExactlyOnceWith('/account/sales?state=processing&request_partner_id=1002')
  })
})
