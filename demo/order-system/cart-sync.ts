import type { DemoContext } from '../context'
import { CONTACT_OPTION } from '../../lib/cart/line-contact'
import { currentCart, newCart, newCartLine, saveCart, type StoredCart } from './cart-store'
import { optionsKey, unavailableQty } from './lines'
import { withLock } from './lock'
import { productIndex, type ProductIndex } from './products'
import { OrderSystemError } from './respond'
import type { CartTransaction } from './shapes'

/**
 * Applies the transactions the shop has not sent before to the customer's open cart, creating it
 * when something is added. The uuid the client believed current is not checked: once a cart is
 * confirmed, the client's pending changes belong in the next one, and the new uuid it gets back
 * tells it to drop what it sent. Answers undefined when the customer has no cart.
 *
 * Each transaction uuid is claimed once in the store, so a retry after a lost answer is a no-op. The
 * claim and the cart write are two statements: a crash between them loses that change rather than
 * applying it twice, the lesser harm for a quantity delta.
 */
export async function syncCart(
  ctx: DemoContext,
  customerId: number,
  transactions: readonly CartTransaction[],
): Promise<StoredCart | undefined> {
  const products = await productIndex(ctx)
  const unknown = [...new Set(transactions.map((t) => t.product_id).filter((id) => !products.has(id)))]
  if (unknown.length > 0) {
    throw new OrderSystemError(
      422,
      unknown.length === 1
        ? `Le produit n° ${unknown[0]} n’existe pas dans le catalogue.`
        : `Ces produits n’existent pas dans le catalogue : ${unknown.join(', ')}.`,
      { transactions: 'Produit inconnu' },
    )
  }
  const badContact = transactions.find((t) => t.options?.[CONTACT_OPTION] !== undefined && contactOf(t) === null)
  if (badContact) {
    throw new OrderSystemError(422, 'La personne à qui destiner l’article n’est pas reconnue.', {
      transactions: 'Personne inconnue',
    })
  }
  return withLock(ctx, String(customerId), async () => {
    const fresh: CartTransaction[] = []
    for (const transaction of transactions) {
      if (await ctx.store.claimTransaction(transaction.uuid)) fresh.push(transaction)
    }
    let cart = await currentCart(ctx, customerId)
    if (fresh.length === 0) return cart
    if (!cart) {
      if (!fresh.some((t) => t.qty > 0)) return undefined
      cart = await newCart(ctx, customerId)
    }
    await applyTransactions(ctx, cart, fresh, products)
    await saveCart(ctx, cart)
    return cart
  })
}

async function applyTransactions(
  ctx: DemoContext,
  cart: StoredCart,
  transactions: readonly CartTransaction[],
  products: ProductIndex,
): Promise<void> {
  const touched = new Set<number>()
  for (const tx of transactions) {
    const key = optionsKey(tx.options)
    const same = cart.lines.filter((l) => l.product_id === tx.product_id && optionsKey(l.options) === key)
    // Lines accepted from a unit request stay apart from what the manager adds himself, but removing
    // the product from the cart must reach them too.
    let line = same.find((l) => l.request_id === null) ?? (tx.qty < 0 ? same[0] : undefined)
    if (!line) {
      if (tx.qty <= 0) continue
      line = await newCartLine(ctx, {
        product_id: tx.product_id,
        options: tx.options ?? null,
        contact_id: contactOf(tx),
      })
      cart.lines.push(line)
    }
    // Odoo rounds quantities to the unit's precision; this also keeps float sums from drifting.
    line.qty = Math.round((line.qty + tx.qty) * 1000) / 1000
    touched.add(line.id)
  }
  cart.lines = cart.lines.filter((l) => l.qty > 0)
  for (const line of cart.lines) {
    const unavailable = touched.has(line.id)
      ? unavailableQty(products.get(line.product_id), line.qty)
      : line.qty_unavailable
    line.qty_unavailable_diff = unavailable - line.qty_unavailable
    line.qty_unavailable = unavailable
  }
}

/**
 * The contact person a line is for travels as the `contact_id` option (ADR 0008): lines for different
 * people stay apart, and the option becomes the line's `contact_id`, carried into the order. Whether
 * the person is the customer's own is for the real back end's record rules; the demo checks the shape.
 */
function contactOf(transaction: CartTransaction): number | null {
  const value = transaction.options?.[CONTACT_OPTION]
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null
}
