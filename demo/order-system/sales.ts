import { Hono } from 'hono'
import type { DemoContext } from '../context'
import { requireCustomer, type ShopEnv } from '../shop-server/session'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { filtersOf, orderMatches, takeoversFor } from './order-filters'
import { asSale, matches, orderSummary, ownedOrder, ownedOrders, page } from './orders'
import { pdfResponse, renderPdf, type PrintableDocument } from './pdf'
import { idParam, queryOf, respond } from './respond'
import { route } from './route'
import { pageQuery } from './inputs'
import type { Sale, SaleLineWithOrder } from './shapes'

/** An order or a quotation as a printable document. */
export function printableOrder(order: Sale, kind: 'Commande' | 'Devis'): PrintableDocument {
  const details: [string, string][] = []
  if (order.client_order_ref) details.push(['Référence client', order.client_order_ref])
  if (order.ej_number) details.push(['N° EJ', order.ej_number])
  if (order.payment) details.push(['Règlement', order.payment.mode])
  return {
    kind,
    reference: order.name,
    date: order.date_order,
    details,
    invoicing: order.invoicing.address,
    delivery: order.delivery.address,
    lines: order.lines.map((l) => ({
      name: l.name,
      qty: l.qty,
      unitUntaxed: l.amount.price,
      untaxed: l.amount.untaxed,
      isDelivery: l.is_delivery,
    })),
    totals: { untaxed: order.amount.untaxed, tax: order.amount.tax, total: order.amount.total },
  }
}

export function saleRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  const auth = requireCustomer(ctx)

  app.get(route(paths.sales), auth, async (c) => {
    // The demo's own reading first, so that a bad filter gets its French message.
    const filters = filtersOf(c)
    const query = queryOf(c, pageQuery)
    const customerId = c.get('customer').id
    const takeovers = await takeoversFor(ctx, customerId, filters)
    const sales = (await ownedOrders(ctx, 'sale', customerId)).filter((s) => orderMatches(s, filters, takeovers))
    return respond(c, page(sales.map(asSale), query))
  })

  app.get(route(paths.sale), auth, async (c) =>
    respond(c, asSale(await ownedOrder(ctx, 'sale', c.get('customer').id, idParam(c)))),
  )

  app.get(route(paths.saleDownload), auth, async (c) => {
    const sale = await ownedOrder(ctx, 'sale', c.get('customer').id, idParam(c))
    const doc = printableOrder(sale, 'Commande')
    return pdfResponse(c, await renderPdf(doc), doc)
  })

  app.get(route(paths.saleLines), auth, async (c) => {
    // The demo's own reading first, so that a bad filter gets its French message.
    const filters = filtersOf(c)
    const query = queryOf(c, pageQuery)
    const customerId = c.get('customer').id
    const takeovers = await takeoversFor(ctx, customerId, filters)
    const sales = await ownedOrders(ctx, 'sale', customerId)
    const lines: SaleLineWithOrder[] = sales
      .filter((s) => orderMatches(s, filters, takeovers, filters.order_name))
      .flatMap((s) =>
        s.lines
          .filter(
            (l) =>
              !l.is_delivery &&
              matches(l.name, filters.product_name) &&
              (takeovers === null || takeovers.get(s.id)?.has(l.product_id) === true),
          )
          .map((l) => ({ ...l, order: orderSummary(s) })),
      )
    return respond(c, page(lines, query))
  })

  return app
}
