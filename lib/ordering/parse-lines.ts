import { createTranslator } from 'use-intl/core'
import messages from '@/messages/fr.json'
import { MAX_LINES, MAX_QUANTITY, MAX_REFERENCE_LENGTH } from './limits'

/**
 * Lines pasted from a spreadsheet or read from a CSV file, as `reference, quantity`. Catalogue units
 * are pieces, so a quantity is a whole positive number; French decimal commas ("12,00") and thousands
 * spaces ("1 200", with any of the no-break spaces spreadsheets put there) are read, a real decimal
 * ("2,5") is rejected with its reason. Pure: no DOM, no network.
 */

export type RejectionReason =
  | 'missingReference'
  | 'invalidReference'
  | 'missingQuantity'
  | 'invalidQuantity'
  | 'decimalQuantity'
  | 'notPositive'
  | 'tooLarge'

export interface ParsedEntry {
  sku: string
  qty: number
  /** 1-based line numbers in the text; several when duplicates were merged. */
  lines: number[]
}

export interface RejectedLine {
  line: number
  text: string
  reason: RejectionReason
  /** The reason in French, for the report. */
  message: string
}

export interface ParseResult {
  entries: ParsedEntry[]
  rejected: RejectedLine[]
  /** Data lines beyond MAX_LINES, not read. */
  overLimit: number
  /** The French report line for `overLimit`, null when nothing was left out. */
  overLimitMessage: string | null
}

const t = createTranslator({ locale: 'fr', messages, namespace: 'quickOrder.reasons' })

type Separator = '\t' | ';' | ','

/**
 * Line by line, so hand-typed and pasted lines can be mixed: tab from a spreadsheet paste, else `;`
 * (French CSV), else `,` (the English CSV some tools write).
 */
function separatorOf(line: string): Separator {
  if (line.includes('\t')) return '\t'
  if (line.includes(';')) return ';'
  return ','
}

/** One line's cells, quotes honoured (`"a;b"`, `""` inside quotes). */
function splitCells(line: string, separator: Separator): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index] as string
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells.map((value) => value.trim())
}

const REFERENCE_HEADER = /^(r[ée]f([ée]rence)?s?|sku|code|article|reference)\.?$/i
const QUANTITY_HEADER = /^(quantit[ée]s?|qt[ée]s?|qty|quantity|nombre)\.?$/i

/** Column positions from a header row, or null when the first line is data. */
function headerColumns(cells: readonly string[]): { reference: number; quantity: number } | null {
  const reference = cells.findIndex((cell) => REFERENCE_HEADER.test(cell))
  const quantity = cells.findIndex((cell) => QUANTITY_HEADER.test(cell))
  if (reference < 0 && quantity < 0) return null
  return { reference: Math.max(reference, 0), quantity: quantity < 0 ? 1 : quantity }
}

// Space, no-break space, narrow no-break space, thin space: what spreadsheets group thousands with.
const GROUP_SPACES = /(?<=\d)[ \u00A0\u202F\u2009](?=\d{3}(?:\D|$))/g
const WHOLE = /^\d+$/
const DECIMAL = /^(\d+)[,.](\d+)$/

export function parseQuantity(raw: string): { ok: true; qty: number } | { ok: false; reason: RejectionReason } {
  const text = raw.trim().replace(GROUP_SPACES, '')
  if (text === '') return { ok: false, reason: 'missingQuantity' }
  if (/^[-−]\s*\d/.test(text)) return { ok: false, reason: 'notPositive' }
  let qty: number
  if (WHOLE.test(text)) qty = Number(text)
  else {
    const decimal = DECIMAL.exec(text)
    if (!decimal) return { ok: false, reason: 'invalidQuantity' }
    const [, whole, fraction] = decimal as unknown as [string, string, string]
    // "12,00" is how a spreadsheet writes 12; "1.000" could be a thousand or one: not guessed.
    if (/^0{1,2}$/.test(fraction)) qty = Number(whole)
    else if (/^0+$/.test(fraction)) return { ok: false, reason: 'invalidQuantity' }
    else return { ok: false, reason: 'decimalQuantity' }
  }
  if (qty <= 0) return { ok: false, reason: 'notPositive' }
  if (qty > MAX_QUANTITY) return { ok: false, reason: 'tooLarge' }
  return { ok: true, qty }
}

/** Letters, digits and the punctuation catalogue references use; nothing a spreadsheet would run as a formula. */
const REFERENCE = /^[\p{L}\p{N}][\p{L}\p{N}._\-/ ]*$/u

function parseReference(raw: string): { ok: true; sku: string } | { ok: false; reason: RejectionReason } {
  const sku = raw.trim()
  if (sku === '') return { ok: false, reason: 'missingReference' }
  if (sku.length > MAX_REFERENCE_LENGTH || !REFERENCE.test(sku)) return { ok: false, reason: 'invalidReference' }
  return { ok: true, sku }
}

/** Shown in the report: long hostile lines are cut. */
const excerpt = (line: string) => (line.length > 80 ? `${line.slice(0, 79)}…` : line)

export function parseLines(input: string): ParseResult {
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const entries = new Map<string, ParsedEntry>()
  const rejected: RejectedLine[] = []
  let columns = { reference: 0, quantity: 1 }
  let seenData = false
  let dataLines = 0
  let overLimit = 0

  lines.forEach((line, index) => {
    if (line.trim() === '') return
    const separator = separatorOf(line)
    const cells = splitCells(line, separator)
    if (!seenData) {
      seenData = true
      const header = headerColumns(cells)
      if (header) {
        columns = header
        return
      }
    }
    if (dataLines >= MAX_LINES) {
      overLimit++
      return
    }
    dataLines++
    const number = index + 1
    const reject = (reason: RejectionReason) =>
      rejected.push({ line: number, text: excerpt(line), reason, message: t(reason) })

    const reference = parseReference(cells[columns.reference] ?? '')
    if (!reference.ok) return reject(reference.reason)
    // With `,` as separator, "REF,2,5" is a reference and a decimal comma quantity, not three cells.
    const quantityText =
      separator === ',' && columns.quantity === 1 ? cells.slice(1).join(',') : (cells[columns.quantity] ?? '')
    const quantity = parseQuantity(quantityText)
    if (!quantity.ok) return reject(quantity.reason)

    const same = entries.get(reference.sku)
    if (!same) entries.set(reference.sku, { sku: reference.sku, qty: quantity.qty, lines: [number] })
    else if (same.qty + quantity.qty > MAX_QUANTITY) reject('tooLarge')
    else {
      same.qty += quantity.qty
      same.lines.push(number)
    }
  })

  return {
    entries: [...entries.values()],
    rejected,
    overLimit,
    overLimitMessage: overLimit > 0 ? t('overLimit', { count: overLimit }) : null,
  }
}
