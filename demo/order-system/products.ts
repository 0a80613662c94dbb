import type { DemoContext } from '../context'
import { loadProductDocuments } from '../catalogue'
import type { ProductDocument } from '../../lib/search/documents'
import { applyOverride, listProductOverrides } from './product-states'

export type ProductIndex = ReadonlyMap<number, ProductDocument>

const indexes = new Map<string, Promise<ProductIndex>>()

/** The catalogue by product id, read once per data folder; the back office's changes are made to it in place. */
export function productIndex(ctx: DemoContext): Promise<ProductIndex> {
  const dir = ctx.config.dataDir
  let index = indexes.get(dir)
  if (!index) {
    index = (async () => {
      const byId = new Map((await loadProductDocuments(dir)).map((doc) => [doc.id, doc] as const))
      // What the back office changed, in case the documents were generated again since.
      for (const override of await listProductOverrides(ctx)) {
        const doc = byId.get(override.product_id)
        if (doc) applyOverride(doc, override)
      }
      return byId
    })()
    // A failed read (catalogue not generated yet) must not stick.
    index.catch(() => indexes.delete(dir))
    indexes.set(dir, index)
  }
  return index
}
