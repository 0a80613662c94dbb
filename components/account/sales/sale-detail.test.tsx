import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeEngine, withCart, type FakeEngine } from '@/components/cart/testing'
import type { Result } from '@/lib/http/result'
import { saleSchema, type Sale, type SaleInput } from '@/lib/order-system/schemas/sale'
import { SaleDetail } from './sale-detail'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  sale: vi.fn<(id: number) => Promise<Result<Sale>>>(),
  saleDownload: vi.fn(),
  invoiceDownload: vi.fn(),
  contacts: vi.fn(),
}))
vi.mock('@/components/cart/browser-engine', () => ({
  createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1001 },
    orderSystem: { sale: mocks.sale, saleDownload: mocks.saleDownload, invoiceDownload: mocks.invoiceDownload },
    shopServer: { contacts: mocks.contacts },
  })),
)

const money = { discount_total: 0, tax: 0, total: 0, untaxed: 0, total_without_discount: 0 }
const address = (id: number, name: string, city: string, address_type: 'invoicing' | 'delivery') => ({
  id,
  name,
  address_type,
  street: '12 rue des Forges',
  zip: '69007',
  city,
  country: { id: 76, code: 'FR', name: 'France' },
})
const carrier = {
  id: 1,
  code: 'colissimo',
  name: 'Colissimo entreprise',
  description: null,
  price_applied_to_cart: null,
  with_dropoff_site: false,
}

function line(id: number, fields: Partial<SaleInput['lines'][number]>): SaleInput['lines'][number] {
  return {
    id,
    product_id: 10000 + id,
    name: `Article ${id}`,
    qty: 4,
    amount: { ...money, untaxed: 40, total: 48, tax: 8, price: 10 },
    unit_price: { untaxed: 10, untaxed_with_discount: 10 },
    discount: { rate: 0, value: 0 },
    options: null,
    is_delivery: false,
    contact_id: null,
    qty_delivered: 0,
    qty_unavailable: 0,
    qty_canceled: 0,
    product: { id: 10000 + id, name: `Article ${id}`, sku: `SKU-${id}`, url_key: `article-${id}` },
    ...fields,
  }
}

/** The order's first parcel, shipped by Colissimo. */
const SHIPPED = {
  delivery_id: 5201,
  name: 'WH/OUT/05201',
  state: 'done',
  tracking_reference: '6A00041234567',
  delivery_date: '2026-03-15T14:00:00.000Z',
  carrier,
  sale_id: 2403,
  lines: [],
}

const DELIVERY = {
  address: address(2, 'Chantier Confluence', 'Villeurbanne', 'delivery'),
  amount: { untaxed: 15, tax: 3, total: 18 },
  selected_carrier: carrier,
  pickings: [
    SHIPPED,
    {
      delivery_id: 5202,
      name: 'WH/OUT/05202',
      state: 'assigned',
      tracking_reference: null,
      delivery_date: '2026-04-18T08:00:00.000Z',
      carrier,
      sale_id: 2403,
      lines: [],
    },
  ],
}

const SALE: SaleInput = {
  id: 2403,
  name: 'S02403',
  date_order: '2026-03-13T09:00:00.000Z',
  state: 'delivery_partial',
  note: null,
  client_order_ref: 'CHANTIER-03',
  ej_number: null,
  suite_name: null,
  invoicing: { address: address(1, 'Atelier Martin', 'Lyon', 'invoicing') },
  invoices: [{ id: 312, name: 'FAC/2026/00312', date_invoice: '2026-03-16', payment_state: 'partial' }],
  lines: [
    line(1, { name: 'Gants nitrile', qty: 6, qty_delivered: 3 }),
    line(2, { name: 'Casque ancien modèle', qty: 2, qty_unavailable: 1, qty_canceled: 1, product: null }),
    line(3, { name: 'Colissimo entreprise', qty: 1, is_delivery: true, product: null }),
  ],
  amount: { ...money, untaxed: 95, tax: 19, total: 114 },
  delivery: DELIVERY,
  payment: { mode: 'Virement à 30 jours fin de mois' },
  receipt_file: null,
}

beforeEach(() => {
  mocks.engine = createFakeEngine({ owner: 1001 })
  mocks.sale.mockReset().mockResolvedValue({ ok: true, status: 200, data: saleSchema.parse(SALE) })
})

async function renderSale() {
  render(withCart(<SaleDetail id={2403} />))
  await screen.findByRole('heading', { name: 'Articles commandés' })
}

describe('SaleDetail', () => {
  it('is titled with the order’s name, not its internal id', async () => {
    mocks.sale.mockResolvedValue({ ok: true, status: 200, data: saleSchema.parse({ ...SALE, id: 88, name: 'S02406' }) })
    render(withCart(<SaleDetail id={88} />))
    // A generic title while the order is read, then the order's own name.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Détail de la commande')
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande S02406' })).toBeInTheDocument()
    expect(screen.queryByText(/88/)).toBeNull()
  })

  it('says who a line was ordered for', async () => {
    mocks.sale.mockResolvedValue({
      ok: true,
      status: 200,
      data: saleSchema.parse({ ...SALE, lines: [line(1, { name: 'Veste Atlas', contact_id: 31 })] }),
    })
    mocks.contacts.mockResolvedValue({
      ok: true,
      status: 200,
      data: [
        {
          id: 31,
          firstname: 'Marc',
          lastname: 'Lemoine',
          email: null,
          title: 'M.',
          function: null,
          phone: null,
          mobile: null,
          size_info: null,
          agent_manager: false,
          auth_state: 'none',
        },
      ],
    })
    await renderSale()
    const row = screen.getByRole('row', { name: /Veste Atlas/ })
    expect(await within(row).findByText('Pour Marc Lemoine')).toBeInTheDocument()
  })

  it('shows the deliveries with their state, date, carrier and tracking reference', async () => {
    await renderSale()
    expect(mocks.sale).toHaveBeenCalledWith(2403)
    const deliveries = screen.getByRole('region', { name: 'Livraisons' })
    const shipped = within(deliveries).getByRole('row', { name: /WH\/OUT\/05201/ })
    expect(
      within(shipped)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Expédiée', '15/03/2026', 'Colissimo entreprise', '6A00041234567'])
    const coming = within(deliveries).getByRole('row', { name: /WH\/OUT\/05202/ })
    expect(
      within(coming)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Prête à partir', '18/04/2026', 'Colissimo entreprise', '—'])
  })

  it('links a shipped parcel to its carrier’s tracking page, in a new tab', async () => {
    await renderSale()
    const deliveries = screen.getByRole('region', { name: 'Livraisons' })
    const link = within(deliveries).getByRole('link', { name: /6A00041234567/ })
    expect(link).toHaveAttribute('href', 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A00041234567')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName('6A00041234567 Suivre le colis chez Colissimo entreprise (nouvel onglet)')
  })

  it('shows a plain reference when the carrier has no known tracking page', async () => {
    const relay = { ...carrier, id: 3, code: 'relais', name: 'Point relais' }
    const parcel = { ...SHIPPED, carrier: relay, tracking_reference: 'RL-889' }
    mocks.sale.mockResolvedValue({
      ok: true,
      status: 200,
      data: saleSchema.parse({ ...SALE, delivery: { ...DELIVERY, pickings: [parcel] } }),
    })
    await renderSale()
    const deliveries = screen.getByRole('region', { name: 'Livraisons' })
    expect(within(deliveries).getByText('RL-889')).toBeInTheDocument()
    expect(within(deliveries).queryByRole('link')).toBeNull()
  })

  it('reads out the progress with the French state', async () => {
    await renderSale()
    const progress = screen.getByRole('progressbar', { name: 'Avancement de la commande S02403' })
    expect(progress).toHaveAttribute('aria-valuenow', '70')
    expect(progress).toHaveAttribute('aria-valuetext', 'Livrée en partie, 70 %')
  })

  it('lists the articles with what became of each quantity, without the shipping line', async () => {
    await renderSale()
    const rows = screen.getAllByTestId('sale-line')
    expect(
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\u202f|\u00a0/g, ' '))),
    ).toEqual([
      ['Gants nitrile', '6', '3', '0', '0', '10,00 €', '40,00 €'],
      ['Casque ancien modèle', '2', '0', '1', '1', '10,00 €', '40,00 €'],
    ])
    expect(within(rows[0]!).getByRole('link', { name: 'Gants nitrile' })).toHaveAttribute(
      'href',
      '/article-1?sku=SKU-1',
    )
  })

  it('shows both addresses, the carrier and the invoices', async () => {
    await renderSale()
    const invoicing = screen.getByRole('region', { name: 'Adresse de facturation' })
    expect(invoicing).toHaveTextContent('Atelier Martin12 rue des Forges, 69007 Lyon, France')
    expect(screen.getByRole('region', { name: 'Adresse de livraison' })).toHaveTextContent('Chantier Confluence')
    expect(screen.getByRole('region', { name: 'Transporteur' })).toHaveTextContent('Colissimo entreprise')
    expect(screen.getByRole('region', { name: 'Factures' })).toHaveTextContent(
      'FAC/2026/00312 du 16/03/2026 — Partiellement payée',
    )
    expect(screen.getByRole('button', { name: 'Télécharger la facture FAC/2026/00312 (PDF)' })).toBeInTheDocument()
  })

  it('puts the lines still sold back in the cart and says which were left out', async () => {
    await renderSale()
    const reorder = screen.getByRole('button', { name: 'Commander à nouveau' })
    await waitFor(() => expect(reorder).toBeEnabled())
    await userEvent.click(reorder)

    expect(mocks.engine!.addMany).toHaveBeenCalledWith([
      { productId: 10001, qty: 6, product: { name: 'Article 1', sku: 'SKU-1', href: '/article-1?sku=SKU-1' } },
    ])
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 article de la commande S02403 a été remis dans votre panier. 1 article n’a pas été repris.',
    )
    const report = screen.getByTestId('reorder-report')
    expect(within(report).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/cart')
    expect(report).toHaveTextContent('Casque ancien modèle : cet article n’est plus vendu.')
  })

  it('shows the server’s message when the order is not the buyer’s, with a retry', async () => {
    mocks.sale.mockResolvedValue({
      ok: false,
      error: {
        kind: 'http',
        status: 404,
        body: { detail: 'Commande introuvable.' },
        message: 'HTTP 404',
        retryable: false,
      },
    })
    render(withCart(<SaleDetail id={2403} />))
    expect((await screen.findByText('Commande introuvable.')).closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })
})
