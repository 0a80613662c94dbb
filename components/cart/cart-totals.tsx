'use client'

import { useTranslations } from 'next-intl'
import type { Cart } from '@/lib/order-system/schemas/cart'
import { formatPrice } from '@/lib/price/format'
import styles from './cart-page.module.css'
import { CartSubtotal } from './cart-subtotal'

/**
 * The order system's totals (`amount`, `discount`, `delivery.fees`, docs/product/cart.md#totals), in euros the French
 * way. They only exist once the cart reached the order system, and lag behind pending changes.
 */
export function CartTotals({ cart, pending }: { cart: Cart | null; pending: boolean }) {
  const t = useTranslations('cart.totals')
  return (
    <section aria-labelledby="cart-totals" className={styles.panel} data-testid="cart-totals">
      <h2 id="cart-totals" className={styles.panelHeading}>
        {t('heading')}
      </h2>
      {cart ? (
        <dl className={styles.totals}>
          <CartSubtotal cart={cart} />
          {cart.discount.untaxed > 0 && (
            <div>
              <dt>{t('discount')}</dt>
              <dd>{t('discountAmount', { amount: formatPrice(cart.discount.untaxed) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('delivery')}</dt>
            <dd>{cart.delivery.selected_carrier ? formatPrice(cart.delivery.fees.untaxed) : t('deliveryLater')}</dd>
          </div>
          <div>
            <dt>{t('untaxed')}</dt>
            <dd>{formatPrice(cart.amount.untaxed)}</dd>
          </div>
          <div>
            <dt>{t('tax')}</dt>
            <dd>{formatPrice(cart.amount.tax)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t('total')}</dt>
            <dd>{formatPrice(cart.amount.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{t('notYet')}</p>
      )}
      {cart && pending && <p className="muted">{t('pending')}</p>}
    </section>
  )
}
