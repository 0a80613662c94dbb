'use client'

import { useTranslations } from 'next-intl'
import { linesAmount } from '@/lib/cart/lines-amount'
import type { Cart } from '@/lib/order-system/schemas/cart'

/**
 * The first row of the totals: the products' subtotal before discounts and delivery (the cart's
 * `linesAmount`, docs/product/cart.md#totals), written as the totals write their amounts (`format`).
 */
export function CartSubtotal({ cart, format }: { cart: Cart; format(amount: number): string }) {
  const t = useTranslations('cart.totals')
  return (
    <div>
      <dt>{t('subtotal')}</dt>
      <dd>{format(linesAmount(cart))}</dd>
    </div>
  )
}
