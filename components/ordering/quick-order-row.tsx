'use client'

import { useTranslations } from 'next-intl'
import { memo } from 'react'
import type { CatalogueProduct } from '@/lib/ordering/products-request'
import { isFlagged, type QuickOrderRow, type RowState } from '@/lib/ordering/quick-order-rows'
import { ReferenceField } from './reference-field'
import styles from './quick-order.module.css'

interface Props {
  row: QuickOrderRow
  index: number
  state: RowState
  product: CatalogueProduct | null
  priceLabel: string
  onChange(key: number, field: 'sku' | 'qty', value: string): void
  onRemove(key: number): void
  onPasteLines(key: number, text: string): void
}

/** One row: plain fields and text, memoised, so 500 pasted rows render once and typing re-renders one. */
export const QuickOrderRowView = memo(function QuickOrderRowView({
  row,
  index,
  state,
  product,
  priceLabel,
  onChange,
  onRemove,
  onPasteLines,
}: Props) {
  const t = useTranslations('quickOrder')
  const stock = useTranslations('product.stock')
  const number = index + 1
  const flagged = isFlagged(state)
  return (
    <tr data-testid="quick-order-row" data-state={state} className={flagged ? styles.flagged : undefined}>
      <td>
        <ReferenceField
          id={`quick-order-sku-${row.key}`}
          label={t('referenceOf', { row: number })}
          value={row.sku}
          onChange={(sku) => onChange(row.key, 'sku', sku)}
          onPasteLines={(text) => onPasteLines(row.key, text)}
        />
      </td>
      <td>
        <label htmlFor={`quick-order-qty-${row.key}`} className="sr-only">
          {t('quantityOf', { row: number })}
        </label>
        <input
          id={`quick-order-qty-${row.key}`}
          className={styles.qty}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={row.qty}
          aria-invalid={state === 'invalidQuantity' ? true : undefined}
          onChange={(event) => onChange(row.key, 'qty', event.target.value)}
        />
      </td>
      <td>{product && state !== 'unknown' ? product.name : ''}</td>
      <td>{product?.variant ?? ''}</td>
      <td className={styles.number}>{product ? priceLabel : ''}</td>
      <td>{product?.stock ? stock(product.stock) : ''}</td>
      <td data-testid="quick-order-row-state" className={flagged ? styles.flagText : undefined}>
        {state === 'empty' ? '' : t(`rowState.${state}`)}
      </td>
      <td>
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(row.key)}
          aria-label={t('removeRow', { row: number })}
        >
          ×
        </button>
      </td>
    </tr>
  )
})
