import { numberFormatter } from '@/lib/format/number'
import type { ProductPrice } from '@/lib/search/product-price'

/** docs/product/catalogue.md#prices: prices in euros with French number formatting (`12,50 €`). */
export const formatPrice = numberFormatter({ style: 'currency', currency: 'EUR' })

export interface DisplayedPrice {
  /** The amount the buyer pays, taxed or not as asked; 0 when the price is on request. */
  amount: number
  /** The amount before a discount, only when there is one. */
  original?: number
  /** docs/product/catalogue.md#prices: a zero untaxed price is a request for quotation, never "0,00 €". */
  onRequest: boolean
}

/**
 * What to print for a price: the formatted amount, or the caller's "Prix sur demande" (messages
 * `price.onRequest`, handed in so that this module does not pull every message into the pages that
 * format prices in the browser).
 */
export function priceLabel(shown: Pick<DisplayedPrice, 'amount' | 'onRequest'>, onRequestText: string): string {
  return shown.onRequest ? onRequestText : formatPrice(shown.amount)
}

/** Documents from upstream may carry only `value` (taxed or not, per `tax_included`). */
function amounts(price: ProductPrice): {
  untaxed: number
  taxed: number
  originalUntaxed: number
  originalTaxed: number
} {
  const untaxed = price.value_untaxed ?? (price.tax_included ? Number.NaN : price.value)
  const taxed = price.value_taxed ?? (price.tax_included ? price.value : Number.NaN)
  const originalUntaxed = price.original_value_untaxed ?? (price.tax_included ? Number.NaN : price.original_value)
  const originalTaxed = price.original_value_taxed ?? (price.tax_included ? price.original_value : Number.NaN)
  return { untaxed, taxed, originalUntaxed, originalTaxed }
}

/**
 * The price a buyer sees: tax-included for buyers with `has_tax_included_price` (docs/product/catalogue.md#prices), the
 * original amount beside a discounted one, and "Prix sur demande" when the untaxed price is zero.
 * When only one of the two amounts is known, that one is shown rather than a guessed VAT.
 */
export function displayPrice(price: ProductPrice, { taxIncluded }: { taxIncluded: boolean }): DisplayedPrice {
  const { untaxed, taxed, originalUntaxed, originalTaxed } = amounts(price)
  const onRequest = (Number.isNaN(untaxed) ? price.value : untaxed) === 0
  if (onRequest) return { amount: 0, onRequest: true }
  const pick = (preferred: number, fallback: number) => (Number.isNaN(preferred) ? fallback : preferred)
  const amount = taxIncluded ? pick(taxed, untaxed) : pick(untaxed, taxed)
  const original = taxIncluded ? pick(originalTaxed, originalUntaxed) : pick(originalUntaxed, originalTaxed)
  const discounted = Number.isFinite(original) && original > amount
  return {
    amount,
    ...(discounted ? { original } : {}),
    onRequest: false,
  }
}

/** Whether the amount shown is the tax-included one (it falls back to untaxed when only that is known). */
export function showsTaxIncluded(price: ProductPrice, taxIncluded: boolean): boolean {
  const { untaxed, taxed } = amounts(price)
  return taxIncluded ? !Number.isNaN(taxed) : Number.isNaN(untaxed)
}

/** A price as printed: the amount, the amount before a discount, and whether the amount is tax-included. */
export interface PriceText {
  amount: string
  original?: string
  taxed: boolean
}

/** What to print for a price, formatted; null when there is none or it is on request ("Prix sur demande"). */
export function priceText(price: ProductPrice | null, { taxIncluded }: { taxIncluded: boolean }): PriceText | null {
  if (!price) return null
  const displayed = displayPrice(price, { taxIncluded })
  if (displayed.onRequest) return null
  return {
    amount: formatPrice(displayed.amount),
    ...(displayed.original === undefined ? {} : { original: formatPrice(displayed.original) }),
    taxed: showsTaxIncluded(price, taxIncluded),
  }
}
