import type { CartItem, ProductSummary } from '@/lib/cart/types'
import { type ProductDocument } from '@/lib/search/documents'
import { isObsolete } from '@/lib/search/document-reads'
import { isAvailable, stockOf, type Stock } from './stock'
import { SIZE_AXIS, variantAxes } from './variants'

/** Why a variant is on the grid but cannot be ordered. */
export type BlockedReason = 'obsolete' | 'unavailable'

export interface SizeGridCell {
  productId: number
  sku: string | null
  size: string
  stock: Stock | null
  /** Null when the variant can be ordered. */
  blocked: BlockedReason | null
  /** What the cart shows of the line while the order system is out of reach. */
  product: ProductSummary
}

export interface SizeGridRow {
  /** The other axes' values ("Bleu marine"), null for a product sized on one axis only. */
  label: string | null
  /** One per size, null where no variant has this combination. */
  cells: Array<SizeGridCell | null>
}

/** Plain data: built on the server, handed to the client grid as a prop. */
export interface SizeGridModel {
  sizes: string[]
  /** The axes the rows stand for (e.g. `couleur`); empty when there is a single row. */
  rowAxes: string[]
  rows: SizeGridRow[]
}

const valueOf = (variant: ProductDocument, axis: string) => {
  const value = variant.variant_attributes[axis]
  return value === undefined ? '' : String(value)
}

/**
 * The grid of a model's variants: sizes as columns (4XS → 10XL), the other axes' combinations as
 * rows, both in the variant selector's order. Null when the model has no size axis or a single size,
 * where the one-variant add-to-cart is enough.
 */
export function sizeGridOf(
  variants: readonly ProductDocument[],
  summarize: (variant: ProductDocument) => ProductSummary,
): SizeGridModel | null {
  const [first] = variants
  if (!first) return null
  const axes = variantAxes(variants, first)
  const sizes = axes.find((axis) => axis.name === SIZE_AXIS)?.options.map((option) => option.value) ?? []
  if (sizes.length < 2) return null
  const others = axes.filter((axis) => axis.name !== SIZE_AXIS)

  // Rows in the selector's order of each axis, first axis first.
  const rank = (variant: ProductDocument) =>
    others.map((axis) => axis.options.findIndex((o) => o.value === valueOf(variant, axis.name)))
  const byRank = (a: number[], b: number[]) => a.reduce((found, value, index) => found || value - (b[index] ?? 0), 0)
  const rowKey = (variant: ProductDocument) => others.map((axis) => valueOf(variant, axis.name)).join('\u0000')
  const rowVariants = new Map<string, ProductDocument>()
  for (const variant of [...variants].sort((a, b) => byRank(rank(a), rank(b)))) {
    if (!rowVariants.has(rowKey(variant))) rowVariants.set(rowKey(variant), variant)
  }

  const cellOf = (variant: ProductDocument, size: string): SizeGridCell => ({
    productId: variant.id,
    sku: variant.sku,
    size,
    stock: stockOf(variant),
    blocked: isObsolete(variant) ? 'obsolete' : isAvailable(variant) ? null : 'unavailable',
    product: summarize(variant),
  })

  const rows = [...rowVariants.entries()].map(([key, sample]): SizeGridRow => {
    const inRow = variants.filter((variant) => rowKey(variant) === key)
    const label = others
      .map((axis) => valueOf(sample, axis.name))
      .filter(Boolean)
      .join(', ')
    return {
      label: others.length > 0 ? label : null,
      cells: sizes.map((size) => {
        const variant = inRow.find((candidate) => valueOf(candidate, SIZE_AXIS) === size)
        return variant ? cellOf(variant, size) : null
      }),
    }
  })
  return { sizes, rowAxes: others.map((axis) => axis.name), rows }
}

/** A typed quantity: empty reads 0; anything but a whole number ≥ 0 is null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  if (!/^\d+$/.test(trimmed)) return null
  const qty = Number(trimmed)
  return Number.isSafeInteger(qty) ? qty : null
}

export interface SizeGridSelection {
  /** One per orderable variant with a quantity above 0, in grid order. */
  items: CartItem[]
  /** Sum of the items' quantities. */
  total: number
  /** Product ids whose typed quantity is not a whole number ≥ 0. */
  invalid: number[]
}

/** What "add the selection" would send, from the texts typed in the grid (by product id). */
export function selectionOf(grid: SizeGridModel, typed: Readonly<Record<number, string>>): SizeGridSelection {
  const selection: SizeGridSelection = { items: [], total: 0, invalid: [] }
  for (const cell of grid.rows.flatMap((row) => row.cells)) {
    if (!cell || cell.blocked) continue
    const qty = parseQuantity(typed[cell.productId] ?? '')
    if (qty === null) selection.invalid.push(cell.productId)
    else if (qty > 0) {
      selection.items.push({ productId: cell.productId, qty, product: cell.product })
      selection.total += qty
    }
  }
  return selection
}

export interface CellPosition {
  row: number
  col: number
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'

export const isGridKey = (key: string): key is GridKey =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key)

const orderable = (grid: SizeGridModel, { row, col }: CellPosition) => {
  const cell = grid.rows[row]?.cells[col]
  return cell !== null && cell !== undefined && cell.blocked === null
}

/**
 * Where a key moves the focus, skipping cells without a quantity field (missing or blocked
 * variants); null when there is no field that way, so the focus stays.
 */
export function moveInGrid(grid: SizeGridModel, from: CellPosition, key: GridKey): CellPosition | null {
  const width = grid.sizes.length
  const scan = (start: CellPosition, step: CellPosition): CellPosition | null => {
    for (let at = start; at.row >= 0 && at.row < grid.rows.length && at.col >= 0 && at.col < width;) {
      if (orderable(grid, at)) return at
      at = { row: at.row + step.row, col: at.col + step.col }
    }
    return null
  }
  switch (key) {
    case 'ArrowLeft':
      return scan({ row: from.row, col: from.col - 1 }, { row: 0, col: -1 })
    case 'ArrowRight':
      return scan({ row: from.row, col: from.col + 1 }, { row: 0, col: 1 })
    case 'ArrowUp':
      return scan({ row: from.row - 1, col: from.col }, { row: -1, col: 0 })
    case 'ArrowDown':
      return scan({ row: from.row + 1, col: from.col }, { row: 1, col: 0 })
    case 'Home':
      return scan({ row: from.row, col: 0 }, { row: 0, col: 1 })
    case 'End':
      return scan({ row: from.row, col: width - 1 }, { row: 0, col: -1 })
  }
}
