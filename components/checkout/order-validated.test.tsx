import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartLine, serverCart } from '@/components/cart/testing'
import type { Cart } from '@/lib/order-system/schemas/cart'
import { withShell } from '@/tests/shell'
import { OrderValidated } from './order-validated'

/** Rendering in jsdom is slow on a busy machine (several test runs at once), not stuck. */
const SLOW_DOM_MS = 15_000

const mocks = vi.hoisted(() => ({ cart: { ready: true, lastSale: null as Cart | null }, trackEvent: vi.fn() }))
vi.mock('@/components/cart/cart-provider', () => ({ useCart: () => mocks.cart }))
vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/analytics')>()),
  trackEvent: mocks.trackEvent,
}))

const PAID = serverCart([cartLine({ id: 1, product_id: 10001, qty: 2 })], { name: 'S02401' })

beforeEach(() => {
  vi.clearAllMocks()
  vi.useFakeTimers()
  sessionStorage.clear()
  mocks.cart = { ready: true, lastSale: null }
})
afterEach(() => vi.useRealTimers())

/** The event leaves on the next task: run every task the page scheduled, then count what it sent. */
function sentAfterPendingTasks(): number {
  act(() => {
    vi.runOnlyPendingTimers()
  })
  return mocks.trackEvent.mock.calls.length
}

describe('OrderValidated', { timeout: SLOW_DOM_MS }, () => {
  it('names the order the payment return saved, and counts the validation once across reloads', async () => {
    mocks.cart.lastSale = PAID
    const first = render(
      withShell(<OrderValidated outcome="validated" orderName={null} paymentReference="S02401-x7Kq2" />),
    )
    expect(screen.getByText('Référence de votre commande : S02401')).toBeVisible()
    expect(screen.getByText('Référence du paiement : S02401-x7Kq2')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/account/sales')
    expect(sentAfterPendingTasks()).toBe(1)
    expect(mocks.trackEvent).toHaveBeenCalledWith('order_validation')

    first.unmount()
    render(withShell(<OrderValidated outcome="validated" orderName={null} paymentReference="S02401-x7Kq2" />))
    expect(sentAfterPendingTasks()).toBe(1)
  })

  it('says a pending payment is being checked, the order being placed', async () => {
    mocks.cart.lastSale = PAID
    render(withShell(<OrderValidated outcome="pending" orderName={null} paymentReference="S02401-x7Kq2" />))
    expect(screen.getByText(/^Paiement en cours de validation…/)).toBeVisible()
    expect(screen.getByText('Référence de votre commande : S02401')).toBeVisible()
    expect(sentAfterPendingTasks()).toBe(1)
  })

  it('names an order confirmed without online payment from the address, and counts nothing before the page is ready', async () => {
    mocks.cart = { ready: false, lastSale: null }
    const view = render(withShell(<OrderValidated outcome="validated" orderName="S01236" paymentReference={null} />))
    expect(screen.getByText('Référence de votre commande : S01236')).toBeVisible()
    expect(sentAfterPendingTasks()).toBe(0)
    mocks.cart = { ready: true, lastSale: null }
    view.rerender(withShell(<OrderValidated outcome="validated" orderName="S01236" paymentReference={null} />))
    expect(sentAfterPendingTasks()).toBe(1)
  })

  it('counts nothing when no order was placed', async () => {
    render(withShell(<OrderValidated outcome="none" orderName={null} paymentReference={null} />))
    expect(screen.getByText(/^Aucune commande récente à afficher ici\./)).toBeVisible()
    expect(sentAfterPendingTasks()).toBe(0)
  })
})
