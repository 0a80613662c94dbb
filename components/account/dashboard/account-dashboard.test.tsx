import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeCustomer } from '@/components/auth/testing'
import type { HttpError } from '@/lib/http/result'
import { invoiceSchema, type Invoice, type PaymentState } from '@/lib/order-system/schemas/invoice'
import { withShell } from '@/tests/shell'
import { AccountDashboard } from './account-dashboard'

const mocks = vi.hoisted(() => ({
  customer: { id: 1001 } as FakeCustomer,
  sales: vi.fn(),
  quotations: vi.fn(),
  invoices: vi.fn(),
  unitRequestLines: vi.fn(),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: mocks.customer,
    orderSystem: {
      sales: mocks.sales,
      quotations: mocks.quotations,
      invoices: mocks.invoices,
      unitRequestLines: mocks.unitRequestLines,
    },
  })),
)

const ok = <T,>(data: T) => ({ ok: true, status: 200, data })
const unavailable: HttpError = {
  kind: 'http',
  status: 503,
  body: { detail: 'Le service des devis est momentanément indisponible.' },
  message: 'HTTP 503',
  retryable: true,
}

function invoice(id: number, payment_state: PaymentState, date_invoice: string, due: number): Invoice {
  return invoiceSchema.parse({
    id,
    name: `FAC/2026/00${id}`,
    ref: '',
    date_invoice,
    date_due: '2026-05-15',
    state: 'posted',
    payment_state,
    payment_reference: `FAC/2026/00${id}`,
    amount: { amount_untaxed: due, amount_tax: 0, amount_total: due, amount_due: due },
  })
}

const sale = (id: number, state: string) => ({
  id,
  name: `S0${id}`,
  state,
  date_order: '2026-04-14T09:00:00.000Z',
  amount: { total: 120 },
})

beforeEach(() => {
  mocks.customer = { id: 1001, kind: 'user' }
  mocks.sales.mockReset().mockResolvedValue(ok({ count: 6, items: [sale(2406, 'pending'), sale(2405, 'processing')] }))
  mocks.quotations.mockReset().mockResolvedValue(ok({ count: 0, items: [] }))
  mocks.invoices
    .mockReset()
    .mockImplementation(async ({ payment_state }: { payment_state: PaymentState }) =>
      ok(
        payment_state === 'not_paid'
          ? { count: 1, items: [invoice(314, 'not_paid', '2026-03-25', 540)] }
          : { count: 1, items: [invoice(313, 'partial', '2026-03-16', 300)] },
      ),
    )
  mocks.unitRequestLines.mockReset().mockResolvedValue(ok({ count: 2, items: [] }))
})

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    withShell(
      <QueryClientProvider client={client}>
        <AccountDashboard />
      </QueryClientProvider>,
    ),
  )
}

const section = (name: string) => screen.getByRole('region', { name })

describe('AccountDashboard', () => {
  it('shows the three latest orders with their progress, each block linking to its page', async () => {
    renderDashboard()
    const orders = section('Mes dernières commandes')
    expect(await within(orders).findByRole('link', { name: 'S02406' })).toHaveAttribute('href', '/account/sales/2406')
    expect(within(orders).getByRole('progressbar', { name: 'Avancement de la commande S02405' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    expect(mocks.sales).toHaveBeenCalledWith({ page: 1, page_size: 3 })
    expect(within(orders).getByRole('link', { name: 'Voir toutes mes commandes' })).toHaveAttribute(
      'href',
      '/account/sales',
    )
    const quotations = section('Mes devis en cours')
    expect(within(quotations).getByRole('link', { name: 'Voir tous mes devis' })).toHaveAttribute(
      'href',
      '/account/quotations',
    )
  })

  it('counts the invoices not paid and partly paid, newest first, with what is left to pay', async () => {
    renderDashboard()
    const invoices = section('Mes factures à régler')
    expect(await within(invoices).findByText('2 factures à régler')).toBeInTheDocument()
    const items = within(invoices)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[\u202f\u00a0]/g, ' '))
    expect(items).toEqual([
      'FAC/2026/00314échéance le 15/05/2026reste dû 540,00 €',
      'FAC/2026/00313échéance le 15/05/2026reste dû 300,00 €',
    ])
  })

  it('keeps each block apart: one failing shows its own error while the others load', async () => {
    mocks.quotations.mockResolvedValue({ ok: false, error: unavailable })
    renderDashboard()
    const quotations = section('Mes devis en cours')
    expect(await within(quotations).findByRole('alert')).toHaveTextContent(
      'Le service des devis est momentanément indisponible.',
    )
    expect(within(quotations).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
    expect(await within(section('Mes dernières commandes')).findByRole('link', { name: 'S02406' })).toBeInTheDocument()
  })

  it('says when there is no quotation in progress', async () => {
    renderDashboard()
    expect(await within(section('Mes devis en cours')).findByText('Aucun devis en cours.')).toBeInTheDocument()
  })

  it('shows a manager how many of the unit’s requests wait, and no one else', async () => {
    const buyer = renderDashboard()
    await within(section('Mes dernières commandes')).findByRole('link', { name: 'S02406' })
    expect(screen.queryByRole('region', { name: 'Demandes de mon unité' })).toBeNull()
    expect(mocks.unitRequestLines).not.toHaveBeenCalled()
    buyer.unmount()

    mocks.customer = { id: 1003, kind: 'manager', is_manager: true }
    renderDashboard()
    const requests = section('Demandes de mon unité')
    expect(await within(requests).findByText('2 demandes attendent votre validation.')).toBeInTheDocument()
    expect(mocks.unitRequestLines).toHaveBeenCalledWith({ state: 'pending', page: 1, page_size: 1 })
    expect(within(requests).getByRole('link', { name: 'Traiter les demandes' })).toHaveAttribute(
      'href',
      '/account/request-lines',
    )
  })
})
