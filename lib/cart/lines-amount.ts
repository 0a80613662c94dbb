import type { Cart } from '@/lib/order-system/schemas/cart'

const cents = (value: number) => Math.round(value * 100) / 100

/**
 * The cart's `linesAmount`: what its products cost before any discount and before delivery, untaxed.
 * The order system answers each line's amount after its discount, and the discount beside it; the
 * shipping line is not a product.
 */
export function linesAmount(cart: Pick<Cart, 'lines'>): number {
  return cents(
    cart.lines
      .filter((line) => !line.is_delivery)
      .reduce((sum, line) => sum + line.amount.untaxed + line.discount.value, 0),
  )
}
