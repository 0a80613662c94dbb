import type { DemoContext } from '../context'
import { isValidAddress } from '../../lib/shop-server/address-rules'
import type { StoredCart } from './cart-store'
import { productRef, type StoredOrder } from './orders'
import { deliveryAmount, sumAmounts } from './pricing'
import { productIndex } from './products'
import { badRequest } from './respond'
import type { Cart, OrderLine, SaleState } from './shapes'
import type { Customer } from '../shop-server/shapes'

type CartLineView = Cart['lines'][number]

/** How an order placed without paying online is settled, by kind of buyer. */
export function paymentModeFor(customer: Pick<Customer, 'collectivity'>): string {
  return customer.collectivity ? 'Mandat administratif' : 'Virement à 30 jours fin de mois'
}

/**
 * docs/product/checkout.md#confirmation and #addresses: at least one line, at least one confirmable line, complete invoicing and delivery
 * addresses (a relay point for a relay carrier); zero-priced lines go through a quotation instead.
 */
export function assertConfirmable(cart: Cart): void {
  const products = cart.lines.filter((l) => !l.is_delivery)
  if (products.length === 0) throw badRequest('Votre panier est vide.')
  const confirmable = products.filter((l) => l.confirmable)
  if (confirmable.length === 0) throw badRequest('Aucun article de votre panier n’est encore en vente.')
  if (confirmable.some((l) => l.amount.untaxed === 0)) {
    throw badRequest('Certains articles sont en « Prix sur demande » : demandez un devis pour ce panier.')
  }
  if (!cart.invoicing.address || !isValidAddress(cart.invoicing.address)) {
    throw badRequest('Renseignez une adresse de facturation complète (nom, rue, code postal et ville).')
  }
  if (!cart.delivery.address || !isValidAddress(cart.delivery.address)) {
    throw badRequest('Renseignez une adresse de livraison complète (nom, rue, code postal et ville).')
  }
  if (cart.delivery.selected_carrier?.with_dropoff_site && !cart.delivery.address.is_dropoff_site) {
    throw badRequest('Choisissez le point relais où livrer votre commande.')
  }
}

/**
 * The order (or quotation, or request) a cart turns into. It keeps the cart's id and name, as the
 * same Odoo record changes typology; lines that cannot be ordered are left out, and so is shipping
 * when someone else (the seller, the manager) will settle it.
 */
export async function orderFromCart(
  ctx: DemoContext,
  stored: StoredCart,
  cart: Cart,
  options: { state: SaleState; paymentMode: string | null; shipping: boolean },
): Promise<StoredOrder> {
  const products = await productIndex(ctx)
  const lines: OrderLine[] = cart.lines
    .filter((l) => l.confirmable && (options.shipping || !l.is_delivery))
    .map((l: CartLineView) => ({
      id: l.id,
      product_id: l.product_id,
      name: l.name,
      qty: l.qty,
      amount: l.amount,
      unit_price: l.unit_price,
      discount: l.discount,
      options: l.options,
      is_delivery: l.is_delivery,
      contact_id: l.contact_id,
      qty_delivered: 0,
      qty_unavailable: l.qty_unavailable,
      qty_canceled: 0,
      product: l.is_delivery ? null : productRef(products.get(l.product_id)),
    }))
  return {
    id: stored.id,
    customer_id: stored.customer_id,
    name: stored.name,
    date_order: new Date().toISOString(),
    state: options.state,
    note: stored.note,
    client_order_ref: stored.client_order_ref,
    ej_number: stored.ej_number ?? null,
    suite_name: null,
    invoicing: { address: cart.invoicing.address },
    invoices: [],
    lines,
    amount: sumAmounts(lines.map((l) => l.amount)),
    delivery: {
      address: cart.delivery.address,
      amount: deliveryAmount(options.shipping ? cart.delivery.fees.untaxed : 0),
      selected_carrier: options.shipping ? cart.delivery.selected_carrier : null,
      pickings: [],
    },
    payment: options.paymentMode === null ? null : { mode: options.paymentMode },
    receipt_file: null,
  }
}
