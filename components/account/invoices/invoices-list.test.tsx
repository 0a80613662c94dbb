import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications'
import type { Result } from '@/lib/http/result'
import type { Invoice, InvoiceQuery } from '@/lib/order-system/schemas/invoice'
import type { Paged } from '@/lib/order-system/schemas/paging'
import { withShell } from '@/tests/shell'
import { InvoicesList } from './invoices-list'

const mocks = vi.hoisted(() => ({
  search: '',
  push: vi.fn(),
  invoices: vi.fn<(query: Partial<InvoiceQuery>) => Promise<Result<Paged<Invoice>>>>(),
  invoiceDownload: vi.fn(),
}))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/invoices',
  useSearchParams: () => new URLSearchParams(mocks.search),
  useRouter: () => ({ push: mocks.push }),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1001 },
    orderSystem: { invoices: mocks.invoices, invoiceDownload: mocks.invoiceDownload },
  })),
)

const INVOICE: Invoice = {
  id: 312,
  name: 'FAC/2026/00312',
  ref: 'CHANTIER-03',
  date_invoice: '2026-03-16',
  date_due: '2026-04-15',
  state: 'posted',
  payment_state: 'partial',
  payment_reference: 'FAC/2026/00312 – S02403',
  amount: { amount_untaxed: 1234.5, amount_tax: 246.9, amount_total: 1481.4, amount_due: 888.84 },
}

beforeEach(() => {
  mocks.search = ''
  mocks.push.mockReset()
  mocks.invoices.mockReset().mockResolvedValue({ ok: true, status: 200, data: { count: 1, items: [INVOICE] } })
})

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    withShell(
      <QueryClientProvider client={client}>
        <NotificationsProvider>
          <InvoicesList />
        </NotificationsProvider>
      </QueryClientProvider>,
    ),
  )
}

const text = (element: Element) => element.textContent?.replace(/[\u202f\u00a0]/g, ' ')

describe('InvoicesList', () => {
  it('lists the invoice with its dates, states and amounts in French', async () => {
    renderList()
    const row = await screen.findByTestId('invoice-row')
    expect([...row.children].slice(0, 10).map(text)).toEqual([
      'FAC/2026/00312',
      'CHANTIER-03',
      '16/03/2026',
      '15/04/2026',
      'Émise',
      'Partiellement payée',
      '1 234,50 €',
      '246,90 €',
      '1 481,40 €',
      '888,84 €',
    ])
    expect(
      within(row).getByRole('button', { name: 'Télécharger le PDF de la facture FAC/2026/00312' }),
    ).toBeInTheDocument()
  })

  it('sends the filters of the URL to the server and shows them in the form', async () => {
    mocks.search =
      'name=00312&ref=chantier&state=posted&payment_state=not_paid&date_from=2026-01-01&date_to=2026-03-31&page=2'
    renderList()
    await screen.findByTestId('invoice-row')
    expect(mocks.invoices).toHaveBeenCalledWith({
      name: '00312',
      ref: 'chantier',
      state: 'posted',
      payment_state: 'not_paid',
      date_from: '2026-01-01',
      date_to: '2026-03-31',
      page: 2,
      page_size: 10,
    })
    const form = screen.getByRole('search', { name: 'Filtrer les factures' })
    expect(within(form).getByLabelText('Numéro de facture')).toHaveValue('00312')
    expect(within(form).getByLabelText('Votre référence')).toHaveValue('chantier')
    expect(within(form).getByLabelText('État')).toHaveValue('posted')
    expect(within(form).getByLabelText('Paiement')).toHaveValue('not_paid')
    expect(within(form).getByLabelText('Émises à partir du')).toHaveValue('2026-01-01')
    expect(within(form).getByLabelText('Émises jusqu’au')).toHaveValue('2026-03-31')
    expect(within(form).getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/account/invoices')
  })

  it('leaves out a value the server would refuse rather than failing the list', async () => {
    mocks.search = 'state=archived&payment_state=paid&date_from=hier'
    renderList()
    await screen.findByTestId('invoice-row')
    expect(mocks.invoices).toHaveBeenCalledWith({ payment_state: 'paid', page: 1, page_size: 10 })
  })

  it('writes the chosen filters to the URL, back to the first page, without the blank ones', async () => {
    mocks.search = 'state=posted&page=3'
    renderList()
    await screen.findByTestId('invoice-row')
    const form = screen.getByRole('search', { name: 'Filtrer les factures' })
    await userEvent.selectOptions(within(form).getByLabelText('État'), '')
    await userEvent.selectOptions(within(form).getByLabelText('Paiement'), 'not_paid')
    await userEvent.type(within(form).getByLabelText('Émises à partir du'), '2026-02-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Filtrer' }))
    expect(mocks.push).toHaveBeenCalledWith('/account/invoices?payment_state=not_paid&date_from=2026-02-01')
  })

  it('refuses a date range that ends before it starts, in French, on the end date', async () => {
    renderList()
    await screen.findByTestId('invoice-row')
    const form = screen.getByRole('search', { name: 'Filtrer les factures' })
    await userEvent.type(within(form).getByLabelText('Émises à partir du'), '2026-03-01')
    await userEvent.type(within(form).getByLabelText('Émises jusqu’au'), '2026-02-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Filtrer' }))
    expect(mocks.push).not.toHaveBeenCalled()
    const end = within(form).getByLabelText('Émises jusqu’au')
    expect(end).toHaveAttribute('aria-invalid', 'true')
    expect(end).toHaveAccessibleDescription('La date de fin doit être postérieure ou égale à la date de début.')
    expect(end).toHaveFocus()
  })

  it('says when no invoice matches the filters', async () => {
    mocks.search = 'payment_state=reversed'
    mocks.invoices.mockResolvedValue({ ok: true, status: 200, data: { count: 0, items: [] } })
    renderList()
    expect(await screen.findByText('Aucune facture ne correspond à ces filtres.')).toBeInTheDocument()
  })
})
