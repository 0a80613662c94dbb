import { rename, writeFile } from 'node:fs/promises'
import type { DemoContext } from '../context'
import { productDocumentsFile } from '../catalogue'
import type { ProductDocument } from '../../lib/search/documents'
import { readNdjsonLines } from '../../lib/search/ndjson'
import { notFound } from './respond'

/**
 * What the back office changed on a product: withdrawn from sale (obsolete), or out of stock. The
 * product's values before the first change are kept, so that undoing both gives it back as generated.
 */
export interface ProductOverride {
  product_id: number
  obsolete: boolean
  out_of_stock: boolean
  original: Pick<ProductDocument, 'product_state' | 'stock'>
}

const OVERRIDE_KIND = 'product_override'

export function listProductOverrides(ctx: DemoContext): Promise<ProductOverride[]> {
  return ctx.store.list<ProductOverride>(OVERRIDE_KIND)
}

/** The document as the override makes it, written into `doc` (the order system's cached copy). */
export function applyOverride(doc: ProductDocument, override: ProductOverride): void {
  const { product_state, stock } = structuredClone(override.original)
  doc.product_state = override.obsolete ? { ...product_state, code: 'obsolete' } : product_state
  doc.stock = override.out_of_stock ? { ...stock, global: { qty: 0, state: 'out_of_stock' } } : stock
}

/**
 * Rewrites the product documents the shop's search reads, with these documents in place of the
 * stored ones: Odoo reindexing a product after a change. Written aside then renamed, so the shop
 * never reads half a file.
 */
async function reindex(ctx: DemoContext, changed: ReadonlyMap<number, ProductDocument>): Promise<void> {
  if (changed.size === 0) return
  const file = await productDocumentsFile(ctx.config.dataDir)
  const lines: string[] = []
  for await (const { line } of readNdjsonLines(file)) {
    const id = (JSON.parse(line) as { id?: number }).id
    const replacement = id === undefined ? undefined : changed.get(id)
    lines.push(replacement ? JSON.stringify(replacement) : line)
  }
  const aside = `${file}.${process.pid}.tmp`
  await writeFile(aside, lines.join('\n') + '\n')
  await rename(aside, file)
}

/**
 * Withdraws a product from sale or puts it out of stock (or back). The order system sees it at once
 * (carts, orders, lists); the shop's catalogue within seconds, when its search re-reads the documents.
 */
export async function setProductState(
  ctx: DemoContext,
  products: ReadonlyMap<number, ProductDocument>,
  productId: number,
  change: Partial<Pick<ProductOverride, 'obsolete' | 'out_of_stock'>>,
): Promise<ProductOverride> {
  const doc = products.get(productId)
  if (!doc) throw notFound(`Article n° ${productId} introuvable.`)
  const override = (await ctx.store.get<ProductOverride>(OVERRIDE_KIND, String(productId))) ?? {
    product_id: productId,
    obsolete: false,
    out_of_stock: false,
    original: structuredClone({ product_state: doc.product_state, stock: doc.stock }),
  }
  Object.assign(override, change)
  applyOverride(doc, override)
  if (override.obsolete || override.out_of_stock) await ctx.store.put(OVERRIDE_KIND, String(productId), null, override)
  else await ctx.store.remove(OVERRIDE_KIND, String(productId))
  await reindex(ctx, new Map([[productId, doc]]))
  return override
}

/** Puts every changed product back as generated (`npm run demo:reset`, before the store is dropped). */
export async function restoreProductStates(
  ctx: DemoContext,
  products: ReadonlyMap<number, ProductDocument>,
): Promise<number> {
  const changed = new Map<number, ProductDocument>()
  for (const override of await listProductOverrides(ctx)) {
    const doc = products.get(override.product_id)
    if (doc) {
      applyOverride(doc, { ...override, obsolete: false, out_of_stock: false })
      changed.set(doc.id, doc)
    }
    await ctx.store.remove(OVERRIDE_KIND, String(override.product_id))
  }
  await reindex(ctx, changed)
  return changed.size
}
