import { describe, expect, it } from 'vitest'
import type { CartViewLine } from '@/lib/cart/types'
import { wishlistLineSchema, type WishlistLine } from '@/lib/order-system/schemas/wishlist'
import { listItemsFromCart, listOrderPlan } from './shopping-lists'

function listLine(productId: number, quantity: number, product: 'sold' | 'withdrawn' | 'gone' = 'sold'): WishlistLine {
  return wishlistLineSchema.parse({
    id: productId - 9000,
    sequence: 10,
    product_id: productId,
    quantity,
    product:
      product === 'gone'
        ? null
        : {
            id: productId,
            name: `Article ${productId}`,
            sku: `SKU-${productId}`,
            url_key: `article-${productId}`,
            sellable: product === 'sold',
          },
  })
}
const unknownName = (id: number) => `Article n° ${id}`

describe('listOrderPlan', () => {
  const lines = [listLine(10001, 4), listLine(10002, 2, 'withdrawn'), listLine(10003, 1, 'gone'), listLine(10004, 12)]

  it('puts every line still sold in the cart and names the others, withdrawn or gone', () => {
    const plan = listOrderPlan(lines, unknownName)
    expect(plan.items).toEqual([
      {
        productId: 10001,
        qty: 4,
        product: { name: 'Article 10001', sku: 'SKU-10001', href: '/article-10001?sku=SKU-10001' },
      },
      {
        productId: 10004,
        qty: 12,
        product: { name: 'Article 10004', sku: 'SKU-10004', href: '/article-10004?sku=SKU-10004' },
      },
    ])
    expect(plan.skipped.map((s) => s.name)).toEqual(['Article 10002', 'Article n° 10003'])
  })

  it('orders only the chosen lines', () => {
    const plan = listOrderPlan(lines, unknownName, new Set([10004, 10002]))
    expect(plan.items.map((i) => [i.productId, i.qty])).toEqual([[10004, 12]])
    expect(plan.skipped.map((s) => s.name)).toEqual(['Article 10002'])
  })
})

function cartLine(productId: number, qty: number, fields: Partial<CartViewLine> = {}): CartViewLine {
  return {
    key: `pending:${productId}`,
    productId,
    options: null,
    qty,
    line: null,
    product: null,
    hasPendingTransactions: true,
    ...fields,
  }
}

describe('listItemsFromCart', () => {
  it('keeps one line per product with the quantity the buyer sees, pending changes included', () => {
    expect(
      listItemsFromCart([
        cartLine(10001, 3),
        cartLine(10002, 1, { options: { marquage: 'logo' } }),
        cartLine(10002, 2),
        cartLine(10003, 0),
      ]),
    ).toEqual([
      { product_id: 10001, quantity: 3 },
      { product_id: 10002, quantity: 3 },
    ])
  })
})
