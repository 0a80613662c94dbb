import { describe, expect, it } from 'vitest'
import { MAX_LINES } from './limits'
import { parseLines, parseQuantity } from './parse-lines'

const skusAndQty = (text: string) => parseLines(text).entries.map(({ sku, qty }) => [sku, qty])

describe('parseLines', () => {
  it('reads tab-separated lines pasted from a spreadsheet', () => {
    expect(skusAndQty('VH-1\t3\nVH-2\t12\n')).toEqual([
      ['VH-1', 3],
      ['VH-2', 12],
    ])
  })

  it('reads semicolon-separated lines, and commas when nothing else separates', () => {
    expect(skusAndQty('VH-1;3\r\nVH-2;4')).toEqual([
      ['VH-1', 3],
      ['VH-2', 4],
    ])
    expect(skusAndQty('VH-1,3\nVH-2,4')).toEqual([
      ['VH-1', 3],
      ['VH-2', 4],
    ])
  })

  it('tolerates French decimal commas equal to whole numbers and thousands spaces of every kind', () => {
    expect(skusAndQty('A;12,00\nB;1 200\nC;1\u00A0500\nD;2\u202F000\nE\t"1 000"\nF;7.0')).toEqual([
      ['A', 12],
      ['B', 1200],
      ['C', 1500],
      ['D', 2000],
      ['E', 1000],
      ['F', 7],
    ])
  })

  it('takes a comma after a comma separator as a decimal comma, and rejects real decimals with their line', () => {
    const result = parseLines('A,2,5\nB;1,5\nC,4')
    expect(result.entries).toEqual([{ sku: 'C', qty: 4, lines: [3] }])
    expect(result.rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [1, 'decimalQuantity'],
      [2, 'decimalQuantity'],
    ])
    expect(parseLines('A,2,5').rejected[0]).toMatchObject({
      line: 1,
      reason: 'decimalQuantity',
      message: 'quantité décimale : les articles se commandent à l’unité',
    })
  })

  it('strips a byte order mark and skips a header row, reading columns by their names', () => {
    expect(skusAndQty('\uFEFFRéférence;Désignation;Déclinaison;Quantité;Prix\nVH-1;Veste;M;4;12,50\n')).toEqual([
      ['VH-1', 4],
    ])
    expect(skusAndQty('\uFEFFsku,qty\nVH-1,2')).toEqual([['VH-1', 2]])
  })

  it('ignores blank lines but keeps the text’s line numbers in the report', () => {
    const result = parseLines('\n\nA;1\n   \n\t\nB;zéro\n')
    expect(result.entries).toEqual([{ sku: 'A', qty: 1, lines: [3] }])
    expect(result.rejected).toEqual([
      { line: 6, text: 'B;zéro', reason: 'invalidQuantity', message: 'quantité illisible' },
    ])
  })

  it('merges duplicate references by adding their quantities', () => {
    expect(parseLines('A;2\nB;1\nA;3').entries).toEqual([
      { sku: 'A', qty: 5, lines: [1, 3] },
      { sku: 'B', qty: 1, lines: [2] },
    ])
  })

  it('rejects zero, negative, missing and too large quantities in French', () => {
    const result = parseLines('A;0\nB;-2\nC;\nD;100000\nE;60000\nE;60000')
    expect(result.entries).toEqual([{ sku: 'E', qty: 60000, lines: [5] }])
    expect(result.rejected.map(({ line, message }) => [line, message])).toEqual([
      [1, 'la quantité doit être supérieure à zéro'],
      [2, 'la quantité doit être supérieure à zéro'],
      [3, 'quantité manquante'],
      [4, 'quantité trop grande (99 999 au plus)'],
      [6, 'quantité trop grande (99 999 au plus)'],
    ])
  })

  it('reads at most 500 lines and says how many were left out', () => {
    const text = Array.from({ length: MAX_LINES + 3 }, (_, index) => `R-${index};1`).join('\n')
    const result = parseLines(`Référence;Quantité\n${text}`)
    expect(result.entries).toHaveLength(MAX_LINES)
    expect(result.entries.at(-1)).toEqual({ sku: 'R-499', qty: 1, lines: [501] })
    expect(result.overLimit).toBe(3)
    expect(result.overLimitMessage).toBe('3 lignes au-delà de la 500ᵉ ignorées')
  })

  it('refuses hostile references: formulas, markup, control characters, very long text', () => {
    const hostile = [
      '=HYPERLINK("http://x")',
      '+1+1',
      '-2',
      '@SUM(A1)',
      '<script>alert(1)</script>',
      'A\u0000B',
      'X'.repeat(100),
    ]
    const result = parseLines(hostile.map((sku) => `${sku};1`).join('\n'))
    expect(result.entries).toEqual([])
    expect(result.rejected.map((line) => line.reason)).toEqual(Array(hostile.length).fill('invalidReference'))
    expect(result.rejected[6]?.text).toHaveLength(80)
  })

  it('keeps quoted cells whole', () => {
    expect(skusAndQty('"VH-1";"3"\n"Gant, cuir";"1 000"')).toEqual([['VH-1', 3]])
    // The separator inside quotes does not split the cell: the whole cell is judged as a reference.
    expect(parseLines('"VH;1";2\n"VH ""2""";4').rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [1, 'invalidReference'],
      [2, 'invalidReference'],
    ])
  })
})

describe('parseQuantity', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['1 234', 1234],
    ['5,0', 5],
  ])('reads %j as %i', (text, qty) => {
    expect(parseQuantity(text)).toEqual({ ok: true, qty })
  })

  it.each([
    ['2,5', 'decimalQuantity'],
    ['1.000', 'invalidQuantity'],
    ['1e3', 'invalidQuantity'],
    ['douze', 'invalidQuantity'],
    ['−1', 'notPositive'],
    ['', 'missingQuantity'],
  ])('rejects %j (%s)', (text, reason) => {
    expect(parseQuantity(text)).toEqual({ ok: false, reason })
  })
})
