'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { invoiceStateSchema, paymentStateSchema } from '@/lib/order-system/schemas/invoice'
import { MemberFilterField, SearchField } from '@/components/account/order-filter-fields'
import { UrlFiltersForm } from './url-filters-form'
import type { InvoiceFilters } from './invoice-filter-schema'
import styles from '@/components/account/account-tables.module.css'

/** Number, reference, state, payment state, the invoice date range and, for a manager, the member: all filtered by the order system. */
export function InvoiceFiltersForm({ filters }: { filters: InvoiceFilters }) {
  const t = useTranslations('invoices')
  const id = useId()
  return (
    <UrlFiltersForm
      labels={{
        form: t('filters.label'),
        dateFrom: t('filters.dateFrom'),
        dateTo: t('filters.dateTo'),
        apply: t('filters.apply'),
        reset: t('filters.reset'),
        dateOrder: t('filters.dateOrder'),
      }}
      dates={{ from: filters.date_from, to: filters.date_to }}
      active={Object.keys(filters).length > 0}
    >
      <SearchField name="name" label={t('filters.number')} value={filters.name} />
      <SearchField name="ref" label={t('filters.reference')} value={filters.ref} />
      <p className={styles.field}>
        <label htmlFor={`${id}-state`}>{t('filters.state')}</label>
        <select id={`${id}-state`} name="state" defaultValue={filters.state ?? ''}>
          <option value="">{t('filters.any')}</option>
          {invoiceStateSchema.options.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.field}>
        <label htmlFor={`${id}-payment`}>{t('filters.paymentState')}</label>
        <select id={`${id}-payment`} name="payment_state" defaultValue={filters.payment_state ?? ''}>
          <option value="">{t('filters.any')}</option>
          {paymentStateSchema.options.map((state) => (
            <option key={state} value={state}>
              {t(`paymentStates.${state}`)}
            </option>
          ))}
        </select>
      </p>
      <MemberFilterField value={filters.request_partner_id} />
    </UrlFiltersForm>
  )
}
