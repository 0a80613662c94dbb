import type { DemoContext } from '../context'

/**
 * Odoo-like numbering. Carts, quotations, requests and orders are one sale.order sequence, so a cart
 * keeps its id and name when it becomes an order. The offsets keep the first numbers realistic.
 */
const ORDER_OFFSET = 2400
const LINE_OFFSET = 18000
const INVOICE_OFFSET = 310
const PICKING_OFFSET = 5200

export const nextOrderId = async (ctx: DemoContext) => ORDER_OFFSET + (await ctx.store.nextId('sale.order'))
export const nextLineId = async (ctx: DemoContext) => LINE_OFFSET + (await ctx.store.nextId('sale.order.line'))
export const nextInvoiceId = async (ctx: DemoContext) => INVOICE_OFFSET + (await ctx.store.nextId('account.move'))
export const nextPickingId = async (ctx: DemoContext) => PICKING_OFFSET + (await ctx.store.nextId('stock.picking'))
/** Partners the order system creates itself (unit members, relay points); clear of the shop server's. */
export const nextPartnerId = async (ctx: DemoContext) => 700_000 + (await ctx.store.nextId('order-system.partner'))

const pad = (n: number) => String(n).padStart(5, '0')

export const orderName = (id: number) => `S${pad(id)}`
export const invoiceName = (id: number, isoDate: string) => `FAC/${isoDate.slice(0, 4)}/${pad(id)}`
export const pickingName = (id: number) => `WH/OUT/${pad(id)}`
