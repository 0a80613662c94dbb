import { type ProductDocument } from '../../lib/search/documents'
import { priceForRole } from '../../lib/search/document-reads'
import type { LineAmount, LineDiscount, SaleAmount, UnitPrice } from './shapes'

/** French standard VAT, applied to every product and to shipping. */
export const TAX_RATE = 0.2

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100

const untaxedOf = (value: number, taxIncluded: boolean) => (taxIncluded ? value / (1 + TAX_RATE) : value)

/**
 * A product's untaxed unit price in the role's price list: `list` before and `net` after the catalogue
 * reduction. Zero when the role has no price (the default role, or a product priced on request).
 */
export function unitPrices(product: ProductDocument | undefined, role: string): { list: number; net: number } {
  const price = product && priceForRole(product, role)
  if (!price) return { list: 0, net: 0 }
  const net = price.value_untaxed ?? untaxedOf(price.value, price.tax_included)
  const original = price.original_value_untaxed ?? untaxedOf(price.original_value, price.tax_included)
  return { list: round2(Math.max(original, net)), net: round2(net) }
}

interface PricedLine {
  amount: LineAmount
  unit_price: UnitPrice
  discount: LineDiscount
}

/** Line totals the way Odoo rounds them: per line, after the discount, VAT on the untaxed subtotal. */
export function priceLine(qty: number, unit: { list: number; net: number }, couponRate = 0): PricedLine {
  const withDiscount = round2(unit.net * (1 - couponRate / 100))
  const untaxed = round2(withDiscount * qty)
  const listUntaxed = round2(unit.list * qty)
  const tax = round2(untaxed * TAX_RATE)
  const total = round2(untaxed + tax)
  const totalWithoutDiscount = round2(listUntaxed * (1 + TAX_RATE))
  const discountValue = round2(listUntaxed - untaxed)
  return {
    amount: {
      price: withDiscount,
      untaxed,
      tax,
      total,
      total_without_discount: totalWithoutDiscount,
      discount_total: round2(totalWithoutDiscount - total),
    },
    unit_price: { untaxed: unit.list, untaxed_with_discount: withDiscount },
    discount: { rate: listUntaxed > 0 ? round2((discountValue / listUntaxed) * 100) : 0, value: discountValue },
  }
}

export function sumAmounts(amounts: readonly SaleAmount[]): SaleAmount {
  const sum = (key: keyof SaleAmount) => round2(amounts.reduce((acc, a) => acc + a[key], 0))
  return {
    untaxed: sum('untaxed'),
    tax: sum('tax'),
    total: sum('total'),
    total_without_discount: sum('total_without_discount'),
    discount_total: sum('discount_total'),
  }
}

/** Shipping as an untaxed price and its VAT. */
export function deliveryAmount(untaxed: number) {
  const tax = round2(untaxed * TAX_RATE)
  return { untaxed: round2(untaxed), tax, total: round2(untaxed + tax) }
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** "1 234,56 €" with plain spaces, so the text also fits PDFs and logs. */
export function formatEuros(amount: number): string {
  return euros.format(amount).replace(/[\u202f\u00a0]/g, ' ')
}
