import type { DemoContext } from '../context'
import { confirmPaidCart } from '../order-system/carts'
import { confirmPaidQuotation } from '../order-system/quotations'
import type { StoredTransaction, TransactionState } from './transactions'

export type Outcome = 'success' | 'pending' | 'error'

/**
 * Applies the tester's choice. Both "Payer" and "Laisser en attente" place the order, as upstream's
 * wire-transfer provider confirms on pending: the shop then clears its cart (docs/product/cart.md#last-sale) and the order
 * waits for the money. A refusal leaves the cart as it was.
 */
export async function settle(ctx: DemoContext, tx: StoredTransaction, outcome: Outcome): Promise<TransactionState> {
  if (outcome === 'error') return 'error'
  const { kind, id, customerId } = tx.payable
  let order: unknown
  try {
    order =
      kind === 'cart' ? await confirmPaidCart(ctx, customerId, id) : await confirmPaidQuotation(ctx, customerId, id)
  } catch (error) {
    console.error(`[paiement démo] ${tx.reference} : la commande n’a pas pu être confirmée`, error)
    return 'error'
  }
  if (!order) return 'error'
  return outcome === 'success' ? 'done' : 'pending'
}
