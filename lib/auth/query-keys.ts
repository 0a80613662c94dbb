/**
 * TanStack Query keys of the data tied to the signed-in buyer. Sign-out removes every query under the
 * cleared keys, so the cart and price code must file their queries under these (e.g.
 * `[...QUERY_KEYS.prices, role]`) for nothing of one buyer to be shown to the next.
 */
export const QUERY_KEYS = {
  prices: ['prices'],
  contacts: ['contacts'],
  cart: ['cart'],
  /** Every account list and detail (orders, invoices, quotations, addresses...), filed under the buyer's id. */
  account: ['account'],
} as const

/**
 * What sign-out removes (prices, contacts and the cart, docs/product/sign-in.md#sign-out), and the
 * account data, so the next buyer on this browser never sees the previous one's.
 */
export const SIGNED_OUT_CLEARED_KEYS = [
  QUERY_KEYS.prices,
  QUERY_KEYS.contacts,
  QUERY_KEYS.cart,
  QUERY_KEYS.account,
] as const
