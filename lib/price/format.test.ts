import { describe, expect, it } from 'vitest'
import { productPriceSchema } from '@/lib/search/product-price'
import { displayPrice, formatPrice, priceLabel, showsTaxIncluded } from './format'

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

const price = (input: Record<string, unknown>) => productPriceSchema.parse(input)

describe('formatPrice', () => {
  it('formats euros the French way', () => {
    expect(nbsp(formatPrice(1234.5))).toBe('1 234,50 €')
    expect(nbsp(formatPrice(0.5))).toBe('0,50 €')
  })
})

describe('displayPrice', () => {
  const full = price({
    value: 36.09,
    original_value: 40.1,
    discount: 10,
    value_untaxed: 36.09,
    value_taxed: 43.31,
    original_value_untaxed: 40.1,
    original_value_taxed: 48.12,
  })

  it('shows the untaxed amount and the original one beside a discount', () => {
    const shown = displayPrice(full, { taxIncluded: false })
    expect(shown.amount).toBe(36.09)
    expect(shown.original).toBe(40.1)
    expect(shown.onRequest).toBe(false)
    expect(nbsp(priceLabel(shown, 'Prix sur demande'))).toBe('36,09 €')
  })

  it('shows tax-included amounts to buyers who see them', () => {
    const shown = displayPrice(full, { taxIncluded: true })
    expect(shown.amount).toBe(43.31)
    expect(shown.original).toBe(48.12)
    expect(showsTaxIncluded(full, true)).toBe(true)
  })

  it('reads "Prix sur demande" for a zero untaxed price, taxed or not', () => {
    const zero = price({ value: 0, value_untaxed: 0, value_taxed: 0 })
    expect(displayPrice(zero, { taxIncluded: false })).toEqual({ amount: 0, onRequest: true })
    expect(priceLabel(displayPrice(zero, { taxIncluded: false }), 'Prix sur demande')).toBe('Prix sur demande')
    expect(priceLabel(displayPrice(zero, { taxIncluded: true }), 'Prix sur demande')).toBe('Prix sur demande')
  })

  it('leaves out the original amount when there is no discount', () => {
    const plain = price({ value: 12.5, original_value: 12.5 })
    expect(displayPrice(plain, { taxIncluded: false })).toEqual({ amount: 12.5, onRequest: false })
    expect(priceLabel(displayPrice(plain, { taxIncluded: false }), 'Prix sur demande')).toMatch(/^12,50/)
  })

  it('falls back to the only amount an upstream price carries instead of guessing VAT', () => {
    const taxedOnly = price({ value: 24, tax_included: true, original_value: 24 })
    expect(displayPrice(taxedOnly, { taxIncluded: false }).amount).toBe(24)
    expect(showsTaxIncluded(taxedOnly, false)).toBe(true)
    const untaxedOnly = price({ value: 20, original_value: 20 })
    expect(displayPrice(untaxedOnly, { taxIncluded: true }).amount).toBe(20)
    expect(showsTaxIncluded(untaxedOnly, true)).toBe(false)
  })
})
