import { Hono, type Context } from 'hono'
import type { DemoContext } from '../context'
import { findAccountByCustomerId } from '../accounts'
import { findCustomer } from '../shop-server/customers'
import { signPayable } from '../payable'
import { requireCustomer, type ShopEnv } from '../shop-server/session'
import { findPickup } from '../shop-server/data/pickups'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { findAddress } from './addresses'
import { carriersForCart, DEMO_CARRIERS, findCarrier } from './carriers'
import { currentCart, removeCart, saveCart, type StoredCart } from './cart-store'
import { syncCart } from './cart-sync'
import { renderCart } from './cart-view'
import { assertConfirmable, orderFromCart, paymentModeFor } from './checkout'
import { couponRate, normalizeCode } from './coupons'
import { dropIfArmed, takeCartSyncFault } from './faults'
import { withLock } from './lock'
import { asSale, ORDER_KINDS, saveOrder, type StoredOrder } from './orders'
import { formatEuros, round2 } from './pricing'
import { badRequest, idParam, jsonBody, notFound, OrderSystemError, respond } from './respond'
import { route } from './route'
import { nextLineId, nextPartnerId } from './sequences'
import { createRequestLines } from './unit-requests'
import {
  cartSyncInput,
  cartUpdateInput,
  couponInput,
  pickupPointInput,
  setCarrierInput,
  setPickupInput,
} from './inputs'
import type { PickupPoint, Sale } from './shapes'
import type { Customer } from '../shop-server/shapes'

const NO_CART = 'Vous n’avez pas de panier en cours.'

const SYNC_FAULT_DETAIL = {
  503: 'Le système de commandes est momentanément indisponible. Votre panier sera synchronisé dès son retour.',
  500: 'Erreur interne du système de commandes.',
} as const

/** The open cart, changed under the customer's lock and saved; answers the cart. */
async function changeCart(
  ctx: DemoContext,
  c: Context<ShopEnv>,
  change: (cart: StoredCart, customer: Customer) => Promise<void> | void,
) {
  const customer = c.get('customer')
  const cart = await withLock(ctx, String(customer.id), async () => {
    const cart = await currentCart(ctx, customer.id)
    if (!cart) throw notFound(NO_CART)
    await change(cart, customer)
    await saveCart(ctx, cart)
    return cart
  })
  return respond(c, await renderCart(ctx, cart, customer.role))
}

async function choosePickup(ctx: DemoContext, cart: StoredCart, point: PickupPoint) {
  const carrier = findCarrier(point.carrier_id)
  if (!carrier?.withDropoffSite) throw badRequest('Ce transporteur ne livre pas en point relais.')
  cart.carrier_id = carrier.id
  cart.delivery_line_id ??= await nextLineId(ctx)
  const sameSite = cart.pickup?.point.code === point.code && cart.pickup.point.carrier_id === point.carrier_id
  cart.pickup = { point, address_id: sameSite && cart.pickup ? cart.pickup.address_id : await nextPartnerId(ctx) }
}

/**
 * Turns the customer's open cart `cartId` into something else under the customer's lock: a sale, a
 * quotation or a request. Answers undefined when that cart is not the open one.
 */
async function convertCart(
  ctx: DemoContext,
  customerId: number,
  cartId: number | 'current',
  convert: (cart: StoredCart) => Promise<StoredOrder>,
): Promise<StoredOrder | undefined> {
  return withLock(ctx, String(customerId), async () => {
    const cart = await currentCart(ctx, customerId)
    if (!cart || (cartId !== 'current' && cart.id !== cartId)) return undefined
    const order = await convert(cart)
    await removeCart(ctx, cart)
    return order
  })
}

/**
 * Called by the demo payment page once the customer paid the cart online: the cart becomes an order
 * being prepared. Paying twice (a reloaded return page) answers the order already made.
 */
export async function confirmPaidCart(ctx: DemoContext, customerId: number, cartId: number): Promise<Sale | null> {
  const customer = await findCustomer(ctx, customerId)
  if (!customer) return null
  const order = await convertCart(ctx, customerId, cartId, async (cart) => {
    const sale = await orderFromCart(ctx, cart, await renderCart(ctx, cart, customer.role), {
      state: 'processing',
      paymentMode: 'Carte bancaire',
      shipping: true,
    })
    await saveOrder(ctx, 'sale', sale)
    return sale
  })
  const sale = order ?? (await ctx.store.get<StoredOrder>(ORDER_KINDS.sale, String(cartId)))
  return sale && sale.customer_id === customerId ? asSale(sale) : null
}

export function cartRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  const auth = requireCustomer(ctx)

  const sync = async (c: Context<ShopEnv>) => {
    const fault = takeCartSyncFault(ctx)
    if (fault) return c.json({ detail: SYNC_FAULT_DETAIL[fault] }, fault)
    const customer = c.get('customer')
    const input = await jsonBody(c, cartSyncInput)
    const cart = await syncCart(ctx, customer.id, input.transactions)
    dropIfArmed(ctx, c)
    if (!cart) return c.body(null, 204)
    return respond(c, await renderCart(ctx, cart, customer.role))
  }
  app.post(route(paths.cartSync), auth, sync)
  app.post(route(paths.cartSyncAlias), auth, sync)

  app.post(route(paths.cartSetCarrier), auth, async (c) => {
    const { carrier_id } = await jsonBody(c, setCarrierInput)
    return changeCart(ctx, c, async (cart) => {
      const carrier = findCarrier(carrier_id)
      if (!carrier) throw badRequest('Ce mode de livraison n’est pas disponible.')
      if (cart.pickup && cart.pickup.point.carrier_id !== carrier.id) cart.pickup = null
      cart.carrier_id = carrier.id
      cart.delivery_line_id ??= await nextLineId(ctx)
    })
  })

  app.post(route(paths.cartUpdate), auth, async (c) => {
    const input = await jsonBody(c, cartUpdateInput)
    return changeCart(ctx, c, async (cart, customer) => {
      if (input.invoicing) {
        const address = await findAddress(ctx, customer.id, input.invoicing.address_id)
        if (address?.address_type !== 'invoicing') throw notFound('Adresse de facturation introuvable.')
        cart.invoicing_address_id = address.id
      }
      if (input.delivery) {
        if (!(await findAddress(ctx, customer.id, input.delivery.address_id))) {
          throw notFound('Adresse de livraison introuvable.')
        }
        cart.delivery_address_id = input.delivery.address_id
        cart.pickup = null
      }
      if (input.client_order_ref !== undefined) cart.client_order_ref = input.client_order_ref || null
      if (input.ej_number !== undefined) cart.ej_number = input.ej_number || null
      if (input.note !== undefined) cart.note = input.note || null
    })
  })

  app.get(route(paths.cartDeliveryCarriers), auth, async (c) => {
    const customer = c.get('customer')
    const cart = await currentCart(ctx, customer.id)
    if (!cart) throw notFound(NO_CART)
    const view = await renderCart(ctx, cart, customer.role)
    return respond(c, carriersForCart(round2(view.amount.untaxed - view.delivery.fees.untaxed)))
  })

  app.post(route(paths.cartCoupon), auth, async (c) => {
    const { code } = await jsonBody(c, couponInput)
    if (couponRate(code) === undefined) {
      throw badRequest(`Le code promo « ${code} » n’existe pas ou n’est plus valable.`)
    }
    // One code at a time: a new one replaces the previous.
    return changeCart(ctx, c, (cart) => {
      cart.promo_codes = [normalizeCode(code)]
    })
  })

  app.get(route(paths.cartPayable), auth, async (c) => {
    const customer = c.get('customer')
    const cart = await currentCart(ctx, customer.id)
    if (!cart) throw notFound(NO_CART)
    const view = await renderCart(ctx, cart, customer.role)
    assertConfirmable(view)
    const amount = view.amount.total
    return respond(c, {
      payable: signPayable(
        { kind: 'cart', id: cart.id, customerId: customer.id, amount, currency: 'EUR' },
        ctx.config.dataDir,
      ),
      payable_reference: cart.name,
      amount,
      currency_code: 'EUR',
      amount_formatted: formatEuros(amount),
    })
  })

  app.post(route(paths.cartSetPickup), auth, async (c) => {
    const { pickup_site_id } = await jsonBody(c, setPickupInput)
    return changeCart(ctx, c, async (cart) => {
      // The relay network is shared: use the chosen drop-off carrier, or the first one that has sites.
      const chosen = cart.carrier_id === null ? undefined : findCarrier(cart.carrier_id)
      const carrier = chosen?.withDropoffSite ? chosen : DEMO_CARRIERS.find((d) => d.withDropoffSite)
      const site = carrier && findPickup(carrier.id, pickup_site_id)
      if (!site) throw notFound('Point relais introuvable.')
      await choosePickup(ctx, cart, pickupPointInput.parse(site))
    })
  })

  app.post(route(paths.cartSetPublicDeliveryPickup), auth, async (c) => {
    const point = await jsonBody(c, pickupPointInput)
    return changeCart(ctx, c, (cart) => choosePickup(ctx, cart, point))
  })

  app.post(route(paths.cartConfirm), auth, async (c) => {
    const customer = c.get('customer')
    const sale = await convertCart(ctx, customer.id, idParam(c), async (cart) => {
      const view = await renderCart(ctx, cart, customer.role)
      assertConfirmable(view)
      const order = await orderFromCart(ctx, cart, view, {
        state: 'pending',
        paymentMode: paymentModeFor(customer),
        shipping: true,
      })
      await saveOrder(ctx, 'sale', order)
      return order
    })
    if (!sale) throw notFound('Panier introuvable.')
    return respond(c, asSale(sale))
  })

  app.post(route(paths.cartRequest), auth, async (c) => {
    const customer = c.get('customer')
    // Unit membership is the ERP's business; the customer record does not carry it.
    const managerId = findAccountByCustomerId(customer.id)?.managerId ?? null
    if (managerId === null) {
      throw new OrderSystemError(
        403,
        'Seuls les membres d’une unité peuvent transmettre une demande à leur responsable.',
      )
    }
    const request = await convertCart(ctx, customer.id, 'current', async (cart) => {
      const view = await renderCart(ctx, cart, customer.role)
      // The manager chooses the shipping when ordering.
      const order = await orderFromCart(ctx, cart, view, { state: 'pending', paymentMode: null, shipping: false })
      if (order.lines.length === 0) throw badRequest('Votre panier ne contient aucun article à demander.')
      await saveOrder(ctx, 'request', order)
      await createRequestLines(ctx, managerId, customer, order)
      return order
    })
    if (!request) throw notFound(NO_CART)
    return respond(c, asSale(request))
  })

  app.post(route(paths.cartRequestQuotation), auth, async (c) => {
    const customer = c.get('customer')
    const quotation = await convertCart(ctx, customer.id, idParam(c), async (cart) => {
      const view = await renderCart(ctx, cart, customer.role)
      // The seller prices the quotation, shipping included.
      const order = await orderFromCart(ctx, cart, view, { state: 'estimating', paymentMode: null, shipping: false })
      if (order.lines.length === 0) throw badRequest('Votre panier ne contient aucun article à chiffrer.')
      await saveOrder(ctx, 'quotation', order)
      return order
    })
    if (!quotation) throw notFound('Panier introuvable.')
    return respond(c, asSale(quotation))
  })

  return app
}
