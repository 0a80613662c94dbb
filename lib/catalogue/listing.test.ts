import { describe, expect, it } from 'vitest'
import { isPastLastPage, listingPageCount, listingQuery, listingSeo } from './listing'
import { EMPTY_LISTING, parseListingParams } from './search-params'

describe('listing helpers', () => {
  it('counts pages within the result window', () => {
    expect(listingPageCount(0, 24)).toBe(0)
    expect(listingPageCount(25, 24)).toBe(2)
    expect(listingPageCount(1_000_000, 24)).toBeLessThanOrEqual(Math.ceil(10_000 / 24))
  })

  it('knows a page past the last one, page 1 existing even for an empty listing', () => {
    expect(isPastLastPage(1, 0)).toBe(false)
    expect(isPastLastPage(2, 0)).toBe(true)
    expect(isPastLastPage(2, 25)).toBe(false)
    expect(isPastLastPage(3, 48)).toBe(true)
    expect(isPastLastPage(999, 1_000_000)).toBe(true)
  })

  it('turns URL state into a scoped query', () => {
    const state = parseListingParams({ taille: 'L', tri: 'prix-croissant', page: '2' })
    expect(listingQuery(state, { categoryId: 7 })).toEqual({
      categoryId: 7,
      filters: { attributes: { taille: ['L'] } },
      sort: 'price-asc',
      page: 2,
      pageSize: 24,
      mode: 'listing',
    })
  })

  it('indexes plain pages under their own URL and keeps refined ones out', () => {
    expect(listingSeo('/gants', { ...EMPTY_LISTING, page: 2 })).toEqual({ alternates: { canonical: '/gants?page=2' } })
    expect(listingSeo('/gants', EMPTY_LISTING)).toEqual({ alternates: { canonical: '/gants' } })
    expect(listingSeo('/gants', parseListingParams({ taille: 'L', page: '2' }))).toEqual({
      alternates: { canonical: '/gants' },
      robots: { index: false, follow: true },
    })
  })
})
