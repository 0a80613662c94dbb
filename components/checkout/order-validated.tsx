'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useCart } from '@/components/cart/cart-provider'
import { ANALYTICS_EVENTS } from '@/lib/analytics'
import styles from './checkout.module.css'
import { useTrackOnce } from './use-track-once'

export type ValidatedOutcome = 'validated' | 'pending' | 'none'

interface Props {
  outcome: ValidatedOutcome
  /** The order's name, when the order was confirmed without online payment (`?ref=`). */
  orderName: string | null
  /** The provider's transaction reference, when coming back from a payment (`?reference=`). */
  paymentReference: string | null
}

/**
 * What became of the order: placed (confirmed, or paid), or placed with its payment still to be
 * confirmed by the provider. After a payment the order's name is the cart the return saved.
 */
export function OrderValidated({ outcome, orderName, paymentReference }: Props) {
  const t = useTranslations('checkout.validated')
  const { ready, lastSale } = useCart()
  const name = orderName ?? (paymentReference !== null ? (lastSale?.name ?? null) : null)
  useTrackOnce(ANALYTICS_EVENTS.orderValidation, outcome === 'none' ? null : (name ?? paymentReference), ready)

  if (outcome === 'none') {
    return (
      <>
        <p>{t('none')}</p>
        <p className={styles.links}>
          <IntentLink href="/account/sales">{t('orders')}</IntentLink>
          <IntentLink href="/">{t('continue')}</IntentLink>
        </p>
      </>
    )
  }
  return (
    <>
      <div role="status" className={outcome === 'pending' ? styles.pending : styles.success}>
        <p>{outcome === 'pending' ? t('pending') : t('thanks')}</p>
        {name && <p>{t('reference', { name })}</p>}
        {paymentReference && <p className="muted">{t('paymentReference', { reference: paymentReference })}</p>}
      </div>
      <p className={styles.links}>
        <IntentLink href="/account/sales" className="button">
          {t('orders')}
        </IntentLink>
        <IntentLink href="/" className="button button--secondary">
          {t('continue')}
        </IntentLink>
      </p>
    </>
  )
}
