/**
 * What page tracking says about the visitor besides being signed in (docs/product/consent-and-tracking.md#page-views): collectivity or not, and
 * the cart id. Filled by the session and cart code; nothing personal belongs here.
 */
export interface AnalyticsContext {
  collectivity: boolean
  cartId: string | number | null
}

const EMPTY: AnalyticsContext = { collectivity: false, cartId: null }

let current: AnalyticsContext = EMPTY

export function setAnalyticsContext(next: Partial<AnalyticsContext>): void {
  current = { ...current, ...next }
}

export function getAnalyticsContext(): AnalyticsContext {
  return current
}

/** After sign-out: nothing of the previous visitor may leak into the next events. */
export function resetAnalyticsContext(): void {
  current = EMPTY
}
