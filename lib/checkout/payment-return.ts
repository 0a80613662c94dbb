import { paymentReturnStatusSchema, type PaymentReturnStatus } from '@/lib/shop-server/schemas/payment'

/**
 * What the page the provider sends the buyer back to should say (docs/product/checkout.md#payment-return): `success` and `pending`
 * mean the order was placed (the cart is saved as the last sale); anything else leaves the cart as it
 * was, and `none` means the page was not reached from a payment.
 */
export type PaymentOutcome = 'validated' | 'pending' | 'failed' | 'none'

export interface PaymentReturn {
  outcome: PaymentOutcome
  /** The provider's status when it is one the shop knows, so a cancellation can be worded as one. */
  status: PaymentReturnStatus | null
  /** The transaction reference, when the provider sent one. */
  reference: string | null
}

const OUTCOMES: Record<PaymentReturnStatus, PaymentOutcome> = {
  success: 'validated',
  pending: 'pending',
  cancelled: 'failed',
  error: 'failed',
  // Nothing says the money moved: the buyer keeps the cart rather than being told it was ordered.
  unknown: 'failed',
}

/** Reads `?status=&reference=` of `frontend_redirect_url` (Next's `useSearchParams()` fits). */
export function readPaymentReturn(params: Pick<URLSearchParams, 'get'>): PaymentReturn {
  const reference = params.get('reference')?.trim() || null
  const raw = params.get('status')
  if (raw === null) return { outcome: 'none', status: null, reference }
  const status = paymentReturnStatusSchema.safeParse(raw.trim().toLowerCase())
  // A status the shop does not know still marks a payment return, and never one that succeeded.
  if (!status.success) return { outcome: 'failed', status: null, reference }
  return { outcome: OUTCOMES[status.data], status: status.data, reference }
}
