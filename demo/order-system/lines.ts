import { type ProductDocument } from '../../lib/search/documents'
import { isObsolete } from '../../lib/search/document-reads'
import { DELIVERY_PRODUCT_ID_BASE } from './carriers'
import { priceLine, unitPrices } from './pricing'
import type { BaseLine, LineOptions } from './shapes'

/** A cart or order line's common part, priced in the role's price list with the cart's coupon. */
export function productLine(
  line: { id: number; product_id: number; qty: number; options: LineOptions; contact_id: number | null },
  product: ProductDocument | undefined,
  role: string,
  couponRate: number,
): BaseLine {
  return {
    id: line.id,
    product_id: line.product_id,
    name: product?.name ?? `Article n° ${line.product_id} (retiré du catalogue)`,
    qty: line.qty,
    ...priceLine(line.qty, unitPrices(product, role), couponRate),
    options: line.options,
    is_delivery: false,
    contact_id: line.contact_id,
  }
}

/** The shipping line Odoo adds for the chosen carrier; it carries the untaxed shipping price. */
export function deliveryLine(id: number, carrier: { id: number; name: string }, untaxedFee: number): BaseLine {
  return {
    id,
    product_id: DELIVERY_PRODUCT_ID_BASE + carrier.id,
    name: `Livraison : ${carrier.name}`,
    qty: 1,
    ...priceLine(1, { list: untaxedFee, net: untaxedFee }),
    options: null,
    is_delivery: true,
    contact_id: null,
  }
}

/** Missing products (dropped from the catalogue) cannot be ordered either. */
export function isConfirmable(product: ProductDocument | undefined): boolean {
  return product !== undefined && !isObsolete(product)
}

/** What the stock cannot serve of `qty`; products without stock figures are not limited. */
export function unavailableQty(product: ProductDocument | undefined, qty: number): number {
  const stock = product?.stock?.global?.qty
  if (stock === null || stock === undefined) return 0
  return Math.max(0, qty - Math.max(0, stock))
}

/** The shop and the demo must match lines on options the same way: one definition for both. */
export { optionsKey } from '../../lib/cart/view'
