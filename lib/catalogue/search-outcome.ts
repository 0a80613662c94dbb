import { TOP_LEVEL_CATEGORIES_SIZE, TOP_LEVEL_CATEGORY_LEVEL } from '@/lib/search/constants'
import type { CategoryDocument } from '@/lib/search/documents'
import { foldText } from '@/lib/search/text'
import type { ProductHit, ProductQuery, SearchBackend, SearchResult } from '@/lib/search/types'

/**
 * What the search page shows for a query, so that a search never ends in a blank page
 * (docs/product/search.md#no-dead-ends):
 * - an exact sku or partner reference opens that variant's product page;
 * - nothing found but a likely spelling: the results of the corrected search, saying so;
 * - still nothing: the categories closest to the words typed, or else the top-level ones.
 */

type SearchOutcome =
  | { kind: 'variant'; hit: ProductHit; sku: string }
  | {
      kind: 'results'
      result: SearchResult<ProductHit>
      /** The spelling searched instead of the typed text, which found nothing. */
      corrected?: string
      /** Where to go on when nothing was found. */
      categories: CategoryDocument[]
      /** The categories are the top level, not ones close to the search. */
      categoriesAreTopLevel: boolean
    }

/** The variant of the first product whose sku or partner reference is exactly the typed text. */
function exactReference(hit: ProductHit | undefined, text: string): ProductHit['variants'][number] | undefined {
  const typed = foldText(text.trim())
  return hit?.variants.find((variant) =>
    [variant.sku, variant.ref_partner_1, variant.ref_partner_2].some(
      (reference) => reference && foldText(reference) === typed,
    ),
  )
}

/**
 * First page, nothing refined. A market buyer's market is not a refinement: it is their catalogue, sent
 * with every search they type (docs/product/catalogue.md#markets), and the hit already lies within it.
 */
const isPlainSearch = (query: ProductQuery) =>
  (query.page ?? 1) <= 1 &&
  Object.entries(query.filters ?? {}).every(
    ([key, value]) => key === 'market' || value === undefined || (Array.isArray(value) && value.length === 0),
  )

export async function searchOutcome(search: SearchBackend, query: ProductQuery): Promise<SearchOutcome> {
  const text = query.text?.trim() ?? ''
  const result = await search.searchProducts(query)
  const [first] = result.hits
  const variant = text !== '' && isPlainSearch(query) ? exactReference(first, text) : undefined
  if (first && variant?.sku) return { kind: 'variant', hit: first, sku: variant.sku }
  if (result.total > 0 || text === '') return { kind: 'results', result, categories: [], categoriesAreTopLevel: false }

  const [spelling] = result.suggestions ?? []
  if (spelling !== undefined && foldText(spelling) !== foldText(text)) {
    const corrected = await search.searchProducts({ ...query, text: spelling })
    if (corrected.total > 0) {
      return { kind: 'results', result: corrected, corrected: spelling, categories: [], categoriesAreTopLevel: false }
    }
  }
  const closest = await search.closestCategories(text)
  if (closest.length > 0) return { kind: 'results', result, categories: closest, categoriesAreTopLevel: false }
  const topLevel = await search.categories({ level: TOP_LEVEL_CATEGORY_LEVEL, size: TOP_LEVEL_CATEGORIES_SIZE })
  return { kind: 'results', result, categories: topLevel, categoriesAreTopLevel: true }
}
