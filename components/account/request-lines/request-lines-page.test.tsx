import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications'
import { fail, httpError, ok, type Result } from '@/lib/http/result'
import { requestLineSchema, type RequestLine } from '@/lib/order-system/schemas/request-line'
import type { FakeCustomer } from '@/components/auth/testing'
import { withShell } from '@/tests/shell'
import { RequestLinesPage } from './request-lines-page'

const money = { discount_total: 0, tax: 2, total: 12, untaxed: 10, total_without_discount: 10 }

function line(id: number, name: string, fields: Partial<RequestLine> = {}): RequestLine {
  return requestLineSchema.parse({
    id,
    product_id: 10000 + id,
    name,
    qty: 2,
    amount: { ...money, price: 5 },
    unit_price: { untaxed: 5, untaxed_with_discount: 5 },
    discount: { rate: 0, value: 0 },
    options: null,
    is_delivery: false,
    contact_id: null,
    qty_delivered: 0,
    qty_unavailable: 0,
    qty_canceled: 0,
    product: { id: 10000 + id, name, sku: null, url_key: null },
    order: { id: 900, name: 'S00900', state: 'pending', date_order: '2026-03-02T09:00:00+00:00' },
    request_order_id: null,
    request_partner_id: 1002,
    request_partner_name: 'Julien Moreau',
    request_rejected: false,
    request_rejection_reason: null,
    ...fields,
  })
}

const GLOVES = line(1, 'Gants nitrile')
const VEST = line(2, 'Gilet haute visibilité')
const BOOTS = line(3, 'Chaussures de sécurité', { request_rejected: true, request_rejection_reason: 'Hors budget' })
const HELMET = line(4, 'Casque de chantier', { request_order_id: 2401 })

const decided = (l: RequestLine): Promise<Result<RequestLine>> => Promise.resolve(ok(l, 200))
const orderSystem = {
  unitRequestLines: vi.fn(),
  unitMembers: vi.fn(),
  unitRequestLineAccept: vi.fn((id: number) => decided(line(id, 'x', { request_order_id: 2401 }))),
  unitRequestLineReject: vi.fn((id: number, reason: string) =>
    decided(line(id, 'x', { request_rejected: true, request_rejection_reason: reason })),
  ),
  unitRequestLineReset: vi.fn((id: number) => decided(line(id, 'x'))),
}
const MANAGER: FakeCustomer = { id: 1003, kind: 'manager', is_manager: true }
const customer = vi.hoisted(() => ({ current: null as FakeCustomer | null }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: customer.current, orderSystem })),
)
const cart = { syncNow: vi.fn(async () => undefined), snapshot: { view: { cart: { id: 2401 } } } }
vi.mock('@/components/cart/cart-provider', () => ({ useCart: () => cart }))
const navigation = vi.hoisted(() => ({ search: '', push: vi.fn() }))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/request-lines',
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ push: navigation.push }),
}))

beforeEach(() => {
  vi.clearAllMocks()
  navigation.search = ''
  customer.current = MANAGER
  orderSystem.unitRequestLines.mockResolvedValue(ok({ count: 4, items: [GLOVES, VEST, BOOTS, HELMET] }, 200))
  orderSystem.unitMembers.mockResolvedValue(
    ok([{ id: 1002, name: 'Julien Moreau', email: null, phone: null, mobile: null, auth_state: 'accepted' }], 200),
  )
})

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    withShell(
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <RequestLinesPage />
        </NotificationsProvider>
      </QueryClientProvider>,
    ),
  )
}

describe('RequestLinesPage for a manager', () => {
  it('refuses a rejection without a reason, then sends the trimmed reason', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Refuser la demande de Gants nitrile (Julien Moreau)' }))
    // The form's code loads on this first opening.
    const reason = await screen.findByRole('textbox', { name: /Motif du refus/ })
    expect(reason).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }))
    expect(await screen.findByText('Indiquez le motif du refus.')).toBeInTheDocument()
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    await user.type(reason, '   ')
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }))
    expect(orderSystem.unitRequestLineReject).not.toHaveBeenCalled()

    await user.clear(reason)
    await user.type(reason, '  Hors budget ce trimestre ')
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }))
    await waitFor(() =>
      expect(orderSystem.unitRequestLineReject).toHaveBeenCalledWith(GLOVES.id, 'Hors budget ce trimestre'),
    )
    expect(await screen.findByText('Demande de Gants nitrile refusée.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Motif du refus/ })).not.toBeInTheDocument()
  })

  it('closes the reason form on cancel and gives the focus back', async () => {
    const user = userEvent.setup()
    renderPage()
    const reject = await screen.findByRole('button', {
      name: 'Refuser la demande de Gilet haute visibilité (Julien Moreau)',
    })
    await user.click(reject)
    await user.click(await screen.findByRole('button', { name: 'Annuler' }))
    expect(screen.queryByRole('textbox', { name: /Motif du refus/ })).not.toBeInTheDocument()
    expect(reject).toHaveFocus()
  })

  it('accepts the selected pending lines, each once, and reports what failed', async () => {
    const user = userEvent.setup()
    orderSystem.unitRequestLineAccept.mockImplementation((id: number) =>
      Promise.resolve(
        id === VEST.id
          ? fail(httpError(400, { detail: 'Ce produit n’est plus disponible.' }))
          : ok(line(id, 'x', { request_order_id: 2401 }), 200),
      ),
    )
    renderPage()
    const bulk = await screen.findByRole('button', { name: 'Accepter la sélection' })
    expect(bulk).toBeDisabled()
    // Only pending lines can be chosen.
    expect(screen.queryByRole('checkbox', { name: /Chaussures de sécurité/ })).not.toBeInTheDocument()

    const gloves = screen.getByRole('checkbox', { name: 'Sélectionner la demande de Gants nitrile (Julien Moreau)' })
    await user.click(gloves)
    await user.click(gloves)
    await user.click(gloves)
    await user.click(
      screen.getByRole('checkbox', { name: 'Sélectionner la demande de Gilet haute visibilité (Julien Moreau)' }),
    )
    await user.click(screen.getByRole('button', { name: 'Accepter les 2 demandes sélectionnées' }))

    const alert = await screen.findByText(/1 demande n’a pas pu être acceptée/)
    expect(orderSystem.unitRequestLineAccept.mock.calls.map(([id]) => id)).toEqual([GLOVES.id, VEST.id])
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByText(
        'Gilet haute visibilité (Julien Moreau) : Ce produit n’est plus disponible.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('1 demande acceptée et ajoutée à votre panier.')).toBeInTheDocument()
    expect(cart.syncNow).toHaveBeenCalled()
    // The failed line stays selected for another attempt.
    expect(screen.getByRole('button', { name: 'Accepter la demande sélectionnée' })).toBeEnabled()
  })

  it('selects every pending line of the page at once', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(
      await screen.findByRole('checkbox', { name: 'Sélectionner toutes les demandes en attente de cette page' }),
    )
    await user.click(screen.getByRole('button', { name: 'Accepter les 2 demandes sélectionnées' }))
    await waitFor(() => expect(orderSystem.unitRequestLineAccept).toHaveBeenCalledTimes(2))
    expect(orderSystem.unitRequestLineAccept.mock.calls.map(([id]) => id).sort()).toEqual([GLOVES.id, VEST.id])
  })

  it('resets a rejected line, and syncs the cart', async () => {
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByText('Motif : Hors budget')).toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Réinitialiser la demande de Chaussures de sécurité (Julien Moreau)' }),
    )
    await waitFor(() => expect(orderSystem.unitRequestLineReset).toHaveBeenCalledWith(BOOTS.id))
    expect(await screen.findByText('Demande de Chaussures de sécurité remise en attente.')).toBeInTheDocument()
    expect(cart.syncNow).toHaveBeenCalledOnce()
    expect(orderSystem.unitRequestLineAccept).not.toHaveBeenCalled()
    expect(orderSystem.unitRequestLineReject).not.toHaveBeenCalled()
  })

  it('links an accepted line to the cart it went to', async () => {
    renderPage()
    expect(await screen.findByRole('link', { name: 'Ajoutée à votre panier' })).toHaveAttribute('href', '/cart')
  })

  it('filters by status and member through the URL, and asks the server for that list', async () => {
    const user = userEvent.setup()
    navigation.search = 'state=pending&member=1002&page=2'
    renderPage()
    await screen.findByText('Gants nitrile')
    expect(orderSystem.unitRequestLines).toHaveBeenCalledWith({
      page: 2,
      page_size: 10,
      state: 'pending',
      request_partner_id: 1002,
    })
    expect(screen.getByRole('combobox', { name: 'Demandeur' })).toHaveValue('1002')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'rejected')
    expect(navigation.push).toHaveBeenCalledWith('/account/request-lines?state=rejected&member=1002', { scroll: false })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Demandeur' }), '')
    expect(navigation.push).toHaveBeenLastCalledWith('/account/request-lines?state=pending', { scroll: false })
  })
})

describe('RequestLinesPage for a member', () => {
  it('shows the lines they raised with the manager’s decision, and no actions', async () => {
    customer.current = { id: 1002, kind: 'agent' }
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes demandes' })).toBeInTheDocument()
    expect(await screen.findByText('Motif : Hors budget')).toBeInTheDocument()
    expect(screen.getByText('Ajoutée à la commande de votre responsable')).toBeInTheDocument()
    expect(screen.getAllByText('En attente')).not.toHaveLength(0)
    expect(screen.queryByRole('button', { name: /Accepter|Refuser|Réinitialiser/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Demandeur' })).not.toBeInTheDocument()
    expect(orderSystem.unitMembers).not.toHaveBeenCalled()
  })
})
