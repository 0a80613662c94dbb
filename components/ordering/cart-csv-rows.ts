import { lineFigures, lineName } from '@/components/cart/line-figures'
import type { CartViewLine, ProductSummary } from '@/lib/cart/types'
import type { CartCsvRow } from '@/lib/ordering/cart-csv'

/**
 * The cart's lines as export rows: the figures the cart page shows (the order system's, or the price
 * noted when adding for a line it has not seen yet), references from the catalogue summaries.
 */
export function cartCsvRows(lines: readonly CartViewLine[], summaries: Record<number, ProductSummary>): CartCsvRow[] {
  return lines.map((line) => {
    const product = line.product ?? summaries[line.productId] ?? null
    const figures = lineFigures(line)
    const name = lineName(line) ?? product?.name ?? ''
    return {
      sku: product?.sku ?? summaries[line.productId]?.sku ?? null,
      name,
      variant: variantOf(name),
      qty: line.qty,
      unitPrice: figures ? (figures.onRequest ? 0 : figures.unitNet) : null,
      total: figures ? (figures.onRequest ? 0 : figures.total) : null,
    }
  })
}

/** Catalogue names end with the variant in brackets: "Veste (Bleu, M)". */
function variantOf(name: string): string | null {
  return /\(([^()]+)\)\s*$/.exec(name)?.[1] ?? null
}
