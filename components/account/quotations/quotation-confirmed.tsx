'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useEffect, useRef } from 'react'
import type { Sale } from '@/lib/order-system/schemas/sale'
import styles from './quotations.module.css'

/** What the order system recorded when the quotation became an order; focus moves here, as the form is gone. */
export function QuotationConfirmed({ sale }: { sale: Sale }) {
  const t = useTranslations('quotations.confirmed')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  return (
    <section className={styles.success} aria-labelledby="quotation-confirmed">
      <h2 id="quotation-confirmed" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h2>
      <p>{t('text', { name: sale.name })}</p>
      <ul>
        {sale.client_order_ref && <li>{t('reference', { value: sale.client_order_ref })}</li>}
        {sale.ej_number && <li>{t('ejNumber', { value: sale.ej_number })}</li>}
        {sale.receipt_file && <li>{t('receipt', { name: sale.receipt_file.name })}</li>}
      </ul>
      <p>
        <IntentLink href={`/account/sales/${sale.id}`}>{t('order', { name: sale.name })}</IntentLink>
      </p>
    </section>
  )
}
