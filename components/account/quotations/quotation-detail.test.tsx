import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications'
import { fail, httpError, ok } from '@/lib/http/result'
import { quotationSchema, type Quotation } from '@/lib/order-system/schemas/quotation'
import type { PaymentProvider } from '@/lib/shop-server/schemas/payment'
import { withShell } from '@/tests/shell'
import { QuotationDetail } from './quotation-detail'

const money = { discount_total: 0, tax: 20, total: 120, untaxed: 100, total_without_discount: 100 }
const line = (id: number, name: string, price: number, qty: number) => ({
  id,
  product_id: 10000 + id,
  name,
  qty,
  amount: {
    discount_total: 0,
    tax: price * qty * 0.2,
    total: price * qty * 1.2,
    untaxed: price * qty,
    total_without_discount: price * qty,
    price,
  },
  unit_price: { untaxed: price, untaxed_with_discount: price },
  discount: { rate: 0, value: 0 },
  options: null,
  is_delivery: false,
  contact_id: null,
  qty_delivered: 0,
  qty_unavailable: 0,
  qty_canceled: 0,
  product: { id: 10000 + id, name, sku: `SKU-${id}`, url_key: null },
})
const QUOTATION: Quotation = quotationSchema.parse({
  id: 31,
  name: 'S00031',
  date_order: '2026-03-02T09:00:00+00:00',
  state: 'estimated',
  note: 'Offre valable 30 jours.',
  client_order_ref: null,
  ej_number: null,
  suite_name: null,
  invoicing: { address: null },
  invoices: [],
  lines: [line(1, 'Gants nitrile', 20, 5)],
  amount: money,
  delivery: { address: null, amount: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickings: [] },
  payment: null,
  receipt_file: null,
})
const PAYABLE = {
  payable: 'signed.quotation.token',
  payable_reference: 'S00031',
  amount: 120,
  currency_code: 'EUR',
  amount_formatted: '120,00 €',
}
const CARD: PaymentProvider = {
  id: 1,
  name: 'Carte bancaire (démo)',
  code: 'demo_card',
  state: 'test',
  inline_form_view_rendered: null,
  express_checkout_form_view_rendered: null,
  payable_reference: 'S00031',
  payment_icons: [],
}

const orderSystem = {
  quotation: vi.fn(),
  quotationPayable: vi.fn(),
  quotationDownload: vi.fn(),
  quotationUpdate: vi.fn(),
  quotationConfirm: vi.fn(),
}
const shopServer = { paymentMethods: vi.fn(), paymentTransaction: vi.fn() }
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1004 },
    orderSystem,
    shopServer,
  })),
)
const navigation = vi.hoisted(() => ({ search: '' }))
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(navigation.search),
  usePathname: () => '/account/quotations/7',
}))

let submitted: HTMLFormElement[] = []
beforeEach(() => {
  vi.clearAllMocks()
  navigation.search = ''
  submitted = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this)
  })
  orderSystem.quotation.mockResolvedValue(ok(QUOTATION, 200))
  orderSystem.quotationPayable.mockResolvedValue(ok(PAYABLE, 200))
  shopServer.paymentMethods.mockResolvedValue(ok({ ...PAYABLE, providers: [CARD] }, 200))
})
afterEach(() => {
  document.querySelectorAll('form[hidden]').forEach((form) => form.remove())
  vi.restoreAllMocks()
})

function renderDetail() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    withShell(
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <QuotationDetail id={31} />
        </NotificationsProvider>
      </QueryClientProvider>,
    ),
  )
}

describe('QuotationDetail', () => {
  it('shows the lines, the amounts and the progress of a priced quotation', async () => {
    renderDetail()
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis S00031' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Avancement du devis S00031' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    )
    expect(screen.getByRole('rowheader', { name: /Gants nitrile/ })).toHaveTextContent('Réf. SKU-1')
    expect(screen.getByText('Offre valable 30 jours.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Télécharger le devis (PDF)' })).toBeEnabled()
  })

  it('pays through the provider’s page and comes back to this quotation', async () => {
    const user = userEvent.setup()
    const html =
      '<form method="post" action="https://paiement.example/pay/TX1"><input type="hidden" name="reference" value="TX1"></form>'
    shopServer.paymentTransaction.mockResolvedValue(
      ok(
        {
          flow: 'redirect',
          provider_id: 1,
          provider_code: 'demo_card',
          reference: 'TX1',
          amount: 120,
          currency_code: 'EUR',
          partner_id: 1004,
          redirect_form_html: html,
          session_id: null,
          publishable_key: null,
          client_secret: null,
        },
        201,
      ),
    )
    renderDetail()
    expect(await screen.findByRole('radio', { name: /Carte bancaire \(démo\)/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: /^Payer 120,00/ }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(shopServer.paymentTransaction).toHaveBeenCalledWith({
      payable: PAYABLE.payable,
      flow: 'redirect',
      provider_id: 1,
      frontend_redirect_url: `${window.location.origin}/account/quotations/31`,
    })
    expect(submitted[0]!.action).toBe('https://paiement.example/pay/TX1')
    expect(await screen.findByText('Redirection vers la page de paiement…')).toBeInTheDocument()
  })

  it('on a successful return, points to the order the quotation became', async () => {
    navigation.search = 'status=success&reference=TX1'
    renderDetail()
    expect(screen.getByText('Paiement reçu : votre devis est confirmé, il devient une commande.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir la commande' })).toHaveAttribute('href', '/account/sales/31')
    expect(orderSystem.quotation).not.toHaveBeenCalled()
  })

  it('on a failed return, says so above the quotation, which can be paid again', async () => {
    navigation.search = 'status=error&reference=TX1'
    renderDetail()
    expect(
      await screen.findByText('Le paiement n’a pas abouti : votre devis n’est pas confirmé. Vous pouvez réessayer.'),
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /^Payer/ })).toBeEnabled()
  })

  it('offers to retry when the quotation cannot be read', async () => {
    orderSystem.quotation.mockResolvedValue(fail(httpError(404, { detail: 'Devis introuvable.' })))
    renderDetail()
    expect(await screen.findByText('Devis introuvable.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })
})
