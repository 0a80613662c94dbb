// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductDocument } from '@/lib/search/documents'
import { cartProductSummaries } from './product-summaries'

const SITE = 'http://localhost:3100'
const mocks = vi.hoisted(() => ({
  headers: new Headers(),
  productsByIds: vi.fn(),
}))
vi.mock('next/headers', () => ({ headers: async () => mocks.headers }))
vi.mock('@/lib/config', () => ({ getConfig: () => ({ SITE_URL: 'http://localhost:3100' }) }))
vi.mock('@/lib/search', () => ({ getSearch: () => ({ productsByIds: mocks.productsByIds }) }))
vi.mock('./product-summary', () => ({ productSummary: (doc: ProductDocument) => ({ name: doc.name }) }))

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  mocks.headers = new Headers({ Origin: SITE })
  mocks.productsByIds.mockReset().mockResolvedValue([
    {
      product: { id: 1, name: 'Gilet' },
      variants: [
        { id: 2, name: 'Gilet M' },
        { id: 3, name: 'Gilet L' },
      ],
    },
  ])
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('cartProductSummaries', () => {
  it("answers the shop's own pages with the wanted products only", async () => {
    expect(await cartProductSummaries([2, 1, 2])).toEqual({ 1: { name: 'Gilet' }, 2: { name: 'Gilet M' } })
    expect(mocks.productsByIds).toHaveBeenCalledWith([2, 1])
  })

  it('refuses a call from another origin before reading the catalogue, and says so', async () => {
    mocks.headers = new Headers({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
    expect(await cartProductSummaries([1])).toEqual({})
    expect(mocks.productsByIds).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/reason=foreignOrigin origin=https:\/\/evil\.example$/))
  })

  it('refuses a call that no browser made', async () => {
    mocks.headers = new Headers()
    expect(await cartProductSummaries([1])).toEqual({})
    expect(mocks.productsByIds).not.toHaveBeenCalled()
  })

  it('refuses ids that are not positive integers, or too many of them, and logs why', async () => {
    const forged = [[1, -1], [1.5], ['1'], { 0: 1 }, null, Array.from({ length: 1001 }, (_, i) => i + 1)]
    for (const ids of forged) expect(await cartProductSummaries(ids as number[])).toEqual({})
    expect(mocks.productsByIds).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(forged.length)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Refused product summaries input code=too_big path=$/))
    expect(await cartProductSummaries(Array.from({ length: 1000 }, (_, i) => i + 1))).toHaveProperty('1')
  })
})
