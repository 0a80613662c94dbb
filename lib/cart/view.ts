import type { Cart } from '@/lib/order-system/schemas/cart'
import type { LineOptions } from '@/lib/order-system/schemas/line'
import type { CartView, CartViewLine, LocalTransaction } from './types'

/** What the view needs of a transaction. */
export type ViewTransaction = Pick<LocalTransaction, 'productId' | 'qty' | 'options' | 'product'>

/**
 * Options compared the way the order system matches lines: whatever the key order, and no options
 * the same as empty options.
 */
export function optionsKey(options: LineOptions | undefined): string {
  if (!options || Object.keys(options).length === 0) return ''
  return JSON.stringify(
    Object.keys(options)
      .sort()
      .map((k) => [k, options[k]]),
  )
}

export function lineKey(productId: number, options: LineOptions | undefined): string {
  return `${productId}:${optionsKey(options)}`
}

/** The order system rounds quantities to a thousandth; this also keeps float sums from drifting. */
export function roundQty(qty: number): number {
  return Math.round(qty * 1000) / 1000
}

interface WorkingLine {
  matchKey: string
  /** Lines accepted from a unit request stay apart from what the buyer adds himself. */
  own: boolean
  view: CartViewLine
}

/**
 * The cart as the buyer sees it: the server cart with the pending transactions applied the way the
 * order system will apply them (a delta goes to the buyer's own line, a decrease reaches a request
 * line only when there is no own line, a decrease of a missing line is ignored, lines at 0 or less
 * are dropped at the end), so that the view does not jump when the answer comes.
 */
export function buildCartView(cart: Cart | null, transactions: readonly ViewTransaction[]): CartView {
  const working: WorkingLine[] = (cart?.lines ?? [])
    .filter((line) => !line.is_delivery)
    .map((line) => ({
      matchKey: lineKey(line.product_id, line.options),
      own: line.request_id === null,
      view: {
        key: String(line.id),
        productId: line.product_id,
        options: line.options,
        qty: line.qty,
        line,
        product: null,
        hasPendingTransactions: false,
      },
    }))

  for (const tx of transactions) {
    const matchKey = lineKey(tx.productId, tx.options)
    const same = working.filter((w) => w.matchKey === matchKey)
    let target = same.find((w) => w.own) ?? (tx.qty < 0 ? same[0] : undefined)
    if (!target) {
      if (tx.qty <= 0) continue
      target = {
        matchKey,
        own: true,
        view: {
          key: `pending:${matchKey}`,
          productId: tx.productId,
          options: tx.options ?? null,
          qty: 0,
          line: null,
          product: null,
          hasPendingTransactions: false,
        },
      }
      working.push(target)
    }
    target.view.qty = roundQty(target.view.qty + tx.qty)
    target.view.hasPendingTransactions = true
    if (tx.product) target.view.product = tx.product
  }

  const lines = working.map((w) => w.view).filter((line) => line.qty > 0)
  return {
    cart,
    lines,
    linesCount: roundQty(lines.reduce((sum, line) => sum + line.qty, 0)),
    pendingCount: transactions.length,
  }
}

/** The quantity shown for a product and options: the line a change of quantity goes to. */
export function displayedQty(view: CartView, productId: number, options: LineOptions | undefined): number {
  const matchKey = lineKey(productId, options)
  const same = view.lines.filter((line) => lineKey(line.productId, line.options) === matchKey)
  const target = same.find((line) => line.line === null || line.line.request_id === null) ?? same[0]
  return target?.qty ?? 0
}
