import { describe, expect, it } from 'vitest'
import { shouldRecordSearch } from './search-event'

describe('shouldRecordSearch', () => {
  it('records only a text longer than 3 characters', () => {
    expect(shouldRecordSearch('gan')).toBe(false)
    expect(shouldRecordSearch('gant')).toBe(true)
    expect(shouldRecordSearch('chaussures de sécurité')).toBe(true)
  })

  it('does not count the blanks around the text', () => {
    expect(shouldRecordSearch('  abc   ')).toBe(false)
    expect(shouldRecordSearch('')).toBe(false)
  })

  it('counts accented letters as one character each', () => {
    expect(shouldRecordSearch('été')).toBe(false)
    expect(shouldRecordSearch('étés')).toBe(true)
    expect(shouldRecordSearch('e\u0301te\u0301')).toBe(false)
  })
})
