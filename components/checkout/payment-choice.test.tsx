import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartLine, serverCart } from '@/components/cart/testing'
import { fail, httpError, ok, type Result } from '@/lib/http/result'
import type { Sale } from '@/lib/order-system/schemas/sale'
import { formatPrice } from '@/lib/price/format'
import type { PaymentMethods, PaymentTransaction, PaymentTransactionRequest } from '@/lib/shop-server/schemas/payment'
import { withShell } from '@/tests/shell'
import type { Blocker } from './blockers'
import { PaymentChoice } from './payment-choice'
import { CARD, PAYABLE, sale } from './testing'

/** Rendering in jsdom is slow on a busy machine (several test runs at once), not stuck. */
const SLOW_DOM_MS = 15_000

const orderSystem = { cartPayable: vi.fn(), cartConfirm: vi.fn<(id: number) => Promise<Result<Sale>>>() }
const shopServer = {
  paymentMethods: vi.fn<(payable: string) => Promise<Result<PaymentMethods>>>(),
  paymentTransaction: vi.fn<(request: PaymentTransactionRequest) => Promise<Result<PaymentTransaction>>>(),
}
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: { id: 1001 },
    orderSystem,
    shopServer,
  })),
)

const TRANSFER = {
  ...CARD,
  id: 2,
  name: 'Virement / mandat administratif (démo)',
  code: 'demo_transfer',
  payment_icons: [],
}
const CART = serverCart([cartLine({ id: 1, product_id: 10001, qty: 2, price: 25 })])

function transaction(html: string | null): PaymentTransaction {
  return {
    flow: 'redirect',
    provider_id: CARD.id,
    provider_code: CARD.code,
    reference: 'SO501-x7Kq2',
    amount: 60,
    currency_code: 'EUR',
    partner_id: 1001,
    redirect_form_html: html,
    session_id: null,
    publishable_key: null,
    client_secret: null,
  }
}

/** What the browser was made to submit: the form element `submit()` was called on. */
let submitted: HTMLFormElement[] = []
beforeEach(() => {
  vi.clearAllMocks()
  submitted = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this)
  })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  orderSystem.cartPayable.mockResolvedValue(ok(PAYABLE, 200))
  shopServer.paymentMethods.mockResolvedValue(ok({ ...PAYABLE, providers: [CARD, TRANSFER] }, 200))
})
afterEach(() => {
  document.querySelectorAll('form[hidden]').forEach((form) => form.remove())
  vi.restoreAllMocks()
})

function setup(blockers: Blocker[] = []) {
  const onDone = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    withShell(
      <QueryClientProvider client={queryClient}>
        <PaymentChoice cart={CART} blockers={blockers} onDone={onDone} />
      </QueryClientProvider>,
    ),
  )
  return { onDone }
}

const alertSaying = async (text: string | RegExp) => (await screen.findByText(text)).closest('[role="alert"]')
const payButton = () => screen.findByRole('button', { name: `Payer ${formatPrice(PAYABLE.amount)}` })

describe('PaymentChoice', { timeout: SLOW_DOM_MS }, () => {
  it('lists the providers of the cart’s payable with their icons, the first one chosen', async () => {
    setup()
    const methods = await screen.findByRole('group', { name: 'Moyen de paiement' })
    expect(await within(methods).findByRole('radio', { name: 'Carte bancaire (démo) Test' })).toBeChecked()
    expect(within(methods).getByRole('radio', { name: /Virement \/ mandat administratif/ })).not.toBeChecked()
    expect(within(methods).getByRole('img', { name: 'CB' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    )
    expect(within(methods).getByText('Visa')).toBeVisible()
    expect(shopServer.paymentMethods).toHaveBeenCalledWith(PAYABLE.payable)
  })

  it('asks nothing of the payment side while the cart cannot be paid', async () => {
    setup(['carrier'])
    expect(await screen.findByRole('button', { name: 'Payer' })).toBeDisabled()
    expect(screen.queryByRole('group', { name: 'Moyen de paiement' })).not.toBeInTheDocument()
    expect(orderSystem.cartPayable).not.toHaveBeenCalled()
  })

  it('opens a transaction and submits a form rebuilt from the provider’s, once however often it is clicked', async () => {
    const html =
      '<form method="post" action="https://paiement.example/pay/SO501-x7Kq2">' +
      '<input type="hidden" name="reference" value="SO501-x7Kq2"><input type="hidden" name="signature" value="a&quot;b">' +
      '<button type="submit">Continuer vers le paiement</button></form>'
    let answer: (result: Result<PaymentTransaction>) => void = () => undefined
    shopServer.paymentTransaction.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    setup()
    const button = await payButton()
    await userEvent.dblClick(button)
    answer(ok(transaction(html), 200))

    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(shopServer.paymentTransaction).toHaveBeenCalledExactlyOnceWith({
      payable: PAYABLE.payable,
      flow: 'redirect',
      provider_id: CARD.id,
      frontend_redirect_url: `${window.location.origin}/checkout/validated`,
    })
    const form = submitted[0]!
    expect(form.isConnected).toBe(true)
    expect(form.action).toBe('https://paiement.example/pay/SO501-x7Kq2')
    expect(form.method).toBe('post')
    expect([...new FormData(form)]).toEqual([
      ['reference', 'SO501-x7Kq2'],
      ['signature', 'a"b'],
    ])
    expect(await screen.findByText('Redirection vers la page de paiement sécurisée…')).toBeInTheDocument()
    expect(button).toBeDisabled()
  })

  it.each([
    [
      'a script beside the form',
      '<form method="post" action="https://paiement.example/pay"></form><script>alert(1)</script>',
    ],
    [
      'a javascript: action',
      '<form method="post" action="javascript:alert(1)"><input type="hidden" name="a" value="b"></form>',
    ],
    [
      'a visible field',
      '<form method="post" action="https://paiement.example/pay"><input type="password" name="pin"></form>',
    ],
    ['no form at all', null],
  ])('refuses %s with a French message and submits nothing', async (_case, html) => {
    shopServer.paymentTransaction.mockResolvedValue(ok(transaction(html), 200))
    setup()
    const button = await payButton()
    await userEvent.click(button)
    expect(
      await alertSaying(/^La page de paiement n’a pas pu être ouverte et aucun paiement n’a été lancé\./),
    ).not.toBeNull()
    expect(submitted).toEqual([])
    expect(document.querySelector('form[hidden]')).toBeNull()
    expect(button).toBeEnabled()
  })

  it('shows the order system’s refusal when the cart can no longer be paid', async () => {
    orderSystem.cartPayable
      .mockResolvedValueOnce(ok(PAYABLE, 200))
      .mockResolvedValueOnce(fail(httpError(400, { detail: 'Choisissez le point relais où livrer votre commande.' })))
    setup()
    await userEvent.click(await payButton())
    expect(await alertSaying('Choisissez le point relais où livrer votre commande.')).not.toBeNull()
    expect(shopServer.paymentTransaction).not.toHaveBeenCalled()
  })

  it('places the order without online payment and leaves for the validated page', async () => {
    orderSystem.cartConfirm.mockResolvedValue(ok(sale('S01236'), 200))
    const { onDone } = setup()
    await userEvent.click(await screen.findByRole('radio', { name: 'Commander sans payer en ligne' }))
    await userEvent.click(screen.getByRole('button', { name: 'Valider la commande' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('/checkout/validated?ref=S01236'))
    expect(orderSystem.cartConfirm).toHaveBeenCalledExactlyOnceWith(CART.id)
    expect(shopServer.paymentTransaction).not.toHaveBeenCalled()
  })
})
