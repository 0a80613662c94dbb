import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withShell } from '@/tests/shell'
import { CartTotals } from './cart-totals'
import { cartLine, serverCart } from './testing'

const spaces = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ')

describe('the cart’s totals', () => {
  it('start with the products’ subtotal before discounts and delivery (linesAmount)', () => {
    const discounted = cartLine({
      id: 1,
      product_id: 10001,
      qty: 2,
      unit_price: { untaxed: 50, untaxed_with_discount: 45 },
      discount: { rate: 10, value: 10 },
      amount: { discount_total: 12, tax: 18, total: 108, untaxed: 90, total_without_discount: 120, price: 45 },
    })
    const plain = cartLine({ id: 2, product_id: 10002, qty: 1, price: 30 })
    const shipping = cartLine({ id: 3, product_id: 99, qty: 1, price: 12, is_delivery: true })
    const cart = serverCart([discounted, plain, shipping], {
      discount: { untaxed: 10, tax_included: 12 },
      delivery: {
        address: null,
        fees: { untaxed: 12, tax: 2.4, total: 14.4 },
        selected_carrier: {
          id: 1,
          code: 'colissimo',
          name: 'Colissimo',
          description: null,
          price_applied_to_cart: 12,
          with_dropoff_site: false,
        },
        pickup: null,
      },
    })
    render(withShell(<CartTotals cart={cart} pending={false} />))
    const totals = screen.getByTestId('cart-totals')
    const terms = [...totals.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(terms[0]).toBe('Sous-total des articles HT')
    const subtotal = totals.querySelector('dt')?.nextElementSibling
    // 2 × 50 € before the line's discount, plus 30 €; the delivery line is not a product.
    expect(spaces(subtotal?.textContent)).toBe('130,00 €')
  })
})
