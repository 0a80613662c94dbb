import { randomBytes } from 'node:crypto'
import type { PayablePayload } from '../payable'
import type { DemoContext } from '../context'

/** draft: sent to the payment page; then the tester's choice on that page. */
export type TransactionState = 'draft' | 'done' | 'pending' | 'error'

export interface StoredTransaction {
  reference: string
  provider_id: number
  provider_code: string
  payable: PayablePayload
  payable_reference: string
  frontend_redirect_url: string
  state: TransactionState
  created_at: string
  updated_at: string
}

export const TRANSACTION_KIND = 'payment-transaction'

/**
 * The reference names the sale order (as Odoo's "S00042-1") plus a random part: the payment page is
 * reached by reference alone, so it must not be guessable from the order number.
 */
export function newReference(payableReference: string): string {
  return `${payableReference}-${randomBytes(9).toString('base64url')}`
}

export async function findTransaction(ctx: DemoContext, reference: string): Promise<StoredTransaction | undefined> {
  return ctx.store.get<StoredTransaction>(TRANSACTION_KIND, reference)
}

export async function saveTransaction(ctx: DemoContext, tx: StoredTransaction): Promise<void> {
  await ctx.store.put(TRANSACTION_KIND, tx.reference, String(tx.payable.customerId), tx)
}
