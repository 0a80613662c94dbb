import { compareSizes } from '@/lib/search/document-reads'
import { FACET_KEYS, FACETS, PRICE_RANGES } from '@/lib/search/constants'
import type { Bucket } from '@/lib/search/types'
import { isFacetValueActive, listingHref, toggleFacetValue, type ListingState } from './search-params'
import { SIZE_AXIS } from './variants'

export interface FacetValue {
  key: string
  count: number
  active: boolean
  /** The listing with this value toggled, back on page 1. */
  href: string
}

export interface Facet {
  key: string
  values: FacetValue[]
}

/** Category buckets are ids: the category pages and the breadcrumb already navigate the tree. */
const HIDDEN: ReadonlySet<string> = new Set([FACETS.category])

const priceRank = (key: string) => PRICE_RANGES.findIndex((range) => range.key === key)

function sortBuckets(facet: string, buckets: Bucket[]): Bucket[] {
  const sorted = [...buckets]
  if (facet === SIZE_AXIS) return sorted.sort((a, b) => compareSizes(a.key, b.key))
  if (facet === FACETS.price) return sorted.sort((a, b) => priceRank(a.key) - priceRank(b.key))
  return sorted.sort((a, b) => a.key.localeCompare(b.key, 'fr', { numeric: true }))
}

/**
 * The facets to show for a listing, in the search layer's display order: values with products, or
 * ticked ones (so they can be unticked), each linking to the listing with that value toggled.
 */
export function listingFacets(aggregations: Record<string, Bucket[]>, state: ListingState, basePath: string): Facet[] {
  return FACET_KEYS.filter((key) => !HIDDEN.has(key))
    .map((key) => {
      const values = sortBuckets(key, aggregations[key] ?? [])
        .map((bucket) => ({ bucket, active: isFacetValueActive(state, key, bucket.key) }))
        .filter(({ bucket, active }) => bucket.count > 0 || active)
        .map(({ bucket, active }) => ({
          key: bucket.key,
          count: bucket.count,
          active,
          href: listingHref(basePath, toggleFacetValue(state, key, bucket.key)),
        }))
      return { key, values }
    })
    .filter((facet) => facet.values.length > 0)
}

/** `25-50` → { from: 25, to: 50 }; `250-*` → { from: 250 }; `0-25` → { to: 25 }. */
export function priceBand(key: string): { from?: number; to?: number } {
  const range = PRICE_RANGES.find((candidate) => candidate.key === key)
  if (range) return { from: range.from, to: range.to }
  const [from, to] = key.split('-')
  return { from: from ? Number(from) || undefined : undefined, to: to && to !== '*' ? Number(to) : undefined }
}
