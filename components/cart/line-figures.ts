import type { CartView, CartViewLine } from '@/lib/cart/types'
import { canConfirm, isQuotationRequest } from '@/lib/checkout/rules'
import type { CartLine } from '@/lib/order-system/schemas/cart'
import { displayPrice } from '@/lib/price/format'

export interface LineFigures {
  /** Untaxed unit price before and after the line's discount. */
  unit: number
  unitNet: number
  /** Discount in percent; 0 without one. */
  rate: number
  /** Untaxed line total for the quantity shown. */
  total: number
  /** An untaxed price of zero is "Prix sur demande" (docs/product/catalogue.md#prices). */
  onRequest: boolean
}

const cents = (value: number) => Math.round(value * 100) / 100

/**
 * What a line costs as the buyer sees it: the order system's figures, recomputed for the quantity
 * shown while a change is pending; for a line the order system has not seen yet, the public price
 * saved when it was added. Null when neither knows a price.
 */
export function lineFigures(line: CartViewLine): LineFigures | null {
  if (line.line) {
    const { unit_price, discount, amount } = line.line
    return {
      unit: unit_price.untaxed,
      unitNet: unit_price.untaxed_with_discount,
      rate: discount.rate,
      total: line.hasPendingTransactions ? cents(unit_price.untaxed_with_discount * line.qty) : amount.untaxed,
      onRequest: unit_price.untaxed === 0,
    }
  }
  const price = line.product?.price
  if (price === null || price === undefined) return null
  return { unit: price, unitNet: price, rate: 0, total: cents(price * line.qty), onRequest: price === 0 }
}

/** The order system's name of the line, else the one noted when adding it; null when neither is known. */
export function lineName(line: CartViewLine): string | null {
  return line.line?.name ?? line.product?.name ?? null
}

/** An untaxed amount through the shop's one price formatter: "Prix sur demande" for zero. */
export function untaxedLabel(value: number): string {
  return displayPrice({ value, tax_included: false, original_value: value, discount: 0 }, { taxIncluded: false }).label
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
