import { describe, expect, it } from 'vitest'
import { dayInFrance, formatDate } from './date'

describe('formatDate', () => {
  it('prints a calendar date as that day, in French order', () => {
    expect(formatDate('2026-04-15')).toBe('15/04/2026')
    expect(formatDate('2026-01-01')).toBe('01/01/2026')
  })

  it('prints an instant as the day it is in France', () => {
    expect(formatDate('2026-04-14T23:30:00Z')).toBe('15/04/2026')
    expect(formatDate('2026-04-15T08:00:00+02:00')).toBe('15/04/2026')
  })

  it('gives back what it cannot read rather than "Invalid Date"', () => {
    expect(formatDate('bientôt')).toBe('bientôt')
  })
})

describe('dayInFrance', () => {
  it('gives the French calendar day of an instant, across midnight and the summer time change', () => {
    expect(dayInFrance('2026-04-14T22:30:00Z')).toBe('2026-04-15')
    expect(dayInFrance('2026-04-14T21:30:00Z')).toBe('2026-04-14')
    expect(dayInFrance('2026-01-14T22:30:00Z')).toBe('2026-01-14')
    expect(dayInFrance('2026-01-14T23:30:00Z')).toBe('2026-01-15')
  })
})
