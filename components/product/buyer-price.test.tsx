import { cleanup, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuyerCatalogue } from './use-buyer-catalogue'
import { messages } from '@/i18n/messages'
import { priceText, type PriceText } from '@/lib/price/format'
import { productPriceSchema } from '@/lib/search/product-price'
import { BuyerPrice } from './buyer-price'

const buyer = vi.hoisted(() => ({ current: { prices: undefined, taxIncluded: false, market: null } as BuyerCatalogue }))
vi.mock('./use-buyer-catalogue', () => ({ useBuyerCatalogue: () => buyer.current }))

const publicPrice = productPriceSchema.parse({
  value: 38.98,
  original_value: 43.31,
  value_untaxed: 38.98,
  value_taxed: 46.78,
  original_value_untaxed: 43.31,
  original_value_taxed: 51.97,
})
const spaces = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ')

/** As the server renders it: with the public price it formatted. */
function renderPrice(
  price = publicPrice,
  markets: string[] = [],
  publicText: PriceText | null = priceText(price, { taxIncluded: false }),
) {
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <BuyerPrice productId={10001} price={price} publicText={publicText} markets={markets} />
    </NextIntlClientProvider>,
  )
  return screen.getByTestId('price')
}

describe('BuyerPrice', () => {
  beforeEach(() => {
    buyer.current = { prices: undefined, taxIncluded: false, market: null }
  })

  it('shows the public untaxed price with the original one beside a discount', () => {
    const price = renderPrice()
    expect(spaces(price.textContent)).toBe('38,98 €HTPrix initial :43,31 €')
    expect(price).toHaveAttribute('data-price-source', 'public')
  })

  it('prints the public price as the server formatted it, without formatting it again in the browser', () => {
    const fromServer = { amount: '38,98 € (serveur)', taxed: false }
    expect(spaces(renderPrice(publicPrice, [], fromServer).textContent)).toBe('38,98 € (serveur)HT')
  })

  it("replaces it with the buyer's own price list", () => {
    buyer.current = {
      ...buyer.current,
      prices: { '10001': productPriceSchema.parse({ value: 32.48, original_value: 32.48 }) },
    }
    const price = renderPrice()
    expect(spaces(price.textContent)).toBe('32,48 €HT')
    expect(price).toHaveAttribute('data-price-source', 'customer')
  })

  it('shows tax-included amounts to buyers who see them', () => {
    buyer.current = { ...buyer.current, taxIncluded: true }
    expect(spaces(renderPrice().textContent)).toContain('46,78 €TTC')
  })

  it('reads "Prix sur demande" for a zero price', () => {
    expect(renderPrice(productPriceSchema.parse({ value: 0 })).textContent).toBe('Prix sur demande')
  })

  it("marks a product outside the buyer's market", () => {
    buyer.current = { ...buyer.current, market: 'MARCHE-2025-014' }
    expect(renderPrice(publicPrice, ['UGAP']).textContent).toBe('Hors de votre marché')
    cleanup()
    expect(spaces(renderPrice(publicPrice, ['MARCHE-2025-014']).textContent)).toContain('38,98 €')
  })
})
