import { describe, expect, it } from 'vitest'
import {
  clearRefinements,
  EMPTY_LISTING,
  isFacetValueActive,
  isRefined,
  listingFilters,
  listingHref,
  LISTING_LIMITS,
  parseListingParams,
  serializeListingParams,
  toggleFacetValue,
} from './search-params'

describe('listing URL state', () => {
  it('reads every parameter', () => {
    const state = parseListingParams(
      new URLSearchParams(
        'q=gants+nitrile&marque=Atelier%20Roc&taille=L&taille=XL&couleur=Bleu&prix=25-50&prix-ttc=250-*&dispo=1&marche=UGAP&tri=prix-croissant&page=3',
      ),
    )
    expect(state).toEqual({
      text: 'gants nitrile',
      brand: ['Atelier Roc'],
      attributes: { taille: ['L', 'XL'], couleur: ['Bleu'] },
      price: '25-50',
      priceTaxed: '250-*',
      inStock: true,
      market: ['UGAP'],
      sort: 'price-asc',
      page: 3,
    })
    expect(listingFilters(state)).toEqual({
      brand: ['Atelier Roc'],
      attributes: { taille: ['L', 'XL'], couleur: ['Bleu'] },
      market: ['UGAP'],
      priceMin: 25,
      priceMax: 50,
      priceTaxedMin: 250,
      inStock: true,
    })
  })

  it('drops malformed values instead of failing', () => {
    const state = parseListingParams({
      prix: 'cher',
      'prix-ttc': '25',
      tri: 'hasard',
      page: '-2',
      dispo: 'oui',
      inconnu: 'x',
      taille: ['', ' '],
    })
    expect(state).toEqual(EMPTY_LISTING)
    expect(parseListingParams({ page: '2.5' }).page).toBe(1)
  })

  it('reads an open-ended price band', () => {
    expect(listingFilters(parseListingParams({ prix: '250-*' }))).toEqual({ priceMin: 250 })
  })

  it('writes parameters back in a fixed order, defaults left out', () => {
    const state = parseListingParams({ page: '2', tri: 'nom', taille: 'M', q: 'veste' })
    expect(serializeListingParams(state).toString()).toBe('q=veste&taille=M&tri=nom&page=2')
    expect(listingHref('/search', EMPTY_LISTING)).toBe('/search')
    expect(listingHref('/gants', { ...EMPTY_LISTING, page: 2 })).toBe('/gants?page=2')
  })

  it('round-trips', () => {
    const query = 'q=casque&marque=A&marque=B&couleur=Rouge&prix=0-25&dispo=1&marche=M1&tri=prix-decroissant&page=4'
    expect(serializeListingParams(parseListingParams(new URLSearchParams(query))).toString()).toBe(query)
  })
})

describe('facet toggles', () => {
  const start = { ...EMPTY_LISTING, text: 'veste', page: 3 }

  it('adds and removes a value, and goes back to page 1', () => {
    const withL = toggleFacetValue(start, 'taille', 'L')
    expect(withL.attributes).toEqual({ taille: ['L'] })
    expect(withL.page).toBe(1)
    expect(isFacetValueActive(withL, 'taille', 'L')).toBe(true)
    expect(toggleFacetValue(withL, 'taille', 'L').attributes).toEqual({})
  })

  it('keeps one price band and an availability switch', () => {
    const band = toggleFacetValue(toggleFacetValue(start, 'price', '0-25'), 'price', '25-50')
    expect(band.price).toBe('25-50')
    expect(toggleFacetValue(band, 'price', '25-50').price).toBeNull()
    const stocked = toggleFacetValue(start, 'availability', 'in_stock')
    expect(stocked.inStock).toBe(true)
    expect(isFacetValueActive(stocked, 'availability', 'in_stock')).toBe(true)
  })

  it('ignores a facet it does not know', () => {
    expect(toggleFacetValue(start, 'category', '12')).toBe(start)
  })

  it('tells refined listings from plain ones', () => {
    expect(isRefined({ ...start })).toBe(false)
    expect(isRefined(toggleFacetValue(start, 'brand', 'A'))).toBe(true)
    expect(isRefined({ ...start, sort: 'name' })).toBe(true)
    expect(clearRefinements({ ...start, sort: 'name', brand: ['A'] })).toEqual({ ...EMPTY_LISTING, text: 'veste' })
  })
})

describe('hostile or broken listing URLs', () => {
  const read = (query: string) => {
    const issues: string[] = []
    const state = parseListingParams(new URLSearchParams(query), (issue) => issues.push(issue))
    return { state, issues }
  }

  it('cuts an over-long search text and says so', () => {
    const { state, issues } = read(`q=${'gant'.repeat(500)}`)
    expect(state.text).toHaveLength(LISTING_LIMITS.textLength)
    expect(issues).toEqual([`q: 2000 characters, cut to ${LISTING_LIMITS.textLength}`])
  })

  it('keeps a script tag as plain text to search for (React escapes it), without complaint', () => {
    const { state, issues } = read(`q=${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(state.text).toBe('<script>alert(1)</script>')
    expect(issues).toEqual([])
  })

  it('removes control characters such as CR/LF', () => {
    const { state, issues } = read('q=gants%0D%0ASet-Cookie:%20x=1')
    expect(state.text).toBe('gants Set-Cookie: x=1')
    expect(issues).toEqual(['q: control characters removed'])
  })

  it('keeps at most 20 values of a repeated parameter', () => {
    const { state, issues } = read(Array.from({ length: 50 }, (_, i) => `taille=T${i}`).join('&'))
    expect(state.attributes.taille).toHaveLength(LISTING_LIMITS.valuesPerParam)
    expect(issues).toEqual(['taille: 50 values, only the first 20 kept'])
  })

  it('reports and ignores a malformed price band, sort or page', () => {
    const { state, issues } = read('prix=javascript:alert(1)&tri=DROP%20TABLE&page=-3')
    expect(state).toMatchObject({ price: null, sort: null, page: 1 })
    expect(issues).toHaveLength(3)
  })

  it('reports nothing for a well-formed URL', () => {
    expect(read('q=gants&taille=L&prix=25-50&tri=prix-croissant&page=2').issues).toEqual([])
  })
})
