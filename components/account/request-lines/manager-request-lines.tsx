'use client'

import { useTranslations } from 'next-intl'
import { lazy, useId, useRef, useState } from 'react'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { FormSuspense } from '@/components/account/form-suspense'
import { ListState } from '@/components/account/list-state'
import tables from '@/components/account/account-tables.module.css'
import { TableScroller } from '@/components/account/table-scroller'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import { useCart } from '@/components/cart/cart-provider'
import { formatDate } from '@/lib/format/date'
import { requestLineStatus, type RequestLine } from '@/lib/order-system/schemas/request-line'
import { RequestLineFilterBar } from './request-line-filters'
import { RequestLineStatus } from './request-line-status'
import styles from './request-lines.module.css'
import { useRequestLineActions, type BulkOutcome, type Decision } from './use-request-line-actions'
import { useRequestLineFilters } from './use-request-line-filters'

// Loaded when the manager opens it (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
const RejectForm = lazy(() => import('./reject-form').then(({ RejectForm }) => ({ default: RejectForm })))

/** The manager's view: the unit's lines, filtered by member and status, decided one by one or accepted in bulk. */
export function ManagerRequestLines() {
  const t = useTranslations('requestLines')
  const orderSystem = useOrderSystem()
  const { page, pageSize } = useListPage()
  const [filters, setFilters] = useRequestLineFilters()
  const members = useAccountQuery(['unit-members'], () => orderSystem.unitMembers())
  const query = useAccountQuery(
    ['request-lines', 'unit', page, pageSize, filters.state ?? null, filters.member ?? null],
    () =>
      orderSystem.unitRequestLines({
        page,
        page_size: pageSize,
        state: filters.state,
        request_partner_id: filters.member,
      }),
  )

  return (
    <>
      <RequestLineFilterBar filters={filters} onChange={setFilters} members={members.data ?? []} />
      <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('emptyManager')}</p>}>
        {({ count, items }) => (
          <>
            {/* A new page or filter is a new selection. */}
            <UnitLines key={`${page}|${filters.state ?? ''}|${filters.member ?? ''}`} count={count} lines={items} />
            <AccountPagination total={count} />
          </>
        )}
      </ListState>
    </>
  )
}

function UnitLines({ count, lines }: { count: number; lines: RequestLine[] }) {
  const t = useTranslations('requestLines')
  const id = useId()
  const { decide, acceptMany } = useRequestLineActions()
  const cartId = useCart().snapshot.view.cart?.id ?? null
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [rejecting, setRejecting] = useState<number | null>(null)
  const [bulk, setBulk] = useState<BulkOutcome | null>(null)
  const rejectButtons = useRef(new Map<number, HTMLButtonElement>())
  // A back end that names the requester by id only (upstream shopinvader) gets the member's number.
  const requester = (line: RequestLine) =>
    line.request_partner_name ?? t('memberNumber', { id: String(line.request_partner_id) })

  const pending = lines.filter((line) => requestLineStatus(line) === 'pending')
  const chosen = pending.filter((line) => selected.has(line.id))
  const busy = decide.isPending || acceptMany.isPending
  const allChosen = pending.length > 0 && chosen.length === pending.length

  const toggle = (lineId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(lineId)
      else next.delete(lineId)
      return next
    })

  function closeReject(lineId: number) {
    setRejecting(null)
    rejectButtons.current.get(lineId)?.focus()
  }

  function run(decision: Decision) {
    decide.mutate(decision, { onSuccess: () => setRejecting(null) })
  }

  function acceptChosen() {
    if (busy || chosen.length === 0) return
    setBulk(null)
    acceptMany.mutate(chosen, {
      onSuccess: (outcome) => {
        setBulk(outcome)
        // What failed stays selected, ready for another attempt.
        setSelected(new Set(outcome.failed.map(({ line }) => line.id)))
      },
    })
  }

  return (
    <>
      <div className={styles.bulk}>
        <button
          type="button"
          className="button"
          disabled={busy || chosen.length === 0}
          onClick={acceptChosen}
          aria-describedby={`${id}-bulk-hint`}
        >
          {t('bulk.accept', { count: chosen.length })}
        </button>
        <p id={`${id}-bulk-hint`} className="muted">
          {t('bulk.hint')}
        </p>
        <p role="status" className={styles.live}>
          {acceptMany.isPending ? t('bulk.sending') : ''}
        </p>
      </div>
      {bulk && bulk.failed.length > 0 && (
        <div role="alert" className={styles.failure}>
          <p>{t('bulk.failed', { count: bulk.failed.length })}</p>
          <ul>
            {bulk.failed.map(({ line, message }) => (
              <li key={line.id}>{t('bulk.failure', { product: line.name, member: requester(line), message })}</li>
            ))}
          </ul>
        </div>
      )}
      <TableScroller label={t('caption', { count })}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  aria-label={t('selectAll')}
                  checked={allChosen}
                  disabled={pending.length === 0 || busy}
                  onChange={(event) => setSelected(new Set(event.target.checked ? pending.map((line) => line.id) : []))}
                />
              </th>
              <th scope="col">{t('columns.product')}</th>
              <th scope="col" className={tables.number}>
                {t('columns.qty')}
              </th>
              <th scope="col">{t('columns.member')}</th>
              <th scope="col">{t('columns.request')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const status = requestLineStatus(line)
              const names = { product: line.name, member: requester(line) }
              return (
                <tr key={line.id}>
                  <td>
                    {status === 'pending' && (
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        aria-label={t('select', names)}
                        checked={selected.has(line.id)}
                        disabled={busy}
                        onChange={(event) => toggle(line.id, event.target.checked)}
                      />
                    )}
                  </td>
                  <th scope="row">{line.name}</th>
                  <td className={tables.number}>{line.qty}</td>
                  <td>{requester(line)}</td>
                  <td className={tables.nowrap}>
                    {t('requestOf', { name: line.order.name, date: formatDate(line.order.date_order) })}
                  </td>
                  <td>
                    <RequestLineStatus line={line} viewer="manager" cartId={cartId} />
                  </td>
                  <td>
                    <div className={styles.buttons}>
                      {status === 'pending' && (
                        <>
                          <button
                            type="button"
                            className="button"
                            aria-label={t('acceptLabel', names)}
                            disabled={busy}
                            onClick={() => run({ action: 'accept', line })}
                          >
                            {t('accept')}
                          </button>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t('rejectLabel', names)}
                            aria-expanded={rejecting === line.id}
                            disabled={busy}
                            ref={(element) => {
                              if (element) rejectButtons.current.set(line.id, element)
                              else rejectButtons.current.delete(line.id)
                            }}
                            onClick={() => setRejecting(rejecting === line.id ? null : line.id)}
                          >
                            {t('reject')}
                          </button>
                        </>
                      )}
                      {status !== 'pending' && (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={t('resetLabel', names)}
                          disabled={busy}
                          onClick={() => run({ action: 'reset', line })}
                        >
                          {t('reset')}
                        </button>
                      )}
                    </div>
                    {rejecting === line.id && status === 'pending' && (
                      <FormSuspense>
                        <RejectForm
                          product={line.name}
                          busy={busy}
                          onReject={(reason) => run({ action: 'reject', line, reason })}
                          onCancel={() => closeReject(line.id)}
                        />
                      </FormSuspense>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroller>
    </>
  )
}
