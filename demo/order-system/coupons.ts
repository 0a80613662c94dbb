/** The demo's promotion codes, upper case; a real ERP would hold loyalty programs. */
const COUPONS: Record<string, { rate: number }> = {
  BIENVENUE10: { rate: 10 },
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase()
}

/** Percentage off every product line, or undefined for an unknown code. */
export function couponRate(code: string): number | undefined {
  return COUPONS[normalizeCode(code)]?.rate
}

/** The best rate among the codes a cart holds. */
export function cartCouponRate(codes: readonly string[]): number {
  return Math.max(0, ...codes.map((c) => couponRate(c) ?? 0))
}
