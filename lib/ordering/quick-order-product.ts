import { summarizeProduct } from '@/lib/catalogue/product-summary'
import { SIZE_AXIS } from '@/lib/catalogue/variants'
import { stockOf } from '@/lib/catalogue/stock'
import { type ProductDocument } from '@/lib/search/documents'
import { isObsolete } from '@/lib/search/document-reads'
import type { ProductHit } from '@/lib/search/types'
import type { QuickOrderProduct } from './products-request'

/** The variant's axis values, size last as buyers say it ("Bleu, M"). */
export function variantLabel(doc: Pick<ProductDocument, 'variant_attributes'>): string | null {
  const entries = Object.entries(doc.variant_attributes).sort(
    ([a], [b]) => Number(a === SIZE_AXIS) - Number(b === SIZE_AXIS),
  )
  return entries.length > 0 ? entries.map(([, value]) => String(value)).join(', ') : null
}

/**
 * The wanted variants among the search hits, field by field so nothing else of the documents (other
 * roles' prices, stock quantities) reaches the browser.
 */
export function quickOrderProducts(hits: readonly ProductHit[], skus: readonly string[]): QuickOrderProduct[] {
  const wanted = new Set(skus)
  const found = new Map<string, QuickOrderProduct>()
  for (const hit of hits) {
    for (const doc of [hit.product, ...hit.variants]) {
      if (!doc.sku || !wanted.has(doc.sku) || found.has(doc.sku)) continue
      const summary = summarizeProduct(doc, hit.product)
      found.set(doc.sku, {
        sku: doc.sku,
        id: doc.id,
        name: doc.model.name,
        variant: variantLabel(doc),
        price: summary.price ?? null,
        stock: stockOf(doc)?.state ?? null,
        sellable: !isObsolete(doc),
        summary,
      })
    }
  }
  return skus.flatMap((sku) => found.get(sku) ?? [])
}
