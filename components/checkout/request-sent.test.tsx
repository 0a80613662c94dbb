import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart } from '@/lib/order-system/schemas/cart'
import { withShell } from '@/tests/shell'
import { RequestSent } from './request-sent'

/** Rendering in jsdom is slow on a busy machine (several test runs at once), not stuck. */
const SLOW_DOM_MS = 15_000

const mocks = vi.hoisted(() => ({ cart: { ready: true, lastSale: null as Cart | null }, trackEvent: vi.fn() }))
vi.mock('@/components/cart/cart-provider', () => ({ useCart: () => mocks.cart }))
vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/analytics')>()),
  trackEvent: mocks.trackEvent,
}))

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

describe('RequestSent', { timeout: SLOW_DOM_MS }, () => {
  it('confirms a quotation request with its reference, counted once as a quotation request', async () => {
    render(withShell(<RequestSent kind="quotation" reference="S01234" />))
    expect(screen.getByText('Référence de votre demande : S01234')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Voir mes devis' })).toHaveAttribute('href', '/account/quotations')
    expect(sentAfterPendingTasks()).toBe(1)
    expect(mocks.trackEvent).toHaveBeenCalledWith('quotation_request')
  })

  it('tells a unit member the manager received the request, which is no quotation request', async () => {
    render(withShell(<RequestSent kind="request" reference="S01235" />))
    expect(screen.getByText(/^Votre responsable a reçu vos articles/)).toBeVisible()
    expect(screen.getByText('Référence de votre demande : S01235')).toBeVisible()
    expect(sentAfterPendingTasks()).toBe(0)
  })
})
