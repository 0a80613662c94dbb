import { describe, expect, it } from 'vitest'
import { pageCountOf, pageFromParam, pageWindow } from './page-window'

describe('pageWindow', () => {
  it('shows the first, the last and two pages around the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, 8, 9, 10, 11, 12, 20])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 1)).toEqual([1])
  })

  it('clamps a page past the end to the last page', () => {
    expect(pageWindow(99, 5)).toEqual([1, 3, 4, 5])
  })
})

describe('pageFromParam', () => {
  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999', 1],
  ])('reads %s as page %i', (value, page) => {
    expect(pageFromParam(value)).toBe(page)
  })
})

describe('pageCountOf', () => {
  it('always has one page, even empty', () => {
    expect(pageCountOf(0, 10)).toBe(1)
    expect(pageCountOf(10, 10)).toBe(1)
    expect(pageCountOf(11, 10)).toBe(2)
  })
})
