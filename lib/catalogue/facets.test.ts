import { describe, expect, it } from 'vitest'
import { activeFacetValues, listingFacets, priceBand } from './facets'
import { EMPTY_LISTING, parseListingParams } from './search-params'

describe('listingFacets', () => {
  const aggregations = {
    category: [{ key: '12', count: 4 }],
    brand: [
      { key: 'Nordik Pro', count: 3 },
      { key: 'Atelier Roc', count: 0 },
      { key: 'Cèdre', count: 2 },
    ],
    taille: [
      { key: 'XL', count: 2 },
      { key: 'S', count: 5 },
      { key: '3XL', count: 1 },
    ],
    price: [
      { key: '250-*', count: 1 },
      { key: '0-25', count: 6 },
    ],
    availability: [{ key: 'in_stock', count: 7 }],
  }

  it('orders values the way a buyer reads them and drops empty ones', () => {
    const facets = listingFacets(aggregations, EMPTY_LISTING, '/gants')
    expect(facets.map((facet) => facet.key)).toEqual(['brand', 'taille', 'price', 'availability'])
    expect(facets[0]?.values.map((v) => v.key)).toEqual(['Cèdre', 'Nordik Pro'])
    expect(facets[1]?.values.map((v) => v.key)).toEqual(['S', 'XL', '3XL'])
    expect(facets[2]?.values.map((v) => v.key)).toEqual(['0-25', '250-*'])
  })

  it('links each value to the listing with it toggled, back on page 1', () => {
    const state = parseListingParams({ taille: 'S', page: '3' })
    const taille = listingFacets(aggregations, state, '/gants').find((facet) => facet.key === 'taille')
    expect(taille?.values[0]).toEqual({ key: 'S', count: 5, active: true, href: '/gants' })
    expect(taille?.values[1]?.href).toBe('/gants?taille=S&taille=XL')
  })

  it('keeps a ticked value with no product so it can be unticked', () => {
    const state = parseListingParams({ marque: 'Atelier Roc' })
    const brand = listingFacets(aggregations, state, '/search').find((facet) => facet.key === 'brand')
    expect(brand?.values.map((v) => v.key)).toEqual(['Atelier Roc', 'Cèdre', 'Nordik Pro'])
  })
})

describe('priceBand', () => {
  it('reads band keys', () => {
    expect(priceBand('0-25')).toEqual({ from: undefined, to: 25 })
    expect(priceBand('25-50')).toEqual({ from: 25, to: 50 })
    expect(priceBand('250-*')).toEqual({ from: 250, to: undefined })
  })
})

describe('activeFacetValues', () => {
  it('lists the ticked values of every facet in display order, each linking to the listing without it', () => {
    const aggregations = {
      brand: [
        { key: 'Nordik Pro', count: 3 },
        { key: 'Cèdre', count: 2 },
      ],
      taille: [
        { key: 'XL', count: 2 },
        { key: 'S', count: 5 },
      ],
    }
    const state = parseListingParams({ taille: ['XL', 'S'], marque: 'Cèdre' })
    const active = activeFacetValues(listingFacets(aggregations, state, '/gants'))
    expect(active.map(({ facet, key }) => `${facet}:${key}`)).toEqual(['brand:Cèdre', 'taille:S', 'taille:XL'])
    expect(active[0]?.href).toBe('/gants?taille=XL&taille=S')
  })

  it('is empty when nothing is ticked', () => {
    expect(activeFacetValues(listingFacets({ taille: [{ key: 'S', count: 5 }] }, EMPTY_LISTING, '/gants'))).toEqual([])
  })
})
