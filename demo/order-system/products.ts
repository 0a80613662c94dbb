import type { DemoContext } from '../context'
import { loadProductDocuments } from '../catalogue'
import type { ProductDocument } from '../../lib/search/documents'

export type ProductIndex = ReadonlyMap<number, ProductDocument>

const indexes = new Map<string, Promise<ProductIndex>>()

/** The catalogue by product id, read once per data folder (the documents never change while running). */
export function productIndex(ctx: DemoContext): Promise<ProductIndex> {
  const dir = ctx.config.dataDir
  let index = indexes.get(dir)
  if (!index) {
    index = (async () => new Map((await loadProductDocuments(dir)).map((doc) => [doc.id, doc] as const)))()
    // A failed read (catalogue not generated yet) must not stick.
    index.catch(() => indexes.delete(dir))
    indexes.set(dir, index)
  }
  return index
}
