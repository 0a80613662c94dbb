import { describe, expect, it } from 'vitest'
import { format, formatTable } from './table'

describe('formatTable', () => {
  it('aligns the first column left and the figures right, under a rule as wide as each column', () => {
    const text = formatTable(
      ['page', 'req/s'],
      [
        ['accueil', '812'],
        ['produit', '95.4'],
      ],
    )
    expect(text.split('\n')).toEqual(['page     req/s', '-------  -----', 'accueil    812', 'produit   95.4'])
  })

  it('left-aligns as many leading text columns as asked', () => {
    const lines = formatTable(['page', 'chemin', 'p95'], [['produit', '/p', '12 ms']], 2).split('\n')
    expect(lines[2]).toBe('produit  /p      12 ms')
  })

  it('widens a column to its longest cell and leaves no trailing spaces', () => {
    const lines = formatTable(['a', 'b'], [['une page longue', '']]).split('\n')
    expect(lines[0]).toBe('a                b')
    expect(lines[2]).toBe('une page longue')
  })
})

describe('format', () => {
  it('writes latencies with a decimal below 100 ms and whole above', () => {
    expect(format.ms(12.345)).toBe('12.3 ms')
    expect(format.ms(1234.5)).toBe('1235 ms')
    expect(format.ms(null)).toBe('—')
  })

  it('writes sizes in kB of 1,000 bytes, as Next does', () => {
    expect(format.kB(30_000)).toBe('30.0 kB')
    expect(format.kB(254_089)).toBe('254.1 kB')
  })

  it('writes shares as rounded percentages and ratios with two decimals', () => {
    expect(format.percent(0.254)).toBe('25 %')
    expect(format.ratio(1.0617)).toBe('×1.06')
    expect(format.verdict(true)).toBe('PASS')
    expect(format.verdict(false)).toBe('FAIL')
  })
})
