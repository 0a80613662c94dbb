import type { CartView, CartViewLine } from '@/lib/cart/types'
import { canConfirm, isQuotationRequest } from '@/lib/checkout/rules'
import type { CartLine } from '@/lib/order-system/schemas/cart'
import { displayPrice, priceLabel } from '@/lib/price/format'

export interface LineFigures {
  /** Unit price before and after the line's discount, untaxed or tax-included as asked. */
  unit: number
  unitNet: number
  /** Discount in percent; 0 without one. */
  rate: number
  /** Line total for the quantity shown, untaxed or tax-included as asked. */
  total: number
  /** docs/product/catalogue.md#prices: an untaxed price of zero is "Prix sur demande". */
  onRequest: boolean
}

const cents = (value: number) => Math.round(value * 100) / 100

/**
 * What a line costs as the buyer sees it (tax-included for a buyer with `has_tax_included_price`): the
 * order system's figures, recomputed for the quantity shown while a change is pending; for a line the
 * order system has not seen yet, the public price saved when it was added. Null when neither knows a
 * price in the buyer's terms. A line's tax-included unit prices apply the line's own tax, as the order
 * system computed it (tax over untaxed amount): no rate is guessed.
 */
export function lineFigures(
  line: CartViewLine,
  { taxIncluded = false }: { taxIncluded?: boolean } = {},
): LineFigures | null {
  if (line.line) {
    const { unit_price, discount, amount } = line.line
    const withTax = taxIncluded && amount.untaxed > 0 ? 1 + amount.tax / amount.untaxed : 1
    const unitNet = cents(unit_price.untaxed_with_discount * withTax)
    return {
      unit: cents(unit_price.untaxed * withTax),
      unitNet,
      rate: discount.rate,
      total: line.hasPendingTransactions ? cents(unitNet * line.qty) : taxIncluded ? amount.total : amount.untaxed,
      onRequest: unit_price.untaxed === 0,
    }
  }
  const untaxed = line.product?.price
  const price = untaxed === 0 ? 0 : taxIncluded ? line.product?.priceTaxed : untaxed
  if (price === null || price === undefined) return null
  return { unit: price, unitNet: price, rate: 0, total: cents(price * line.qty), onRequest: price === 0 }
}

/** The order system's name of the line, else the one noted when adding it; null when neither is known. */
export function lineName(line: CartViewLine): string | null {
  return line.line?.name ?? line.product?.name ?? null
}

/** An amount of a line through the shop's one price formatter: `onRequestText` ("Prix sur demande") for zero. */
export function amountLabel(value: number, onRequestText: string): string {
  return priceLabel(
    displayPrice({ value, tax_included: false, original_value: value, discount: 0 }, { taxIncluded: false }),
    onRequestText,
  )
}

/** The order system's lines still shown (a pending removal hides a line before the server knows). */
function shownServerLines(view: CartView): CartLine[] {
  return view.lines.flatMap((line) => (line.line ? [line.line] : []))
}

/** docs/product/quotations.md#requests: any zero-priced line makes the checkout a request for quotation, pending lines included. */
export function isQuotationCart(view: CartView): boolean {
  return (
    isQuotationRequest(shownServerLines(view)) || view.lines.some((line) => !line.line && line.product?.price === 0)
  )
}

/** docs/product/checkout.md#confirmation: the checkout needs at least one confirmable line the order system knows. */
export function canCheckout(view: CartView): boolean {
  return canConfirm({ lines: shownServerLines(view) })
}
