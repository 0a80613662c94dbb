'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { SaveToList } from '@/components/lists/save-to-list'
import { useSession } from '@/components/auth/session-provider'
import { useCart } from '@/components/cart/cart-provider'
import { useNotify } from '@/components/notifications'
import { listItemsFromCartItems } from '@/lib/account/shopping-lists'
import { parseLines, type ParseResult } from '@/lib/ordering/parse-lines'
import { cartItems, isFlagged, rowState, rowsFromEntries, type QuickOrderRow } from '@/lib/ordering/quick-order-rows'
import { loginRedirectPath } from '@/lib/routes/guard'
import { CsvImport } from './csv-import'
import { QuickOrderRowView } from './quick-order-row'
import { RejectedReport } from './rejected-report'
import { useUnitPriceLabel } from './use-row-price'
import { useSkuLookups } from './use-sku-lookups'
import styles from './quick-order.module.css'
import { DelayedStatus } from '@/components/layout/delayed-status'

const QUICK_ORDER_PATH = '/commande-rapide'
const BLANK_ROWS = 3
/** Typing pauses this long before the references are looked up. */
const LOOKUP_DEBOUNCE_MS = 300

const blankRows = (firstKey: number, count: number): QuickOrderRow[] =>
  Array.from({ length: count }, (_, index) => ({ key: firstKey + index, sku: '', qty: '1' }))

/**
 * `/commande-rapide`: rows of reference and quantity filled by hand, by pasting spreadsheet lines or
 * from a CSV file; the recognised rows go to the cart in one `addMany`, the others stay flagged.
 */
export function QuickOrder() {
  const t = useTranslations('quickOrder')
  const { status } = useSession()
  if (status === 'loading') {
    return <DelayedStatus className="muted">{t('loading')}</DelayedStatus>
  }
  if (status !== 'signed-in') {
    return (
      <div className={styles.prompt}>
        <p>{t('signInPrompt')}</p>
        <IntentLink href={loginRedirectPath(QUICK_ORDER_PATH, '')} className="button">
          {t('signIn')}
        </IntentLink>
      </div>
    )
  }
  return <QuickOrderForm />
}

function QuickOrderForm() {
  const t = useTranslations('quickOrder')
  const tLists = useTranslations('saveToList')
  const cart = useCart()
  const notify = useNotify()
  const { lookups, failed, lookUp } = useSkuLookups()
  const priceLabel = useUnitPriceLabel()
  const [rows, setRows] = useState<QuickOrderRow[]>(() => blankRows(0, BLANK_ROWS))
  const [pasteReport, setPasteReport] = useState<ParseResult | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [added, setAdded] = useState<number | null>(null)
  const nextKey = useRef(BLANK_ROWS)

  const skuKey = rows.map((row) => row.sku.trim()).join('\n')
  useEffect(() => {
    const timer = setTimeout(() => lookUp(skuKey.split('\n')), LOOKUP_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [skuKey, lookUp])

  const change = useCallback((key: number, field: 'sku' | 'qty', value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)))
  }, [])
  const removeRow = useCallback((key: number) => {
    setRows((current) => current.filter((row) => row.key !== key))
  }, [])
  const pasteLines = useCallback(
    (key: number, text: string) => {
      const result = parseLines(text)
      const pasted = rowsFromEntries(result.entries, nextKey.current)
      nextKey.current += pasted.length
      setRows((current) => {
        const at = current.findIndex((row) => row.key === key)
        const keep = (row: QuickOrderRow) => row.sku.trim() !== ''
        // Blank rows give way to the pasted ones; rows already typed stay around them.
        return [...current.slice(0, at).filter(keep), ...pasted, ...current.slice(at).filter(keep)]
      })
      lookUp(pasted.map((row) => row.sku))
      setPasteReport(result)
      setAnnouncement(t('pasted', { count: pasted.length }))
    },
    [lookUp, t],
  )
  const addRow = () => {
    setRows((current) => [...current, ...blankRows(nextKey.current, 1)])
    nextKey.current += 1
  }
  const clear = () => {
    setRows(blankRows(nextKey.current, BLANK_ROWS))
    nextKey.current += BLANK_ROWS
    setPasteReport(null)
    setAdded(null)
  }

  const states = useMemo(() => rows.map((row) => rowState(row, lookups, failed)), [rows, lookups, failed])
  const found = states.filter((state) => state === 'found').length
  const flagged = states.filter(isFlagged).length
  const items = useMemo(() => cartItems(rows, lookups), [rows, lookups])

  const addToCart = () => {
    const result = cart.addMany(items)
    if (!result.ok) {
      notify({ type: 'error', message: t('failed') })
      return
    }
    notify({ type: 'success', message: t('added', { count: items.length }) })
    setAdded(items.length)
    // What was added leaves the table; flagged rows stay for the buyer to correct.
    setRows((current) => {
      const left = current.filter((row) => rowState(row, lookups, failed) !== 'found')
      return left.length > 0 ? left : blankRows(nextKey.current++, 1)
    })
  }

  return (
    <div className={styles.page}>
      <p>{t('intro')}</p>
      <p className="sr-only" role="status">
        {announcement}
      </p>

      <section aria-labelledby="quick-order-rows">
        <h2 id="quick-order-rows" className="sr-only">
          {t('rowsLabel')}
        </h2>
        <p className="muted">{t('pasteHint')}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="quick-order-table">
            <thead>
              <tr>
                <th scope="col">{t('reference')}</th>
                <th scope="col">{t('quantity')}</th>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('variant')}</th>
                <th scope="col">{t('unitPrice')}</th>
                <th scope="col">{t('availability')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">
                  <span className="sr-only">{t('removeRowHeader')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const product = lookups.get(row.sku.trim()) ?? null
                return (
                  <QuickOrderRowView
                    key={row.key}
                    row={row}
                    index={index}
                    state={states[index] ?? 'empty'}
                    product={product}
                    priceLabel={product ? priceLabel(product) : ''}
                    onChange={change}
                    onRemove={removeRow}
                    onPasteLines={pasteLines}
                  />
                )
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={addRow}>
            {t('addRow')}
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            {t('clear')}
          </button>
        </div>
        {pasteReport && <RejectedReport result={pasteReport} />}
        <p role="status" data-testid="quick-order-summary">
          {t('summary', { found, flagged })}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={addToCart} disabled={!cart.ready || items.length === 0}>
            {items.length > 0 ? t('addCount', { count: items.length }) : t('addToCart')}
          </button>
          {added !== null && (
            <p data-testid="quick-order-added">
              {t('added', { count: added })} <IntentLink href="/cart">{t('viewCart')}</IntentLink>
            </p>
          )}
        </div>
        <SaveToList label={tLists('open')} items={() => listItemsFromCartItems(items)} />
      </section>

      <CsvImport lookups={lookups} failed={failed} lookUp={lookUp} />
    </div>
  )
}
