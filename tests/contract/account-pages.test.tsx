import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SaleDetail } from '@/components/account/sales/sale-detail'
import { SalesList } from '@/components/account/sales/sales-list'
import { QuotationList } from '@/components/account/quotations/quotation-list'
import { InvoicesList } from '@/components/account/invoices/invoices-list'
import { MemberBook } from '@/components/account/members/member-book'
import { RequestLinesPage } from '@/components/account/request-lines/request-lines-page'
import { withAccountProviders } from '@/components/form/testing'
import { createOrderSystemClient, type OrderSystemClient } from '@/lib/order-system/client'
import { orderSystemPaths as paths } from '@/lib/order-system/paths'
import { backendAnswering, fixture } from './fixtures'

/**
 * The account pages fed with what a real shopinvader answers, through the real client and schemas:
 * every page shows its data, states of a plain Odoo included, and a broken answer gives the buyer a
 * French sentence and the operator the field.
 */
const session = vi.hoisted(() => ({ orderSystem: null as OrderSystemClient | null }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    // Upstream shopinvader's customer has no id: the shop keys the buyer by login.
    customer: { id: null, login: 'claire.martin@exemple.fr', kind: 'manager', is_manager: true },
    orderSystem: session.orderSystem ?? undefined,
  })),
)
vi.mock('@/components/cart/cart-provider', () => ({
  useCart: () => ({ addMany: vi.fn(), syncNow: vi.fn(), snapshot: { view: { cart: null } } }),
}))
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('notFound()')
  },
  usePathname: () => '/account',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}))

const logged = vi.hoisted(() => ({ error: vi.fn(), warn: vi.fn() }))

function answering(routes: Record<string, unknown>) {
  session.orderSystem = createOrderSystemClient(
    { baseUrl: 'https://erp.example.fr/', timeoutMs: 1_000 },
    { fetch: backendAnswering(routes), hasUser: () => true, logger: logged },
  )
}

const text = (element: Element) => element.textContent?.replace(/[\u202f\u00a0]/g, ' ') ?? ''
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text)

beforeEach(() => vi.clearAllMocks())
afterEach(() => {
  session.orderSystem = null
})

describe('account pages on a real shopinvader back end', () => {
  it('lists orders in any state: the known ones by name and progress, the others as sent with no progress', async () => {
    answering({ [paths.sales]: fixture('order-system/sales.page.json') })
    render(withAccountProviders(<SalesList />))
    const draft = (await screen.findByRole('link', { name: 'S04230' })).closest('tr') as HTMLElement
    expect(text(draft)).toContain('Statut : draft')
    // No amount block: the total of the lines.
    expect(text(draft)).toContain('11,76 €')
    expect(within(draft).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    const sent = screen.getByRole('link', { name: 'S04226' }).closest('tr') as HTMLElement
    expect(text(sent)).toContain('Statut : sent')
    const partial = screen.getByRole('progressbar', { name: 'Avancement de la commande S04188' })
    expect(partial).toHaveAttribute('aria-valuenow', '70')
    expect(text(screen.getByRole('link', { name: 'S04201' }).closest('tr') as HTMLElement)).toContain('Annulée')
  })

  it('shows an order of a plain Odoo whole: float quantities, note as text, deliveries without a state', async () => {
    answering({ [paths.sale(4217)]: fixture('order-system/sale.plain-odoo.json') })
    render(withAccountProviders(<SaleDetail id={4217} />))
    await screen.findByRole('heading', { name: 'Articles commandés' })
    expect(screen.getByRole('progressbar', { name: 'Avancement de la commande S04217' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    expect(screen.getByText('Statut : sale')).toBeInTheDocument()
    expect(screen.getByText('Livraison par le quai B, avant 11 h.')).toBeInTheDocument()
    const tape = screen.getByRole('row', { name: /Ruban de signalisation/ })
    expect(cells(tape)).toContain('37,5')
    const deliveries = screen.getByRole('region', { name: 'Livraisons' })
    expect(cells(within(deliveries).getByRole('row', { name: /WH\/OUT\/00733/ }))).toEqual([
      '—',
      '05/11/2025',
      'Colissimo entreprise',
      '6A12345678901',
    ])
    expect(text(document.body)).toContain('8 rue Francis de Pressensé')
    expect(text(document.body)).toContain('116,46 €')
  })

  it('lists quotations, a plain Odoo quotation shown by its state', async () => {
    answering({ [paths.quotations]: fixture('order-system/quotations.page.json') })
    render(withAccountProviders(<QuotationList />))
    const sent = (await screen.findByRole('link', { name: 'S04229' })).closest('tr') as HTMLElement
    expect(text(sent)).toContain('Statut : sent')
    expect(screen.getByRole('progressbar', { name: 'Avancement du devis S04236' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    )
  })

  it('lists invoices whose amounts upstream left out as unknown, never as zero', async () => {
    answering({ [paths.invoices]: fixture('order-system/invoices.page.json') })
    render(withAccountProviders(<InvoicesList />))
    const credit = (await screen.findByRole('row', { name: /RFAC\/2025\/00017/ })) as HTMLElement
    expect(cells(credit).slice(0, 8)).toEqual([
      'Avoir sur S04201',
      '30/10/2025',
      '—',
      'Émise',
      'Extournée',
      '—',
      '—',
      '—',
    ])
  })

  it('names members and requesters the back end sends without a name', async () => {
    answering({
      [paths.unitMembers]: fixture('order-system/unit-members.json'),
      [paths.unitRequestLines]: fixture('order-system/request-lines.page.json'),
    })
    const { unmount } = render(withAccountProviders(<MemberBook />))
    expect(await screen.findByRole('heading', { name: 'nouvel.agent@exemple.fr' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Julien Moreau' })).toBeInTheDocument()
    unmount()
    render(withAccountProviders(<RequestLinesPage />))
    const requested = (await screen.findByRole('row', { name: /Gants nitrile/ })) as HTMLElement
    expect(text(requested)).toContain('Membre n° 1077')
  })

  it('tells the buyer in French when an answer cannot be used, and logs the field for the operator', async () => {
    const page = fixture<{ count: number; items: Record<string, unknown>[] }>('order-system/sales.page.json')
    const broken = { ...page, items: page.items.map((sale, i) => (i === 1 ? { ...sale, name: undefined } : sale)) }
    answering({ [paths.sales]: broken })
    render(withAccountProviders(<SalesList />))
    expect(
      await screen.findByText(/^Ces informations nous sont parvenues incomplètes et ne peuvent pas être affichées\./),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled()
    expect(logged.error).toHaveBeenCalledWith(
      'HTTP request failed',
      expect.objectContaining({ kind: 'validation', path: 'sales', fields: ['items.1.name'] }),
    )
  })
})
