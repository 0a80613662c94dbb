import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeCustomer } from '@/components/auth/testing'
import { cartLine, createFakeEngine, serverCart, withCart, type FakeEngine } from '@/components/cart/testing'
import { fail, httpError, ok, type HttpError, type Result } from '@/lib/http/result'
import type { Cart } from '@/lib/order-system/schemas/cart'
import type { Carrier } from '@/lib/order-system/schemas/carrier'
import type { Sale } from '@/lib/order-system/schemas/sale'
import { formatPrice } from '@/lib/price/format'
import type { Address } from '@/lib/shop-server/schemas/address'
import type { Pickup } from '@/lib/shop-server/schemas/pickup'
import { CheckoutPage } from './checkout-page'
import {
  CARD,
  HOME_CARRIER,
  PAYABLE,
  INVOICING,
  NO_STREET,
  pickup,
  RELAY_ADDRESS,
  RELAY_CARRIER,
  sale,
  SITE,
} from './testing'

/** Rendering in jsdom is slow on a busy machine (several test runs at once), not stuck. */
const SLOW_DOM_MS = 15_000

const mocks = vi.hoisted(() => ({
  engine: null as FakeEngine | null,
  customer: null as FakeCustomer | null,
  router: { replace: vi.fn() },
}))
const orderSystem = {
  cartUpdate: vi.fn<(input: unknown) => Promise<Result<Cart>>>(),
  cartSetCarrier: vi.fn<(id: number) => Promise<Result<Cart>>>(),
  cartSetPickup: vi.fn<(id: string | number) => Promise<Result<Cart>>>(),
  cartSetPublicDeliveryPickup: vi.fn<(point: Pickup) => Promise<Result<Cart>>>(),
  cartDeliveryCarriers: vi.fn<() => Promise<Result<Carrier[]>>>(),
  cartPayable: vi.fn(),
  cartConfirm: vi.fn(),
  cartRequest: vi.fn<() => Promise<Result<Sale>>>(),
  cartRequestQuotation: vi.fn<(id: number) => Promise<Result<Sale>>>(),
}
const shopServer = {
  addresses: vi.fn<(type: 'invoicing' | 'delivery') => Promise<Result<Address[]>>>(),
  deliveryPickups: vi.fn<(carrierId: number, name?: string) => Promise<Result<Pickup[]>>>(),
  paymentMethods: vi.fn(),
  paymentTransaction: vi.fn(),
}
vi.mock('@/components/cart/browser-engine', () => ({
  createBrowserCart: () => ({ engine: mocks.engine, lastSale: null }),
}))
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({
    customer: mocks.customer,
    orderSystem,
    shopServer,
  })),
)
vi.mock('next/navigation', () => ({ useRouter: () => mocks.router, usePathname: () => '/checkout' }))

const BROTTEAUX = pickup({
  id: 502,
  code: 'PR-69006-01',
  name: 'Pressing des Brotteaux',
  street: '45 boulevard des Brotteaux',
  zip: '69006',
  city: 'Lyon',
})
/** A point of the carrier's public network, which the order system does not know by its code. */
const TABAC = pickup({ id: 501, code: 'PR-69002-01', name: 'Tabac Presse du Marché', city: 'Lyon', is_public: true })

/** A priced cart delivered to a worksite, invoiced to the company, no carrier chosen yet. */
function cartWith(
  fields: Partial<Cart> = {},
  lines = [cartLine({ id: 1, product_id: 10001, qty: 2, price: 25 })],
): Cart {
  return serverCart(lines, {
    invoicing: { address: INVOICING },
    delivery: { address: SITE, fees: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickup: null },
    ...fields,
  })
}
const withDelivery = (cart: Cart, delivery: Partial<Cart['delivery']>): Cart => ({
  ...cart,
  delivery: { ...cart.delivery, ...delivery },
})

function setup(cart: Cart) {
  mocks.engine = createFakeEngine({ cart, owner: 1001 })
  render(withCart(<CheckoutPage paymentError={null} />))
  return mocks.engine
}

const group = (name: string) => screen.findByRole('group', { name })
const refusal = (status: number, detail: string): HttpError => httpError(status, { detail })
/** The notifications keep an empty alert region mounted: the page's own alert is found by its text. */
const alertSaying = async (text: string | RegExp) => (await screen.findByText(text)).closest('[role="alert"]')

beforeEach(() => {
  vi.clearAllMocks()
  mocks.customer = { id: 1001, kind: 'user' }
  shopServer.addresses.mockImplementation(async (type) =>
    ok(type === 'invoicing' ? [INVOICING] : [SITE, NO_STREET, RELAY_ADDRESS], 200),
  )
  shopServer.deliveryPickups.mockImplementation(async (_carrier, name) =>
    ok(
      [TABAC, BROTTEAUX].filter((p) => !name || p.name.includes(name)),
      200,
    ),
  )
  orderSystem.cartDeliveryCarriers.mockResolvedValue(ok([HOME_CARRIER, RELAY_CARRIER], 200))
  orderSystem.cartPayable.mockResolvedValue(ok(PAYABLE, 200))
  shopServer.paymentMethods.mockResolvedValue(ok({ ...PAYABLE, providers: [CARD] }, 200))
})

describe('CheckoutPage: addresses', { timeout: SLOW_DOM_MS }, () => {
  it('lists the address book, keeps an incomplete address visible but not selectable, and says why', async () => {
    setup(cartWith())
    const delivery = await group('Adresse de livraison')
    const incomplete = within(delivery).getByRole('radio', { name: /Dépôt de Villeurbanne/ })
    expect(incomplete).toBeDisabled()
    expect(incomplete).toHaveAccessibleDescription(
      /Adresse incomplète : le nom, la rue, le code postal et la ville sont obligatoires\./,
    )
    expect(within(delivery).getByRole('radio', { name: /Chantier Croix-Rousse/ })).toBeChecked()
    // A relay point has no street of its own, and is valid all the same (docs/product/account.md#valid-address).
    expect(within(delivery).getByRole('radio', { name: /Pressing des Brotteaux/ })).toBeEnabled()
    expect(
      within(await group('Adresse de facturation')).getByRole('radio', { name: /Atelier Martin Rénovation/ }),
    ).toBeChecked()
    expect(screen.getByRole('link', { name: 'Ajouter ou modifier une adresse' })).toHaveAttribute(
      'href',
      '/account/addresses',
    )
    expect(screen.queryByText('Livraison à l’adresse de facturation.')).not.toBeInTheDocument()
  })

  it('delivers to the invoicing address when chosen, and says both are the same', async () => {
    const answered = cartWith({ delivery: { ...cartWith().delivery, address: INVOICING } })
    orderSystem.cartUpdate.mockResolvedValue(ok(answered, 200))
    const engine = setup(cartWith())
    const delivery = await group('Adresse de livraison')
    await userEvent.click(
      within(delivery).getByRole('radio', { name: 'Atelier Martin Rénovation Adresse de facturation' }),
    )

    expect(orderSystem.cartUpdate).toHaveBeenCalledExactlyOnceWith({ delivery: { address_id: INVOICING.id } })
    await waitFor(() => expect(engine.setServerCart).toHaveBeenCalledWith(answered))
    expect(await screen.findByText('Livraison à l’adresse de facturation.')).toBeVisible()
    expect(within(delivery).getByRole('radio', { name: /Atelier Martin/ })).toBeChecked()
  })

  it('shows the server’s refusal and keeps the cart as it was', async () => {
    orderSystem.cartUpdate.mockResolvedValue(fail(refusal(404, 'Adresse de livraison introuvable.')))
    const engine = setup(cartWith())
    const delivery = await group('Adresse de livraison')
    await userEvent.click(within(delivery).getByRole('radio', { name: /Pressing des Brotteaux/ }))

    expect(await alertSaying('Adresse de livraison introuvable.')).not.toBeNull()
    expect(engine.setServerCart).not.toHaveBeenCalled()
    expect(within(delivery).getByRole('radio', { name: /Chantier Croix-Rousse/ })).toBeChecked()
  })
})

describe('CheckoutPage: carrier and relay point', { timeout: SLOW_DOM_MS }, () => {
  it('prices each carrier for the cart, free ones included, and asks a relay carrier for a point found by name', async () => {
    const relayCart = withDelivery(cartWith(), { selected_carrier: RELAY_CARRIER })
    const pickedCart = withDelivery(relayCart, {
      pickup: BROTTEAUX,
      address: { ...RELAY_ADDRESS, id: 9001, street: BROTTEAUX.street },
    })
    orderSystem.cartSetCarrier.mockResolvedValue(ok(relayCart, 200))
    orderSystem.cartSetPickup.mockResolvedValue(ok(pickedCart, 200))
    const engine = setup(cartWith())

    const carriers = await group('Mode de livraison')
    const home = within(carriers).getByRole('radio', { name: `Colissimo Entreprise ${formatPrice(9.9)} HT` })
    expect(home).toHaveAccessibleDescription('Livraison sur votre lieu de travail en 48 h.')
    expect(within(carriers).getByRole('radio', { name: 'Point relais Gratuit' })).not.toBeChecked()
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()

    await userEvent.click(within(carriers).getByRole('radio', { name: /Point relais/ }))
    expect(orderSystem.cartSetCarrier).toHaveBeenCalledExactlyOnceWith(RELAY_CARRIER.id)
    await waitFor(() => expect(engine.setServerCart).toHaveBeenCalledWith(relayCart))

    // The parcel goes to the relay point: the buyer's delivery addresses no longer apply.
    expect(screen.queryByRole('group', { name: 'Adresse de livraison' })).not.toBeInTheDocument()
    expect(screen.getByText(/livrée au point relais choisi ci-dessous/)).toBeVisible()
    expect(await screen.findByText('2 points relais trouvés.')).toBeVisible()
    expect(shopServer.deliveryPickups).toHaveBeenLastCalledWith(RELAY_CARRIER.id, undefined)

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher un point relais (nom, ville ou code postal)' }),
      'Pressing',
    )
    expect(await screen.findByText('1 point relais trouvé.')).toBeVisible()
    // Debounced: one search for the word, not one per key.
    expect(shopServer.deliveryPickups.mock.calls.filter(([, name]) => name !== undefined)).toEqual([
      [RELAY_CARRIER.id, 'Pressing'],
    ])

    const points = await group('Points relais')
    await userEvent.click(within(points).getByRole('radio', { name: 'Pressing des Brotteaux' }))
    expect(orderSystem.cartSetPickup).toHaveBeenCalledExactlyOnceWith('PR-69006-01')
    expect(await screen.findByText('Point relais choisi : Pressing des Brotteaux, Lyon.')).toBeVisible()
    expect(within(points).getByRole('radio', { name: 'Pressing des Brotteaux' })).toBeChecked()
    expect(screen.queryByText('Choisissez un point relais.')).not.toBeInTheDocument()
  })

  it('sends a point of the public relay network whole, since the order system does not know it', async () => {
    const relayCart = withDelivery(cartWith(), { selected_carrier: RELAY_CARRIER })
    const pickedCart = withDelivery(relayCart, { pickup: TABAC, address: { ...RELAY_ADDRESS, id: 9002 } })
    orderSystem.cartSetPublicDeliveryPickup.mockResolvedValue(ok(pickedCart, 200))
    setup(relayCart)
    const points = await group('Points relais')
    await userEvent.click(within(points).getByRole('radio', { name: 'Tabac Presse du Marché' }))
    expect(orderSystem.cartSetPublicDeliveryPickup).toHaveBeenCalledExactlyOnceWith(TABAC)
    expect(orderSystem.cartSetPickup).not.toHaveBeenCalled()
    expect(await screen.findByText('Point relais choisi : Tabac Presse du Marché, Lyon.')).toBeVisible()
  })
})

/** An order system call that answers only when the test says so. */
function later<T>() {
  let answer: (result: Result<T>) => void = () => undefined
  const promise = new Promise<Result<T>>((resolve) => (answer = resolve))
  return { promise, answer: (result: Result<T>) => answer(result) }
}

describe('CheckoutPage: a choice made while another is being saved', { timeout: SLOW_DOM_MS }, () => {
  it('sends the delivery address clicked while the carrier is being saved, once the carrier is saved', async () => {
    const homeCart = withDelivery(cartWith(), { selected_carrier: HOME_CARRIER })
    const depotCart = withDelivery(homeCart, { address: RELAY_ADDRESS })
    const carrierCall = later<Cart>()
    orderSystem.cartSetCarrier.mockReturnValue(carrierCall.promise)
    orderSystem.cartUpdate.mockResolvedValue(ok(depotCart, 200))
    const engine = setup(cartWith())

    await userEvent.click(within(await group('Mode de livraison')).getByRole('radio', { name: /Colissimo/ }))
    const delivery = await group('Adresse de livraison')
    await userEvent.click(within(delivery).getByRole('radio', { name: /Pressing des Brotteaux/ }))
    // Kept, and shown as chosen, while the carrier is still on its way.
    expect(within(delivery).getByRole('radio', { name: /Pressing des Brotteaux/ })).toBeChecked()
    expect(orderSystem.cartUpdate).not.toHaveBeenCalled()

    carrierCall.answer(ok(homeCart, 200))
    await waitFor(() =>
      expect(orderSystem.cartUpdate).toHaveBeenCalledExactlyOnceWith({ delivery: { address_id: RELAY_ADDRESS.id } }),
    )
    await waitFor(() => expect(engine.setServerCart).toHaveBeenLastCalledWith(depotCart))
    expect(within(delivery).getByRole('radio', { name: /Pressing des Brotteaux/ })).toBeChecked()
    expect(within(await group('Mode de livraison')).getByRole('radio', { name: /Colissimo/ })).toBeChecked()
  })

  it('sends the carrier clicked while an address is being saved, and only the last of several', async () => {
    const depotCart = withDelivery(cartWith(), { address: RELAY_ADDRESS })
    const relayCart = withDelivery(depotCart, { selected_carrier: RELAY_CARRIER })
    const addressCall = later<Cart>()
    orderSystem.cartUpdate.mockReturnValue(addressCall.promise)
    orderSystem.cartSetCarrier.mockResolvedValue(ok(relayCart, 200))
    const engine = setup(cartWith())

    await userEvent.click(within(await group('Adresse de livraison')).getByRole('radio', { name: /Pressing des/ }))
    const carriers = await group('Mode de livraison')
    await userEvent.click(within(carriers).getByRole('radio', { name: /Colissimo/ }))
    await userEvent.click(within(carriers).getByRole('radio', { name: /Point relais/ }))
    expect(within(carriers).getByRole('radio', { name: /Point relais/ })).toBeChecked()

    addressCall.answer(ok(depotCart, 200))
    await waitFor(() => expect(engine.setServerCart).toHaveBeenLastCalledWith(relayCart))
    expect(orderSystem.cartSetCarrier).toHaveBeenCalledExactlyOnceWith(RELAY_CARRIER.id)
    expect(within(carriers).getByRole('radio', { name: /Point relais/ })).toBeChecked()
    expect(await screen.findByText(/livrée au point relais choisi ci-dessous/)).toBeVisible()
  })
})

describe('CheckoutPage: the action and why it is disabled', { timeout: SLOW_DOM_MS }, () => {
  const payButton = () => screen.findByRole('button', { name: /^Payer/ })

  it('says next to the disabled button that a carrier is missing', async () => {
    setup(cartWith())
    const button = await payButton()
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(/Choisissez un mode de livraison\./)
    // Nothing is asked of the payment side before the cart can be paid.
    expect(orderSystem.cartPayable).not.toHaveBeenCalled()
  })

  it('asks for complete addresses, then for a relay point with a relay carrier', async () => {
    setup(withDelivery(cartWith(), { address: NO_STREET, selected_carrier: RELAY_CARRIER }))
    const button = await payButton()
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(
      /Choisissez une adresse de facturation et une adresse de livraison complètes\..*Choisissez un point relais\./,
    )
  })

  it('waits for the changes still on their way to the order system', async () => {
    const engine = setup(withDelivery(cartWith(), { selected_carrier: HOME_CARRIER }))
    await waitFor(async () => expect(await payButton()).toBeEnabled())
    engine.add(10002, 1)
    await waitFor(async () =>
      expect(await payButton()).toHaveAccessibleDescription(/Votre panier est en cours d’enregistrement/),
    )
    expect(await payButton()).toBeDisabled()
  })

  it('waits for a delivery choice still being saved, so the payment never uses the cart without it', async () => {
    const homeCart = withDelivery(cartWith(), { selected_carrier: HOME_CARRIER })
    const depotCart = withDelivery(homeCart, { address: RELAY_ADDRESS })
    const addressCall = later<Cart>()
    orderSystem.cartUpdate.mockReturnValue(addressCall.promise)
    setup(homeCart)
    await waitFor(async () => expect(await payButton()).toBeEnabled())
    await userEvent.click(within(await group('Adresse de livraison')).getByRole('radio', { name: /Pressing des/ }))
    expect(await payButton()).toBeDisabled()
    expect(await payButton()).toHaveAccessibleDescription(/Votre dernier choix est en cours d’enregistrement/)
    addressCall.answer(ok(depotCart, 200))
    await waitFor(async () => expect(await payButton()).toBeEnabled())
  })

  it('sends a cart with a "Prix sur demande" line for a quotation, once however often it is clicked', async () => {
    let answer: (result: Result<Sale>) => void = () => undefined
    orderSystem.cartRequestQuotation.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const lines = [
      cartLine({ id: 1, product_id: 10001, qty: 2, price: 25 }),
      cartLine({ id: 2, product_id: 10003, qty: 1, price: 0 }),
    ]
    const engine = setup(cartWith({}, lines))

    const button = await screen.findByRole('button', { name: 'Demander un devis' })
    // The seller prices shipping in the quotation: no carrier to choose.
    expect(screen.getByText('Les frais de livraison seront chiffrés dans le devis.')).toBeVisible()
    expect(screen.queryByRole('group', { name: 'Mode de livraison' })).not.toBeInTheDocument()
    await userEvent.dblClick(button)
    await userEvent.click(button)
    answer(ok(sale('S01234'), 200))

    await waitFor(() => expect(mocks.router.replace).toHaveBeenCalledWith('/checkout/requested?ref=S01234'))
    expect(orderSystem.cartRequestQuotation).toHaveBeenCalledExactlyOnceWith(501)
    expect(engine.setServerCart).toHaveBeenLastCalledWith(null)
  })

  it('sends a unit member’s cart to the manager', async () => {
    mocks.customer = { id: 1002, kind: 'agent', role: 'agent' }
    orderSystem.cartRequest.mockResolvedValue(ok(sale('S01235'), 200))
    setup(cartWith())
    expect(
      await screen.findByText('Votre responsable choisira le mode de livraison en passant la commande.'),
    ).toBeVisible()
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer la demande à mon responsable' }))
    await waitFor(() =>
      expect(mocks.router.replace).toHaveBeenCalledWith('/checkout/requested?ref=S01235&kind=request'),
    )
  })

  it('says in French when the order system cannot be reached, and keeps the cart', async () => {
    orderSystem.cartRequestQuotation.mockResolvedValue(
      fail({ kind: 'network', message: 'Failed to fetch', retryable: true }),
    )
    const engine = setup(cartWith({}, [cartLine({ id: 2, product_id: 10003, qty: 1, price: 0 })]))
    const button = await screen.findByRole('button', { name: 'Demander un devis' })
    await userEvent.click(button)
    expect(await alertSaying(/^La connexion avec nos serveurs a échoué\. Votre panier est conservé/)).not.toBeNull()
    expect(engine.setServerCart).not.toHaveBeenCalled()
    expect(mocks.router.replace).not.toHaveBeenCalled()
    expect(button).toBeEnabled()
  })
})
