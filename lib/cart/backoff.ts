export const BACKOFF_BASE_MS = 1000
export const BACKOFF_CAP_MS = 300_000

/**
 * docs/product/cart.md#back-off: a random wait up to the smaller of 1 s × 2^attempt and 5 minutes, with no attempt limit.
 * The full jitter keeps tabs and browsers that failed together from retrying together.
 * `attempt` counts the failures before this one; `random` is in [0, 1).
 */
export function backoffDelay(attempt: number, random: number): number {
  return random * Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_CAP_MS)
}
