import { summarizeProduct } from '@/lib/catalogue/product-summary'
import { SIZE_AXIS } from '@/lib/catalogue/variants'
import { stockOf } from '@/lib/catalogue/stock'
import { type ProductDocument } from '@/lib/search/documents'
import { isObsolete } from '@/lib/search/document-reads'
import type { ProductHit } from '@/lib/search/types'
import type { CatalogueProduct, ProductsQuery } from './products-request'

/** The variant's axis values, size last as buyers say it ("Bleu, M"). */
export function variantLabel(doc: Pick<ProductDocument, 'variant_attributes'>): string | null {
  const entries = Object.entries(doc.variant_attributes).sort(
    ([a], [b]) => Number(a === SIZE_AXIS) - Number(b === SIZE_AXIS),
  )
  return entries.length > 0 ? entries.map(([, value]) => String(value)).join(', ') : null
}

/**
 * The variants a query asks for among the search hits, in the order asked, field by field so nothing
 * else of the documents (other roles' prices, stock quantities) reaches the browser. What the catalogue
 * does not know is simply absent.
 */
export function catalogueProducts(hits: readonly ProductHit[], query: ProductsQuery): CatalogueProduct[] {
  const keyOf = (doc: ProductDocument) => (query.by === 'sku' ? doc.sku : doc.id)
  const wanted: ReadonlyArray<string | number> = query.by === 'sku' ? query.skus : query.ids
  const wantedSet = new Set(wanted)
  const found = new Map<string | number, CatalogueProduct>()
  for (const hit of hits) {
    for (const doc of [hit.product, ...hit.variants]) {
      const key = keyOf(doc)
      if (key === null || !wantedSet.has(key) || found.has(key)) continue
      const summary = summarizeProduct(doc, hit.product)
      found.set(key, {
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
  return wanted.flatMap((key) => found.get(key) ?? [])
}
