'use client'

import { useTranslations } from 'next-intl'
import type { Cart } from '@/lib/order-system/schemas/cart'
import { formatPrice } from '@/lib/price/format'
import styles from './cart-page.module.css'
import { CartSubtotal } from './cart-subtotal'

interface Props {
  cart: Cart | null
  pending: boolean
  /** A line is "Prix sur demande": the totals only hold what is priced (docs/product/cart.md#totals). */
  quotation: boolean
  /** The buyer sees prices with tax: the discount and the shipping read tax-included. */
  taxIncluded: boolean
}

/**
 * The order system's totals (docs/product/cart.md#totals), in euros the French way. They only exist once
 * the cart reached the order system, and lag behind pending changes. In a request for quotation what is
 * not priced yet is said, never added as 0,00 €.
 */
export function CartTotals({ cart, pending, quotation, taxIncluded }: Props) {
  const t = useTranslations('cart.totals')
  const tax = taxIncluded ? 'ttc' : 'ht'
  const total = (amount: number) =>
    !quotation ? formatPrice(amount) : amount > 0 ? t('partlyPriced', { amount: formatPrice(amount) }) : t('toBePriced')
  return (
    <section aria-labelledby="cart-totals" className={styles.panel} data-testid="cart-totals">
      <h2 id="cart-totals" className={styles.panelHeading}>
        {t('heading')}
      </h2>
      {cart ? (
        <dl className={styles.totals}>
          <CartSubtotal cart={cart} format={total} />
          {cart.discount.untaxed > 0 && (
            <div>
              <dt>{t('discount', { tax })}</dt>
              <dd>
                {t('discountAmount', {
                  amount: formatPrice(taxIncluded ? cart.discount.tax_included : cart.discount.untaxed),
                })}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('delivery', { tax })}</dt>
            <dd>
              {cart.delivery.selected_carrier
                ? formatPrice(taxIncluded ? cart.delivery.fees.total : cart.delivery.fees.untaxed)
                : t('deliveryLater')}
            </dd>
          </div>
          <div>
            <dt>{t('untaxed')}</dt>
            <dd>{total(cart.amount.untaxed)}</dd>
          </div>
          <div>
            <dt>{t('tax')}</dt>
            <dd>{total(cart.amount.tax)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t('total')}</dt>
            <dd>{total(cart.amount.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{t('notYet')}</p>
      )}
      {cart && pending && <p className="muted">{t('pending')}</p>}
    </section>
  )
}
