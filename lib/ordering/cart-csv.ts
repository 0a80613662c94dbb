import { createTranslator } from 'use-intl/core'
import messages from '@/messages/fr.json'

/**
 * The cart as a CSV file French spreadsheets open as they are: `;` between cells, a byte order mark
 * so the accents read as UTF-8, French numbers (`1 234,50`). Cells a spreadsheet would run as a
 * formula are defused with a leading `'`.
 */

export interface CartCsvRow {
  sku: string | null
  name: string
  /** The variant's label (size, colour), empty when the product has none. */
  variant: string | null
  qty: number
  /** Untaxed; null when unknown, 0 for a price on request. */
  unitPrice: number | null
  total: number | null
}

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'
const t = createTranslator({ locale: 'fr', messages, namespace: 'cartExport' })

const amounts = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const quantities = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 })

/**
 * Intl groups thousands with a narrow no-break space (U+202F), which spreadsheets do not read as a
 * number; the no-break space (U+00A0) is the French separator they know.
 */
const frenchNumber = (format: Intl.NumberFormat, value: number) => format.format(value).replace(/\u202F/g, '\u00A0')

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell, defused and quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function priceCell(value: number | null, onRequest: boolean): string {
  if (value === null) return ''
  return onRequest ? t('onRequest') : frenchNumber(amounts, value)
}

export function cartCsv(rows: readonly CartCsvRow[]): string {
  const header = (['reference', 'name', 'variant', 'quantity', 'unitPrice', 'total'] as const).map((key) =>
    t(`columns.${key}`),
  )
  const lines = rows.map((row) => {
    const onRequest = row.unitPrice === 0
    return [
      csvCell(row.sku ?? ''),
      csvCell(row.name),
      csvCell(row.variant ?? ''),
      frenchNumber(quantities, row.qty),
      csvCell(priceCell(row.unitPrice, onRequest)),
      csvCell(priceCell(row.total, onRequest)),
    ].join(CSV_SEPARATOR)
  })
  // CRLF: what RFC 4180 and spreadsheets expect.
  return `${CSV_BOM}${[header.map(csvCell).join(CSV_SEPARATOR), ...lines].join('\r\n')}\r\n`
}

/** `panier-2025-03-14.csv`, in the buyer's local date. */
export function cartCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return t('fileName', { date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` })
}
