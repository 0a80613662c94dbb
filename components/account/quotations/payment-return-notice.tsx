'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import type { PaymentReturn } from '@/lib/checkout/payment-return'
import styles from './quotations.module.css'

/**
 * Back from the provider's page (`?status=&reference=`). A paid quotation has become the order of the
 * same id, so success and pending point there; a failure leaves the quotation to pay again.
 */
export function PaymentReturnNotice({ payment, quotationId }: { payment: PaymentReturn; quotationId: number }) {
  const t = useTranslations('quotations.paymentReturn')
  if (payment.outcome === 'none') return null
  const reference = payment.reference && <p>{t('reference', { reference: payment.reference })}</p>

  if (payment.outcome === 'failed') {
    return (
      <div role="alert" className={styles.failure}>
        <p>{t(payment.status === 'cancelled' ? 'cancelled' : 'failed')}</p>
        {reference}
      </div>
    )
  }
  return (
    <div role="status" className={styles.success}>
      <p>{t(payment.outcome)}</p>
      {reference}
      <p className={styles.links}>
        <IntentLink href={`/account/sales/${quotationId}`}>{t('order')}</IntentLink>
        <IntentLink href="/account/quotations">{t('list')}</IntentLink>
      </p>
    </div>
  )
}
