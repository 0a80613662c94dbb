import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '@/lib/cart/types'
import { productDocumentSchema, type ProductDocument } from '@/lib/search/documents'
import { moveInGrid, parseQuantity, selectionOf, sizeGridOf, type SizeGridModel } from './size-grid'

const variant = (id: number, attributes: Record<string, string>, fields: Record<string, unknown> = {}) =>
  productDocumentSchema.parse({
    id,
    model: { name: 'Veste' },
    name: `Veste ${Object.values(attributes).join(' ')}`,
    url_key: 'veste',
    sku: `V-${id}`,
    variant_attributes: attributes,
    stock: { global: { qty: 10, state: 'in_stock' } },
    ...fields,
  })

const summary = (doc: ProductDocument): ProductSummary => ({ name: doc.name, sku: doc.sku })
const outOfStock = { stock: { global: { qty: 0, state: 'out_of_stock' } } }
const obsolete = { product_state: { code: 'obsolete' } }

// Sizes and colours in document order on purpose: the grid orders them.
const jacket = [
  variant(1, { couleur: 'Noir', taille: 'XL' }),
  variant(2, { couleur: 'Bleu marine', taille: '3XL' }),
  variant(3, { couleur: 'Noir', taille: 'S' }, outOfStock),
  variant(4, { couleur: 'Bleu marine', taille: 'S' }),
  variant(5, { couleur: 'Noir', taille: '4XS' }, obsolete),
  variant(6, { couleur: 'Bleu marine', taille: 'XL' }, { stock: { global: { qty: 2, state: 'in_limited_stock' } } }),
  variant(7, { couleur: 'Noir', taille: '10XL' }, { stock: null }),
  variant(8, { couleur: 'Bleu marine', taille: 'M' }, { stock: { global: { qty: 0, state: 'resupplying' } } }),
]

const ids = (grid: SizeGridModel) => grid.rows.map((row) => row.cells.map((cell) => cell?.productId ?? null))

describe('sizeGridOf', () => {
  const grid = sizeGridOf(jacket, summary)!

  it('orders the sizes 4XS → 10XL as columns and the colours as rows, empty where no variant exists', () => {
    expect(grid.sizes).toEqual(['4XS', 'S', 'M', 'XL', '3XL', '10XL'])
    expect(grid.rowAxes).toEqual(['couleur'])
    expect(grid.rows.map((row) => row.label)).toEqual(['Bleu marine', 'Noir'])
    expect(ids(grid)).toEqual([
      [null, 4, 8, 6, 2, null],
      [5, 3, null, 1, null, 7],
    ])
  })

  it('says which variants can be ordered, and why the others cannot', () => {
    const cell = (id: number) => grid.rows.flatMap((row) => row.cells).find((c) => c?.productId === id)
    expect(cell(4)).toEqual({
      productId: 4,
      sku: 'V-4',
      size: 'S',
      stock: { state: 'in_stock', qty: 10 },
      blocked: null,
      product: summary(jacket[3]!),
    })
    expect(cell(6)).toMatchObject({ stock: { state: 'in_limited_stock', qty: 2 }, blocked: null })
    // No stock data: nothing to say, and nothing stops the order.
    expect(cell(7)).toMatchObject({ stock: null, blocked: null })
    expect(cell(3)).toMatchObject({ stock: { state: 'out_of_stock' }, blocked: 'unavailable' })
    expect(cell(8)).toMatchObject({ stock: { state: 'resupplying' }, blocked: 'unavailable' })
    expect(cell(5)).toMatchObject({ blocked: 'obsolete' })
  })

  it('makes one unlabelled row for a product sized on one axis only', () => {
    const gloves = sizeGridOf(
      [variant(11, { taille: '9' }), variant(10, { taille: '7' }), variant(12, { taille: '10' })],
      summary,
    )!
    expect(gloves.sizes).toEqual(['7', '9', '10'])
    expect(gloves.rowAxes).toEqual([])
    expect(gloves.rows).toHaveLength(1)
    expect(gloves.rows[0]?.label).toBeNull()
    expect(ids(gloves)).toEqual([[10, 11, 12]])
  })

  it('is not offered without a size axis or with a single size', () => {
    expect(sizeGridOf([variant(1, { couleur: 'Noir' }), variant(2, { couleur: 'Bleu' })], summary)).toBeNull()
    expect(
      sizeGridOf([variant(1, { couleur: 'Noir', taille: 'L' }), variant(2, { couleur: 'Bleu', taille: 'L' })], summary),
    ).toBeNull()
    expect(sizeGridOf([], summary)).toBeNull()
  })
})

describe('parseQuantity', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    [' 12 ', 12],
    ['007', 7],
  ])('reads "%s" as %i', (text, qty) => {
    expect(parseQuantity(text)).toBe(qty)
  })

  it.each(['-1', '1.5', '2,5', '1e3', 'douze', '99999999999999999999'])('refuses "%s"', (text) => {
    expect(parseQuantity(text)).toBeNull()
  })
})

describe('selectionOf', () => {
  const grid = sizeGridOf(jacket, summary)!

  it('keeps every orderable quantity above 0, in grid order, with its summary', () => {
    const selection = selectionOf(grid, { 1: '3', 2: '0', 4: '5', 6: '', 7: '4' })
    expect(selection.items).toEqual([
      { productId: 4, qty: 5, product: summary(jacket[3]!) },
      { productId: 1, qty: 3, product: summary(jacket[0]!) },
      { productId: 7, qty: 4, product: summary(jacket[6]!) },
    ])
    expect(selection.total).toBe(12)
    expect(selection.invalid).toEqual([])
  })

  it('never orders a blocked variant, whatever was typed for it', () => {
    expect(selectionOf(grid, { 3: '2', 5: '1', 8: 'x' })).toEqual({ items: [], total: 0, invalid: [] })
  })

  it('lists the quantities that are not whole numbers', () => {
    const selection = selectionOf(grid, { 1: '2', 4: '1,5', 6: '-1' })
    expect(selection.invalid).toEqual([4, 6])
    expect(selection.items).toEqual([{ productId: 1, qty: 2, product: summary(jacket[0]!) }])
  })
})

describe('moveInGrid', () => {
  const grid = sizeGridOf(jacket, summary)!
  // Fields:   4XS  S   M   XL  3XL 10XL
  // Bleu       ·   4   ✗   6   2   ·
  // Noir       ✗   ✗   ·   1   ·   7

  it('moves left and right along the row, over cells without a field', () => {
    expect(moveInGrid(grid, { row: 0, col: 1 }, 'ArrowRight')).toEqual({ row: 0, col: 3 })
    expect(moveInGrid(grid, { row: 0, col: 3 }, 'ArrowLeft')).toEqual({ row: 0, col: 1 })
    expect(moveInGrid(grid, { row: 1, col: 3 }, 'ArrowRight')).toEqual({ row: 1, col: 5 })
  })

  it('stays at the ends', () => {
    expect(moveInGrid(grid, { row: 0, col: 1 }, 'ArrowLeft')).toBeNull()
    expect(moveInGrid(grid, { row: 0, col: 4 }, 'ArrowRight')).toBeNull()
    expect(moveInGrid(grid, { row: 0, col: 3 }, 'ArrowUp')).toBeNull()
    expect(moveInGrid(grid, { row: 0, col: 4 }, 'ArrowDown')).toBeNull()
  })

  it('moves up and down the column', () => {
    expect(moveInGrid(grid, { row: 0, col: 3 }, 'ArrowDown')).toEqual({ row: 1, col: 3 })
    expect(moveInGrid(grid, { row: 1, col: 3 }, 'ArrowUp')).toEqual({ row: 0, col: 3 })
  })

  it('goes to the first and last field of the row with Home and End', () => {
    expect(moveInGrid(grid, { row: 0, col: 3 }, 'Home')).toEqual({ row: 0, col: 1 })
    expect(moveInGrid(grid, { row: 0, col: 1 }, 'End')).toEqual({ row: 0, col: 4 })
    expect(moveInGrid(grid, { row: 1, col: 5 }, 'Home')).toEqual({ row: 1, col: 3 })
  })
})
