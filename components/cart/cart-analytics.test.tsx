import { act, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAnalyticsContext, resetAnalyticsContext } from '@/lib/analytics'
import { cartLine, createFakeEngine, serverCart, withCart, type FakeEngine } from './testing'

const mocks = vi.hoisted(() => ({ engine: null as FakeEngine | null }))
vi.mock('./browser-engine', () => ({ createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }) }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1004, kind: 'collectivity', collectivity: true },
  })),
)

afterEach(() => resetAnalyticsContext())

describe('page tracking and the cart', () => {
  it('learns the id of the buyer’s cart, and forgets it once there is none', async () => {
    const engine = createFakeEngine({
      cart: serverCart([cartLine({ id: 1, product_id: 10001, qty: 1 })], { id: 777 }),
      owner: 1004,
    })
    mocks.engine = engine
    render(withCart(<p>page</p>))
    await waitFor(() => expect(getAnalyticsContext().cartId).toBe(777))

    act(() => engine.setServerCart(null))
    expect(getAnalyticsContext().cartId).toBeNull()
  })
})
