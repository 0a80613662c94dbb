'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useCart } from '@/components/cart/cart-provider'
import { ANALYTICS_EVENTS } from '@/lib/analytics'
import styles from './checkout.module.css'
import { useTrackOnce } from './use-track-once'

export type RequestKind = 'quotation' | 'request'

/**
 * After the cart left as a quotation request (the seller prices it) or as a request to the unit's
 * manager (who orders it). Only the former is a quotation request for the audience measurement.
 */
export function RequestSent({ kind, reference }: { kind: RequestKind; reference: string | null }) {
  const t = useTranslations('checkout.requested')
  const { ready } = useCart()
  useTrackOnce(ANALYTICS_EVENTS.quotationRequest, kind === 'quotation' ? reference : null, ready)
  return (
    <>
      <div role="status" className={styles.success}>
        <p>{t(kind === 'quotation' ? 'quotationText' : 'requestText')}</p>
        {reference && <p>{t('reference', { name: reference })}</p>}
      </div>
      <p className={styles.links}>
        {kind === 'quotation' ? (
          <IntentLink href="/account/quotations" className="button">
            {t('quotations')}
          </IntentLink>
        ) : (
          <IntentLink href="/account" className="button">
            {t('account')}
          </IntentLink>
        )}
        <IntentLink href="/" className="button button--secondary">
          {t('continue')}
        </IntentLink>
      </p>
    </>
  )
}
