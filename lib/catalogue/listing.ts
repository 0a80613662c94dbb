import type { Metadata } from 'next'
import { pageOf } from '@/lib/search/constants'
import type { ProductQuery } from '@/lib/search/types'
import { isRefined, listingFilters, listingHref, type ListingState } from './search-params'

/** Products per listing page: four rows of a wide grid. */
export const LISTING_PAGE_SIZE = 24

/** Pages a listing has, within the search server's result window. */
export function listingPageCount(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  const lastReachable = pageOf({ page: Number.MAX_SAFE_INTEGER, pageSize }).page
  return Math.min(Math.ceil(total / pageSize), lastReachable)
}

/**
 * Whether a listing page lies past the last one: it names no product and answers 404
 * (docs/product/catalogue.md#listings). Page 1 always exists, empty or not.
 */
export function isPastLastPage(page: number, total: number): boolean {
  return page > Math.max(1, listingPageCount(total))
}

/** The search query of a listing's URL state, scoped by the page (category, universe, discounts). */
export function listingQuery(
  state: ListingState,
  scope: Omit<ProductQuery, 'mode' | 'filters' | 'sort' | 'page' | 'pageSize' | 'text'>,
  mode: ProductQuery['mode'] = 'listing',
): ProductQuery {
  return {
    ...scope,
    ...(state.text !== '' ? { text: state.text } : {}),
    filters: listingFilters(state),
    ...(state.sort ? { sort: state.sort } : {}),
    page: state.page,
    pageSize: LISTING_PAGE_SIZE,
    mode,
  }
}

/**
 * Canonical and robots of a listing page: plain pages, page 2 and beyond included, canonicalise to
 * themselves (so every product stays reachable); filtered or sorted variants are `noindex,follow`
 * and point to the plain listing.
 */
export function listingSeo(path: string, state: ListingState): Pick<Metadata, 'alternates' | 'robots'> {
  if (isRefined(state)) {
    return { alternates: { canonical: path }, robots: { index: false, follow: true } }
  }
  return { alternates: { canonical: listingHref(path, { ...state, text: '' }) } }
}
