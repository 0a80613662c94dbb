'use client'

import { IntentLink } from '@/components/navigation/intent-link'
import { usePathname, useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { filtersHref, isDateRange } from './url-filters'
import styles from '@/components/account/account-tables.module.css'

export interface UrlFiltersLabels {
  form: string
  dateFrom: string
  dateTo: string
  apply: string
  reset: string
  dateOrder: string
}

/**
 * The filters of an account list, written to the URL (reload, share, back button) and sent to the
 * server from there. `children` are the list's own fields, named after the query keys; the date range
 * (`date_from`, `date_to`) is common to every list and checked before leaving.
 */
export function UrlFiltersForm({
  labels,
  dates,
  active,
  children,
}: {
  labels: UrlFiltersLabels
  dates: { from?: string; to?: string }
  /** Some filter is in the URL: offer to clear them. */
  active: boolean
  children: ReactNode
}) {
  const router = useRouter()
  const pathname = usePathname()
  const id = useId()
  const dateTo = useRef<HTMLInputElement>(null)
  const [dateError, setDateError] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]),
    )
    if (!isDateRange(values.date_from, values.date_to)) {
      setDateError(true)
      dateTo.current?.focus()
      return
    }
    setDateError(false)
    router.push(filtersHref(pathname, values))
  }

  return (
    <form role="search" aria-label={labels.form} className={styles.filters} onSubmit={submit} noValidate>
      {children}
      <p className={styles.field}>
        <label htmlFor={`${id}-from`}>{labels.dateFrom}</label>
        <input id={`${id}-from`} name="date_from" type="date" defaultValue={dates.from} />
      </p>
      <p className={styles.field}>
        <label htmlFor={`${id}-to`}>{labels.dateTo}</label>
        <input
          id={`${id}-to`}
          ref={dateTo}
          name="date_to"
          type="date"
          defaultValue={dates.to}
          aria-invalid={dateError || undefined}
          aria-describedby={dateError ? `${id}-error` : undefined}
        />
      </p>
      <p className={styles.actions}>
        <button type="submit" className="button">
          {labels.apply}
        </button>
        {active && <IntentLink href={pathname}>{labels.reset}</IntentLink>}
      </p>
      {dateError && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {labels.dateOrder}
        </p>
      )}
    </form>
  )
}
