import { describe, expect, it } from 'vitest'
import { cartCsv, cartCsvFileName, csvCell, type CartCsvRow } from './cart-csv'
import { parseLines } from './parse-lines'

const row = (overrides: Partial<CartCsvRow> = {}): CartCsvRow => ({
  sku: 'VH-1',
  name: 'Veste softshell',
  variant: 'Bleu, M',
  qty: 2,
  unitPrice: 12.5,
  total: 25,
  ...overrides,
})

const dataLines = (csv: string) => csv.split('\r\n').slice(1, -1)

describe('cartCsv', () => {
  it('starts with a byte order mark and a French header, cells separated by semicolons, lines by CRLF', () => {
    const csv = cartCsv([row()])
    expect(
      csv.startsWith('\uFEFFRéférence;Désignation;Déclinaison;Quantité;Prix unitaire HT (€);Total HT (€)\r\n'),
    ).toBe(true)
    expect(dataLines(csv)).toEqual(['VH-1;Veste softshell;Bleu, M;2;12,50;25,00'])
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  it('writes French numbers with a no-break space between thousands', () => {
    const [line] = dataLines(cartCsv([row({ qty: 1200, unitPrice: 1234.5, total: 1481400 })]))
    expect(line).toBe('VH-1;Veste softshell;Bleu, M;1\u00A0200;1\u00A0234,50;1\u00A0481\u00A0400,00')
  })

  it('says "Prix sur demande" for a zero price and leaves unknown prices empty', () => {
    expect(
      dataLines(
        cartCsv([row({ unitPrice: 0, total: 0 }), row({ sku: null, variant: null, unitPrice: null, total: null })]),
      ),
    ).toEqual(['VH-1;Veste softshell;Bleu, M;2;Prix sur demande;Prix sur demande', ';Veste softshell;;2;;'])
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    const [line, negative] = dataLines(
      cartCsv([row({ sku: '=1+1', name: '+33 Gant', variant: '@SUM(A1)' }), row({ name: '-2' })]),
    )
    expect(line).toBe("'=1+1;'+33 Gant;'@SUM(A1);2;12,50;25,00")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"')
    expect(negative).toBe("VH-1;'-2;Bleu, M;2;12,50;25,00")
  })

  it('quotes cells holding a separator, a quote or a line break, quotes doubled', () => {
    expect(csvCell('Gant "Pro"; cuir')).toBe('"Gant ""Pro""; cuir"')
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"')
  })

  it('reads back through the quick order parser: same references, same quantities', () => {
    const csv = cartCsv([row(), row({ sku: 'VH-2', name: 'Gant; "cuir"', qty: 1500 })])
    expect(parseLines(csv).entries.map(({ sku, qty }) => [sku, qty])).toEqual([
      ['VH-1', 2],
      ['VH-2', 1500],
    ])
  })
})

describe('cartCsvFileName', () => {
  it('names the file after the local date', () => {
    expect(cartCsvFileName(new Date(2025, 2, 4, 23, 59))).toBe('panier-2025-03-04.csv')
  })
})
