'use server'

import { z } from 'zod'
import type { ProductSummary } from '@/lib/cart/types'
import { getSearch } from '@/lib/search'
import { productSummary } from './product-summary'

/** A cart holds far fewer products than this; the bound keeps one call cheap. */
const MAX_PRODUCTS = 200
const idsSchema = z.array(z.number().int().positive()).max(MAX_PRODUCTS)

/**
 * Pictures, links and references of the cart's products, read from the catalogue: the order system's
 * lines carry only a name, and what was noted when adding is gone once a line is synced. Public
 * catalogue data only, so nothing here depends on who asks.
 */
export async function cartProductSummaries(ids: number[]): Promise<Record<number, ProductSummary>> {
  const wanted = new Set(idsSchema.parse(ids))
  if (wanted.size === 0) return {}
  const hits = await getSearch().productsByIds([...wanted])
  const summaries: Record<number, ProductSummary> = {}
  for (const hit of hits) {
    for (const doc of [hit.product, ...hit.variants]) {
      if (wanted.has(doc.id)) summaries[doc.id] = productSummary(doc, hit.product)
    }
  }
  return summaries
}
