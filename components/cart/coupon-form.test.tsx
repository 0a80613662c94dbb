import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { httpError } from '@/lib/http/result'
import { CouponForm } from './coupon-form'
import { cartLine, createFakeEngine, serverCart, withCart, type FakeEngine } from './testing'

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  cartCoupon: vi.fn(),
}))
vi.mock('./browser-engine', () => ({ createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }) }))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1001 },
    orderSystem: { cartCoupon: mocks.cartCoupon },
  })),
)

const cart = serverCart([cartLine({ id: 1, product_id: 10001, qty: 10 })])
let engine: FakeEngine
beforeEach(() => {
  engine = createFakeEngine({ cart, owner: 1001 })
  mocks.engine = engine
  mocks.cartCoupon.mockReset()
})

async function renderForm() {
  render(withCart(<CouponForm cart={cart} />))
  const form = screen.getByRole('region', { name: 'Code promo' })
  return {
    form,
    field: within(form).getByRole('textbox', { name: 'Votre code' }),
    submit: within(form).getByRole('button', { name: 'Appliquer' }),
  }
}

describe('CouponForm', () => {
  it.each(['', '   '])('never calls the order system with an empty code (%j)', async (typed) => {
    const { field, submit } = await renderForm()
    if (typed) await userEvent.type(field, typed)
    await userEvent.click(submit)
    await waitFor(() => expect(field).toHaveAccessibleDescription('Saisissez un code promo.'))
    expect(mocks.cartCoupon).not.toHaveBeenCalled()
  })

  it('applies a code and shows the cart the order system answered', async () => {
    const discounted = serverCart(cart.lines, {
      promo_codes: ['BIENVENUE10'],
      discount: { untaxed: 10, tax_included: 12 },
    })
    mocks.cartCoupon.mockResolvedValue({ ok: true, data: discounted, status: 200 })
    const { field, submit } = await renderForm()
    await userEvent.type(field, ' bienvenue10 ')
    await userEvent.click(submit)
    expect(mocks.cartCoupon).toHaveBeenCalledExactlyOnceWith('bienvenue10')
    await waitFor(() => expect(engine.setServerCart).toHaveBeenCalledWith(discounted))
    expect(field).toHaveValue('')
    expect(await screen.findByText('Le code promo BIENVENUE10 est appliqué.')).toBeInTheDocument()
  })

  it('shows the order system’s own sentence when it refuses the code', async () => {
    const detail = 'Le code promo « FAUX » n’existe pas ou n’est plus valable.'
    mocks.cartCoupon.mockResolvedValue({ ok: false, error: httpError(400, { detail }) })
    const { form, field, submit } = await renderForm()
    await userEvent.type(field, 'FAUX')
    await userEvent.click(submit)
    expect(await within(form).findByRole('alert')).toHaveTextContent(detail)
    expect(engine.setServerCart).not.toHaveBeenCalled()
  })

  it('falls back to its own French message when the order system cannot be reached', async () => {
    mocks.cartCoupon.mockResolvedValue({
      ok: false,
      error: { kind: 'network', message: 'fetch failed', retryable: true },
    })
    const { form, field, submit } = await renderForm()
    await userEvent.type(field, 'BIENVENUE10')
    await userEvent.click(submit)
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Le code promo n’a pas pu être appliqué. Réessayez.',
    )
  })
})
