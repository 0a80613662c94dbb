'use client'

import { useTranslations } from 'next-intl'
import { linesAmount } from '@/lib/cart/lines-amount'
import type { Cart } from '@/lib/order-system/schemas/cart'
import { untaxedLabel } from './line-figures'

/** The first row of the totals: the products' subtotal before discounts and delivery (the cart's `linesAmount`, docs/product/cart.md#totals). */
export function CartSubtotal({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.totals')
  return (
    <div>
      <dt>{t('subtotal')}</dt>
      <dd>{untaxedLabel(linesAmount(cart))}</dd>
    </div>
  )
}
