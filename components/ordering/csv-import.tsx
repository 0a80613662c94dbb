'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useId, useMemo, useState, type ChangeEvent } from 'react'
import { useCart } from '@/components/cart/cart-provider'
import { useNotify } from '@/components/notifications'
import { parseLines, type ParseResult } from '@/lib/ordering/parse-lines'
import { cartItems, isFlagged, rowState, type Lookups } from '@/lib/ordering/quick-order-rows'
import { RejectedReport } from './rejected-report'
import { useUnitPriceLabel } from './use-row-price'
import styles from './quick-order.module.css'

/** Larger than 500 lines of any sensible CSV: anything bigger is not read at all. */
const MAX_FILE_BYTES = 1024 * 1024
/** The preview lists this many lines; the counts cover them all. */
const PREVIEW_ROWS = 20

interface Props {
  lookups: Lookups
  failed: ReadonlySet<string>
  lookUp(skus: readonly string[]): void
}

/** A CSV file read in the browser, previewed with its report, added only once the buyer confirms. */
export function CsvImport({ lookups, failed, lookUp }: Props) {
  const t = useTranslations('quickOrder')
  const stock = useTranslations('product.stock')
  const cart = useCart()
  const notify = useNotify()
  const priceLabel = useUnitPriceLabel()
  const inputId = useId()
  const [result, setResult] = useState<ParseResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [added, setAdded] = useState<number | null>(null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setResult(null)
    setError(null)
    setAdded(null)
    if (!file) return
    if (file.size > MAX_FILE_BYTES) return setError(t('import.tooBig'))
    try {
      const parsed = parseLines(await file.text())
      setResult(parsed)
      lookUp(parsed.entries.map((entry) => entry.sku))
    } catch {
      setError(t('import.unreadable'))
    }
  }

  const rows = useMemo(() => result?.entries.map((entry) => ({ ...entry, qty: String(entry.qty) })) ?? [], [result])
  const states = rows.map((row) => rowState(row, lookups, failed))
  const pending = states.some((state) => state === 'pending')
  const flagged = rows.filter((_, index) => isFlagged(states[index] ?? 'empty'))
  const items = useMemo(() => cartItems(rows, lookups), [rows, lookups])

  const confirm = () => {
    const outcome = cart.addMany(items)
    if (!outcome.ok) {
      notify({ type: 'error', message: t('failed') })
      return
    }
    notify({ type: 'success', message: t('added', { count: items.length }) })
    setAdded(items.length)
    setResult(null)
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className={styles.import}>
      <h2 id={`${inputId}-title`}>{t('import.legend')}</h2>
      <label htmlFor={inputId}>{t('import.file')}</label>
      <p id={`${inputId}-hint`} className="muted">
        {t('import.hint')}
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onFile(event)}
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className={styles.flagText}>
          {error}
        </p>
      )}
      {added !== null && (
        <p role="status" data-testid="quick-order-import-added">
          {t('added', { count: added })} <IntentLink href="/cart">{t('viewCart')}</IntentLink>
        </p>
      )}

      {result && (
        <div className={styles.preview} data-testid="quick-order-preview">
          <h3>{t('import.previewTitle')}</h3>
          <p role="status" data-testid="quick-order-preview-summary">
            {pending
              ? t('import.previewLoading')
              : t('import.previewSummary', {
                  found: items.length,
                  flagged: flagged.length,
                  rejected: result.rejected.length,
                })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('reference')}</th>
                  <th scope="col">{t('quantity')}</th>
                  <th scope="col">{t('product')}</th>
                  <th scope="col">{t('variant')}</th>
                  <th scope="col">{t('unitPrice')}</th>
                  <th scope="col">{t('availability')}</th>
                  <th scope="col">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, PREVIEW_ROWS).map((row, index) => {
                  const product = lookups.get(row.sku) ?? null
                  const state = states[index] ?? 'empty'
                  return (
                    <tr key={row.sku} className={isFlagged(state) ? styles.flagged : undefined}>
                      <td>{row.sku}</td>
                      <td className={styles.number}>{row.qty}</td>
                      <td>{product?.name ?? ''}</td>
                      <td>{product?.variant ?? ''}</td>
                      <td className={styles.number}>{product ? priceLabel(product) : ''}</td>
                      <td>{product?.stock ? stock(product.stock) : ''}</td>
                      <td>{t(`rowState.${state}`)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          {rows.length > PREVIEW_ROWS && (
            <p className="muted">{t('import.more', { count: rows.length - PREVIEW_ROWS })}</p>
          )}
          {flagged.length > 0 && (
            <div className={styles.report} data-testid="quick-order-flagged">
              <h3>{t('import.flaggedTitle')}</h3>
              <ul>
                {flagged.map((row) => (
                  <li key={row.sku}>
                    {t('import.flaggedLine', {
                      line: row.lines[0] ?? 0,
                      sku: row.sku,
                      reason: t(`rowState.${rowState(row, lookups, failed)}`),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <RejectedReport result={result} />
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              onClick={confirm}
              disabled={!cart.ready || pending || items.length === 0}
            >
              {t('import.confirm', { count: items.length })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setResult(null)}>
              {t('import.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
