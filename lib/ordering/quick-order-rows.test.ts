import { describe, expect, it, vi } from 'vitest'
import { parseLines } from './parse-lines'
import type { CatalogueProduct } from './products-request'
import {
  cartItems,
  isFlagged,
  lookUpInBatches,
  missingSkus,
  rowState,
  rowsFromEntries,
  withBatch,
} from './quick-order-rows'

const product = (sku: string, id: number, sellable = true): CatalogueProduct => ({
  sku,
  id,
  name: `Produit ${sku}`,
  variant: 'M',
  price: 10,
  stock: 'in_stock',
  sellable,
  summary: { name: `Produit ${sku} (M)`, sku, href: `/p?sku=${sku}`, image: null, price: 10 },
})

const lookups = withBatch(
  new Map(),
  ['A', 'B', 'OLD', 'NOPE'],
  [product('A', 1), product('B', 2), product('OLD', 3, false)],
)

describe('rowState', () => {
  it.each([
    [{ sku: '  ', qty: '1' }, 'empty'],
    [{ sku: 'A', qty: '2' }, 'found'],
    [{ sku: ' A ', qty: '1 000' }, 'found'],
    [{ sku: 'NOPE', qty: '1' }, 'unknown'],
    [{ sku: 'OLD', qty: '1' }, 'obsolete'],
    [{ sku: 'A', qty: '2,5' }, 'invalidQuantity'],
    [{ sku: 'A', qty: '0' }, 'invalidQuantity'],
    [{ sku: 'LATER', qty: '1' }, 'pending'],
  ] as const)('%j is %s', (row, state) => {
    expect(rowState(row, lookups, new Set())).toBe(state)
  })

  it('says the catalogue could not answer for a reference whose batch failed', () => {
    expect(rowState({ sku: 'LATER', qty: '1' }, lookups, new Set(['LATER']))).toBe('unavailable')
  })

  it('flags unknown, obsolete and unreadable rows, not pending or empty ones', () => {
    expect(
      (['empty', 'pending', 'found', 'unknown', 'obsolete', 'invalidQuantity', 'unavailable'] as const).filter(
        isFlagged,
      ),
    ).toEqual(['unknown', 'obsolete', 'invalidQuantity'])
  })
})

describe('cartItems', () => {
  it('adds only recognised, sellable rows, one item per product with quantities summed and its summary', () => {
    const rows = [
      { sku: 'A', qty: '2' },
      { sku: 'NOPE', qty: '5' },
      { sku: 'OLD', qty: '1' },
      { sku: 'B', qty: 'abc' },
      { sku: 'LATER', qty: '1' },
      { sku: 'A ', qty: '3' },
    ]
    expect(cartItems(rows, lookups)).toEqual([{ productId: 1, qty: 5, product: product('A', 1).summary }])
  })

  it('turns a parsed paste into rows and then into items', () => {
    const rows = rowsFromEntries(parseLines('A\t2\nB\t1 200\nNOPE\t1\nA\t1').entries, 10)
    expect(rows).toEqual([
      { key: 10, sku: 'A', qty: '3' },
      { key: 11, sku: 'B', qty: '1200' },
      { key: 12, sku: 'NOPE', qty: '1' },
    ])
    expect(cartItems(rows, lookups).map(({ productId, qty }) => [productId, qty])).toEqual([
      [1, 3],
      [2, 1200],
    ])
  })
})

describe('looking references up', () => {
  it('asks only for references not answered yet, each once', () => {
    expect(missingSkus(['A', ' C ', 'C', '', 'NOPE', 'D'], lookups)).toEqual(['C', 'D'])
  })

  it('sends batches of the given size and reports each, a failed one with null', async () => {
    const skus = Array.from({ length: 250 }, (_, index) => `R${index}`)
    const fetchProducts = vi.fn(async (batch: string[]) => {
      if (batch[0] === 'R100') throw new Error('503')
      return [product(batch[0] as string, 1)]
    })
    const reports: Array<[number, number | null]> = []
    await lookUpInBatches(skus, fetchProducts, 100, (asked, found) =>
      reports.push([asked.length, found?.length ?? null]),
    )
    expect(fetchProducts.mock.calls.map(([batch]) => [batch.length, batch[0]])).toEqual([
      [100, 'R0'],
      [100, 'R100'],
      [50, 'R200'],
    ])
    expect(reports.sort()).toEqual(
      [
        [100, 1],
        [100, null],
        [50, 1],
      ].sort(),
    )
  })

  it('marks what a batch did not return as unknown', () => {
    const next = withBatch(new Map(), ['X', 'Y'], [product('Y', 9)])
    expect(next.get('X')).toBeNull()
    expect(next.get('Y')?.id).toBe(9)
  })
})
