import { describe, expect, it } from 'vitest'
import { formatQuantity, formatRate } from './number'

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

describe('formatQuantity', () => {
  it('writes quantities the French way, to the thousandth', () => {
    expect(nbsp(formatQuantity(1250))).toBe('1 250')
    expect(formatQuantity(2.5)).toBe('2,5')
    expect(formatQuantity(0.1 + 0.2)).toBe('0,3')
  })
})

describe('formatRate', () => {
  it('writes a rate with a decimal comma, to the hundredth', () => {
    expect(formatRate(25.04)).toBe('25,04')
    expect(formatRate(10)).toBe('10')
    expect(formatRate(33.3333)).toBe('33,33')
  })
})
