import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PriceFacetFor } from './price-facet-for'

const buyer = vi.hoisted(() => ({ taxIncluded: false }))
vi.mock('@/components/product/use-buyer-catalogue', () => ({
  useBuyerCatalogue: () => ({ prices: undefined, market: null, taxIncluded: buyer.taxIncluded }),
}))

function Facets({ withTaxedBands = true }: { withTaxedBands?: boolean }) {
  return (
    <>
      <PriceFacetFor taxIncluded={false} always={!withTaxedBands}>
        <h3>Prix (HT)</h3>
      </PriceFacetFor>
      {withTaxedBands && (
        <PriceFacetFor taxIncluded>
          <h3>Prix (TTC)</h3>
        </PriceFacetFor>
      )}
    </>
  )
}

const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent)

describe('PriceFacetFor', () => {
  beforeEach(() => {
    buyer.taxIncluded = false
  })

  it('gives guests and buyers without tax the untaxed price bands', () => {
    render(<Facets />)
    expect(headings()).toEqual(['Prix (HT)'])
  })

  it('gives a buyer who sees prices with tax the tax-included bands only', () => {
    buyer.taxIncluded = true
    render(<Facets />)
    expect(headings()).toEqual(['Prix (TTC)'])
  })

  it('falls back to the untaxed bands when the index gives no tax-included prices', () => {
    buyer.taxIncluded = true
    render(<Facets withTaxedBands={false} />)
    expect(headings()).toEqual(['Prix (HT)'])
  })
})
