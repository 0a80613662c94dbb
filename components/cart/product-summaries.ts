'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import type { ProductSummary } from '@/lib/cart/types'
import { getConfig } from '@/lib/config'
import { getSearch } from '@/lib/search'
import { sameOrigin } from '@/lib/security/callers'
import { productSummary } from './product-summary'
import { logger } from '@/lib/log/logger'

const log = logger('cart-summaries')

/**
 * Above any real cart (the quick order adds at most 500 lines at once); the bound keeps one call cheap
 * whatever a forged call sends.
 */
const MAX_PRODUCTS = 1000
const idsSchema = z.array(z.number().int().positive()).max(MAX_PRODUCTS)

/**
 * Pictures, links and references of the cart's products, read from the catalogue: the order system's
 * lines carry only a name, and what was noted when adding is gone once a line is synced. Public
 * catalogue data only, so nothing here depends on who asks. A refused call gets no summaries: the
 * cart shows its lines without them, as when the catalogue is out of reach.
 */
export async function cartProductSummaries(ids: number[]): Promise<Record<number, ProductSummary>> {
  const requestHeaders = await headers()
  const caller = sameOrigin({ method: 'POST', headers: requestHeaders }, getConfig().SITE_URL)
  if (!caller.ok) {
    const origin = (requestHeaders.get('origin') ?? '-').slice(0, 100)
    log.warn('Refused a product summaries call', { reason: caller.reason, origin })
    return {}
  }
  const parsed = idsSchema.safeParse(ids)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    log.warn('Refused product summaries input', { code: issue?.code, path: issue?.path.join('.') })
    return {}
  }
  const wanted = new Set(parsed.data)
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
