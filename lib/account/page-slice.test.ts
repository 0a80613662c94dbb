import { describe, expect, it } from 'vitest'
import { pageSlice } from './page-slice'

const items = Array.from({ length: 23 }, (_, i) => i + 1)

describe('pageSlice', () => {
  it('cuts the list into pages of the given size', () => {
    expect(pageSlice(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23])
  })

  it('shows the last page for a page past the end, and the first for nonsense', () => {
    expect(pageSlice(items, 9, 10)).toEqual([21, 22, 23])
    expect(pageSlice(items, 0, 10)).toEqual(items.slice(0, 10))
    expect(pageSlice([], 2, 10)).toEqual([])
  })
})
