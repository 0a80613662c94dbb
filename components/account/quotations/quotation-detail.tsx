'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useSearchParams } from 'next/navigation'
import { lazy, useState } from 'react'
import { DownloadButton } from '@/components/account/download-button'
import { FormSuspense } from '@/components/account/form-suspense'
import { ListState } from '@/components/account/list-state'
import { documentFileName } from '@/components/account/document-file-name'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import { readPaymentReturn, type PaymentReturn } from '@/lib/checkout/payment-return'
import { formatDate } from '@/lib/format/date'
import type { Sale } from '@/lib/order-system/schemas/sale'
import { PaymentReturnNotice } from './payment-return-notice'
import { QuotationConfirmed } from './quotation-confirmed'
import { QuotationLines } from './quotation-lines'
import { QuotationPayment } from './quotation-payment'
import { QuotationProgress } from './quotation-progress'
import styles from './quotations.module.css'

// Loaded once the quotation is read, after the page's first load (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
const QuotationForm = lazy(() => import('./quotation-form').then(({ QuotationForm }) => ({ default: QuotationForm })))

/**
 * `/account/quotations/:id`. Once confirmed or paid, the quotation is the order of the same id and no
 * longer answers as a quotation: the page then shows what happened and points to the order.
 */
export function QuotationDetail({ id }: { id: number }) {
  const t = useTranslations('quotations')
  const tp = useTranslations('pages')
  const payment = readPaymentReturn(useSearchParams())
  const [confirmed, setConfirmed] = useState<Sale | null>(null)

  if (confirmed) {
    return (
      <>
        <h1>{t('detail.heading', { name: confirmed.name })}</h1>
        <QuotationConfirmed sale={confirmed} />
      </>
    )
  }
  if (payment.outcome === 'validated' || payment.outcome === 'pending') {
    return (
      <>
        <h1>{tp('quotation.title', { id: String(id) })}</h1>
        <PaymentReturnNotice payment={payment} quotationId={id} />
      </>
    )
  }
  return <QuotationView id={id} payment={payment} onConfirmed={setConfirmed} />
}

function QuotationView({
  id,
  payment,
  onConfirmed,
}: {
  id: number
  payment: PaymentReturn
  onConfirmed: (sale: Sale) => void
}) {
  const t = useTranslations('quotations')
  const tp = useTranslations('pages')
  const orderSystem = useOrderSystem()
  const query = useAccountQuery(['quotation', id], () => orderSystem.quotation(id))
  const heading = query.data
    ? t('detail.heading', { name: query.data.name })
    : tp('quotation.title', { id: String(id) })

  return (
    <>
      <p>
        <IntentLink href="/account/quotations">{t('detail.back')}</IntentLink>
      </p>
      <h1>{heading}</h1>
      <PaymentReturnNotice payment={payment} quotationId={id} />
      <ListState query={query} isEmpty={() => false} empty={null}>
        {(quotation) => (
          <>
            <div className={styles.summary}>
              <QuotationProgress name={quotation.name} state={quotation.state} />
              <dl className={styles.facts}>
                <div>
                  <dt>{t('detail.date')}</dt>
                  <dd>{formatDate(quotation.date_order)}</dd>
                </div>
                <div>
                  <dt>{t('detail.reference')}</dt>
                  <dd>{quotation.client_order_ref ?? t('none')}</dd>
                </div>
                <div>
                  <dt>{t('detail.ejNumber')}</dt>
                  <dd>{quotation.ej_number ?? t('none')}</dd>
                </div>
              </dl>
              <DownloadButton
                download={() => orderSystem.quotationDownload(quotation.id)}
                fileName={documentFileName(t('detail.fileKind'), quotation.name)}
              >
                {t('detail.download')}
              </DownloadButton>
            </div>
            {quotation.state === 'estimating' && <p className={styles.notice}>{t('detail.estimating')}</p>}
            {quotation.note && (
              <section className={styles.section} aria-labelledby="quotation-note">
                <h2 id="quotation-note" className={styles.subheading}>
                  {t('detail.note')}
                </h2>
                <p className={styles.note}>{quotation.note}</p>
              </section>
            )}
            <section className={styles.section}>
              <QuotationLines quotation={quotation} />
            </section>
            <section className={styles.section}>
              <FormSuspense>
                <QuotationForm quotation={quotation} onConfirmed={onConfirmed} />
              </FormSuspense>
            </section>
            {quotation.state === 'estimated' && <QuotationPayment quotation={quotation} />}
          </>
        )}
      </ListState>
    </>
  )
}
