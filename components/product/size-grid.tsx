'use client'

import { useTranslations } from 'next-intl'
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { SaveToList } from '@/components/lists/save-to-list'
import { useCart } from '@/components/cart/cart-provider'
import { useAddOutcome } from '@/components/cart/use-add-outcome'
import { listItemsFromCartItems } from '@/lib/account/shopping-lists'
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics'
import {
  isGridKey,
  moveInGrid,
  selectionOf,
  type CellPosition,
  type SizeGridCell,
  type SizeGridModel,
} from '@/lib/catalogue/size-grid'
import { axisLabel } from './axis-label'
import styles from './size-grid.module.css'

const fieldKey = ({ row, col }: CellPosition) => `${row}:${col}`

const firstField = (grid: SizeGridModel) =>
  grid.rows.reduce<CellPosition | null>((found, _, row) => found ?? moveInGrid(grid, { row, col: 0 }, 'Home'), null)

/**
 * Every size of the model with a quantity field, added to the cart in one `addMany`: how
 * professional buyers order (ten jackets in S, twelve in M…). Arrow keys move between the fields as
 * in a spreadsheet; Tab leaves the grid.
 */
export function SizeGrid({ grid }: { grid: SizeGridModel }) {
  const t = useTranslations('sizeGrid')
  const tProduct = useTranslations('product')
  const tLists = useTranslations('saveToList')
  const { ready, addMany } = useCart()
  const outcome = useAddOutcome()
  const [typed, setTyped] = useState<Record<number, string>>({})
  const [failed, setFailed] = useState(false)
  const fields = useRef(new Map<string, HTMLInputElement>())
  // Roving tab stop: one field of the grid is in the tab order, so Tab leaves the grid.
  const [active, setActive] = useState<CellPosition | null>(() => firstField(grid))
  const id = useId()
  const titleId = `${id}-title`
  const hintId = `${id}-hint`
  const reasonId = `${id}-reason`
  const errorId = `${id}-error`
  const stateId = (cell: SizeGridCell) => `${id}-state-${cell.productId}`

  const selection = useMemo(() => selectionOf(grid, typed), [grid, typed])
  const invalid = new Set(selection.invalid)
  const blockedBy = !ready
    ? t('notReady')
    : invalid.size > 0
      ? t('fixErrors')
      : selection.items.length === 0
        ? t('nothingEntered')
        : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (blockedBy) return
    const result = addMany(selection.items)
    if (!result.ok) {
      setFailed(true)
      return
    }
    setFailed(false)
    setTyped({})
    outcome.track(
      selection.items.map((item) => item.productId),
      selection.total,
    )
    for (const item of selection.items)
      trackEvent(ANALYTICS_EVENTS.addToCart, { product_id: item.productId, qty: item.qty })
  }

  const move = (event: KeyboardEvent<HTMLInputElement>, from: CellPosition) => {
    if (!isGridKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    // The grid owns these keys: at its edges the focus stays rather than the caret moving.
    event.preventDefault()
    const to = moveInGrid(grid, from, event.key)
    if (to) fields.current.get(fieldKey(to))?.focus()
  }

  const stateText = (cell: SizeGridCell) => {
    if (cell.blocked === 'obsolete') return t('obsolete')
    return cell.stock ? tProduct(`stock.${cell.stock.state}`) : null
  }

  return (
    <section className={styles.sizeGrid} aria-labelledby={titleId} data-testid="size-grid">
      <h2 id={titleId}>{t('title')}</h2>
      <p id={hintId} className={styles.hint}>
        {t('hint')}
      </p>
      <form onSubmit={submit} noValidate>
        <div className={styles.scroller}>
          <table className={styles.table} aria-labelledby={titleId} aria-describedby={hintId}>
            <thead>
              <tr>
                {grid.rowAxes.length > 0 ? (
                  <th scope="col">{grid.rowAxes.map((axis) => axisLabel(tProduct, axis)).join(', ')}</th>
                ) : (
                  <td />
                )}
                {grid.sizes.map((size) => (
                  <th key={size} scope="col">
                    <span className="sr-only">{t('size')} </span>
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row, rowIndex) => (
                <tr key={row.label ?? ''}>
                  <th scope="row">{row.label ?? t('quantityRow')}</th>
                  {row.cells.map((cell, col) => {
                    if (!cell)
                      return (
                        <td key={grid.sizes[col]} className={styles.missing}>
                          <span className="sr-only">{t('missing')}</span>
                        </td>
                      )
                    const at = { row: rowIndex, col }
                    const state = stateText(cell)
                    const wrong = invalid.has(cell.productId)
                    const described = [state && stateId(cell), wrong && errorId].filter(Boolean).join(' ')
                    return (
                      <td key={cell.productId} data-blocked={cell.blocked ?? undefined}>
                        <input
                          ref={(input) => {
                            if (input) fields.current.set(fieldKey(at), input)
                            else fields.current.delete(fieldKey(at))
                          }}
                          className={styles.quantity}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          placeholder="0"
                          aria-label={
                            row.label === null
                              ? t('inputLabel', { size: cell.size })
                              : t('inputLabelRow', { size: cell.size, row: row.label })
                          }
                          aria-describedby={described || undefined}
                          aria-invalid={wrong || undefined}
                          disabled={cell.blocked !== null}
                          tabIndex={active?.row === rowIndex && active.col === col ? 0 : -1}
                          value={cell.blocked ? '' : (typed[cell.productId] ?? '')}
                          onFocus={(event) => {
                            setActive(at)
                            event.currentTarget.select()
                          }}
                          onKeyDown={(event) => move(event, at)}
                          onChange={(event) => {
                            const text = event.target.value
                            setTyped((previous) => ({ ...previous, [cell.productId]: text }))
                          }}
                        />
                        {state && (
                          <span
                            id={stateId(cell)}
                            className={styles.state}
                            data-state={cell.blocked ?? cell.stock?.state}
                          >
                            {state}
                          </span>
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {invalid.size > 0 && (
          <p id={errorId} role="alert" className={styles.error}>
            {t('invalidQuantity')}
          </p>
        )}
        <div className={styles.actions}>
          {/* aria-disabled rather than disabled: the button keeps the focus when the grid is cleared after adding. */}
          <button
            type="submit"
            className="button"
            aria-disabled={blockedBy ? true : undefined}
            aria-describedby={reasonId}
          >
            {t('submit')}
          </button>
          <p id={reasonId} className={styles.reason}>
            {blockedBy ?? t('selected', { count: selection.total })}
          </p>
        </div>
        {failed && (
          <p role="alert" className={styles.error}>
            {t('failed')}
          </p>
        )}
      </form>
      {/* The grid's own errors say what is wrong with a quantity; nothing is saved meanwhile. */}
      <SaveToList
        label={tLists('open')}
        items={() => (invalid.size > 0 ? null : listItemsFromCartItems(selection.items))}
      />
    </section>
  )
}
