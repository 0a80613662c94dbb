import { describe, expect, it } from 'vitest'
import { orderLineSchema, type OrderLine } from '@/lib/order-system/schemas/sale'
import { reorderPlan } from './reorder'

let nextId = 1
function line(fields: Partial<OrderLine> & { product_id: number; qty: number }): OrderLine {
  const id = nextId++
  return orderLineSchema.parse({
    id,
    name: `Article ${fields.product_id}`,
    amount: { discount_total: 0, tax: 2, total: 12, untaxed: 10, total_without_discount: 10, price: 5 },
    unit_price: { untaxed: 5, untaxed_with_discount: 5 },
    discount: { rate: 0, value: 0 },
    options: null,
    is_delivery: false,
    contact_id: null,
    qty_delivered: 0,
    qty_unavailable: 0,
    qty_canceled: 0,
    product: {
      id: fields.product_id,
      name: `Article ${fields.product_id}`,
      sku: `SKU-${fields.product_id}`,
      url_key: `article-${fields.product_id}`,
    },
    ...fields,
  })
}

describe('reorderPlan', () => {
  it('puts each product line back with its quantity and what the cart shows until the server answers', () => {
    const plan = reorderPlan([line({ product_id: 10001, qty: 3 }), line({ product_id: 10002, qty: 1.5 })])
    expect(plan).toEqual({
      items: [
        {
          productId: 10001,
          qty: 3,
          product: { name: 'Article 10001', sku: 'SKU-10001', href: '/article-10001?sku=SKU-10001' },
        },
        {
          productId: 10002,
          qty: 1.5,
          product: { name: 'Article 10002', sku: 'SKU-10002', href: '/article-10002?sku=SKU-10002' },
        },
      ],
      skipped: [],
    })
  })

  it('leaves the shipping line out without reporting it', () => {
    const shipping = line({ product_id: 900, qty: 1, is_delivery: true, product: null, name: 'Colissimo' })
    const plan = reorderPlan([line({ product_id: 10001, qty: 2 }), shipping])
    expect(plan.items.map((item) => item.productId)).toEqual([10001])
    expect(plan.skipped).toEqual([])
  })

  it('reports the lines whose product is no longer sold', () => {
    const gone = line({ product_id: 10009, qty: 4, product: null, name: 'Gilet haute visibilité (ancien modèle)' })
    const plan = reorderPlan([line({ product_id: 10001, qty: 2 }), gone])
    expect(plan.items.map((item) => item.productId)).toEqual([10001])
    expect(plan.skipped).toEqual([
      { lineId: gone.id, name: 'Gilet haute visibilité (ancien modèle)', reason: 'not-sellable' },
    ])
  })

  it('adds up the lines of the same product and options, whatever the key order, and keeps other options apart', () => {
    const plan = reorderPlan([
      line({ product_id: 10001, qty: 2, options: { taille: 'L', marquage: 'Mairie' } }),
      line({ product_id: 10001, qty: 0.1, options: { marquage: 'Mairie', taille: 'L' } }),
      line({ product_id: 10001, qty: 0.2, options: { marquage: 'Mairie', taille: 'L' } }),
      line({ product_id: 10001, qty: 1, options: { taille: 'XL' } }),
      line({ product_id: 10002, qty: 1 }),
      line({ product_id: 10002, qty: 4, options: {} }),
    ])
    expect(plan.items.map(({ productId, qty, options }) => ({ productId, qty, options }))).toEqual([
      { productId: 10001, qty: 2.3, options: { taille: 'L', marquage: 'Mairie' } },
      { productId: 10001, qty: 1, options: { taille: 'XL' } },
      { productId: 10002, qty: 5, options: undefined },
    ])
  })

  it('skips a line without quantity, which would make the cart refuse the whole batch', () => {
    expect(
      reorderPlan([line({ product_id: 10001, qty: 0 }), line({ product_id: 10002, qty: 1 })]).items.map(
        (i) => i.productId,
      ),
    ).toEqual([10002])
  })

  it('leaves out and reports a product withdrawn from sale since the order', () => {
    const withdrawn = line({
      product_id: 10003,
      qty: 2,
      product: { id: 10003, name: 'Casque ancien modèle', sku: 'CAS-0', url_key: 'casque', sellable: false },
    })
    const plan = reorderPlan([line({ product_id: 10001, qty: 1 }), withdrawn])
    expect(plan.items.map((i) => i.productId)).toEqual([10001])
    expect(plan.skipped).toEqual([{ lineId: withdrawn.id, name: withdrawn.name, reason: 'not-sellable' }])
  })

  it('links no product page when the product has no address', () => {
    const [item] = reorderPlan([
      line({
        product_id: 10001,
        qty: 1,
        product: { id: 10001, name: 'Gants', sku: null, url_key: null, sellable: true },
      }),
    ]).items
    expect(item?.product).toEqual({ name: 'Gants', sku: null, href: null })
  })
})
