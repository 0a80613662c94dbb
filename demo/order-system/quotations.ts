import { Hono, type Context } from 'hono'
import type { DemoContext } from '../context'
import { findCustomer } from '../shop-server/customers'
import { signPayable } from '../payable'
import { requireCustomer, type ShopEnv } from '../shop-server/session'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { paymentModeFor } from './checkout'
import { withLock } from './lock'
import { filtersOf, orderMatches, takeoversFor } from './order-filters'
import { asSale, ORDER_KINDS, ownedOrder, ownedOrders, page, saveOrder, type StoredOrder } from './orders'
import { pdfResponse, renderPdf } from './pdf'
import { formatEuros } from './pricing'
import { badRequest, idParam, jsonBody, parseWith, queryOf, respond } from './respond'
import { route } from './route'
import { printableOrder } from './sales'
import {
  MAX_RECEIPT_BYTES,
  pageQuery,
  quotationConfirmInput,
  quotationUpdateInput,
  type QuotationConfirmInput,
} from './inputs'
import type { Sale, SaleState } from './shapes'
import type { Customer } from '../shop-server/shapes'

const RECEIPT_KIND = 'receipt_file'

/** The confirm call takes JSON (file in base64) or multipart (file part), since it carries a file. */
async function confirmInput(c: Context): Promise<QuotationConfirmInput> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) return jsonBody(c, quotationConfirmInput)
  const form = await c.req.parseBody()
  const file = form.receipt_file
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return parseWith(quotationConfirmInput, {
    client_order_ref: text(form.client_order_ref),
    ej_number: text(form.ej_number),
    receipt_file:
      file instanceof File
        ? {
            name: file.name,
            mimetype: file.type || undefined,
            content_base64: Buffer.from(await file.arrayBuffer()).toString('base64'),
          }
        : undefined,
  })
}

function estimated(quotation: StoredOrder): void {
  if (quotation.state !== 'estimated') {
    throw badRequest('Ce devis est encore en cours de chiffrage : vous pourrez le confirmer dès qu’il sera chiffré.')
  }
}

/** The quotation becomes the order, same id and name, as Odoo confirms a sale.order in place. */
async function confirmQuotation(
  ctx: DemoContext,
  customer: Pick<Customer, 'id' | 'collectivity'>,
  id: number,
  change: (quotation: StoredOrder) => Promise<void> | void,
  settlement: { state: SaleState; paymentMode: string },
): Promise<StoredOrder> {
  return withLock(ctx, String(customer.id), async () => {
    const quotation = await ownedOrder(ctx, 'quotation', customer.id, id)
    estimated(quotation)
    await change(quotation)
    const sale: StoredOrder = {
      ...quotation,
      state: settlement.state,
      date_order: new Date().toISOString(),
      payment: { mode: settlement.paymentMode },
    }
    await saveOrder(ctx, 'sale', sale)
    await ctx.store.remove(ORDER_KINDS.quotation, String(id))
    return sale
  })
}

/** Called by the demo payment page when a quotation's payable was paid online. */
export async function confirmPaidQuotation(
  ctx: DemoContext,
  customerId: number,
  quotationId: number,
): Promise<Sale | null> {
  const customer = await findCustomer(ctx, customerId)
  const already = await ctx.store.get<StoredOrder>(ORDER_KINDS.sale, String(quotationId))
  if (already) return already.customer_id === customerId ? asSale(already) : null
  if (!customer) return null
  const sale = await confirmQuotation(ctx, customer, quotationId, () => undefined, {
    state: 'processing',
    paymentMode: 'Carte bancaire',
  })
  return asSale(sale)
}

export function quotationRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  const auth = requireCustomer(ctx)

  app.get(route(paths.quotations), auth, async (c) => {
    // The demo's own reading first, so that a bad filter gets its French message.
    const filters = filtersOf(c)
    const query = queryOf(c, pageQuery)
    const customerId = c.get('customer').id
    const takeovers = await takeoversFor(ctx, customerId, filters)
    const quotations = (await ownedOrders(ctx, 'quotation', customerId)).filter((q) =>
      orderMatches(q, filters, takeovers),
    )
    return respond(c, page(quotations.map(asSale), query))
  })

  app.get(route(paths.quotation), auth, async (c) =>
    respond(c, asSale(await ownedOrder(ctx, 'quotation', c.get('customer').id, idParam(c)))),
  )

  app.post(route(paths.quotation), auth, async (c) => {
    const customer = c.get('customer')
    const input = await jsonBody(c, quotationUpdateInput)
    const quotation = await withLock(ctx, String(customer.id), async () => {
      const quotation = await ownedOrder(ctx, 'quotation', customer.id, idParam(c))
      if (input.client_order_ref !== undefined) quotation.client_order_ref = input.client_order_ref || null
      if (input.ej_number !== undefined) quotation.ej_number = input.ej_number || null
      await saveOrder(ctx, 'quotation', quotation)
      return quotation
    })
    return respond(c, asSale(quotation))
  })

  app.post(route(paths.quotationConfirm), auth, async (c) => {
    const customer = c.get('customer')
    const input = await confirmInput(c)
    const id = idParam(c)
    const sale = await confirmQuotation(
      ctx,
      customer,
      id,
      async (quotation) => {
        if (input.client_order_ref !== undefined) quotation.client_order_ref = input.client_order_ref || null
        if (input.ej_number !== undefined) quotation.ej_number = input.ej_number || null
        const file = input.receipt_file
        if (file) {
          const size = Buffer.byteLength(file.content_base64, 'base64')
          if (size > MAX_RECEIPT_BYTES) throw badRequest('Le bon de commande ne doit pas dépasser 5 Mo.')
          await ctx.store.put(RECEIPT_KIND, String(id), String(customer.id), file)
          quotation.receipt_file = { name: file.name, size }
        }
      },
      { state: 'pending', paymentMode: paymentModeFor(customer) },
    )
    return respond(c, asSale(sale))
  })

  app.get(route(paths.quotationDownload), auth, async (c) => {
    const quotation = await ownedOrder(ctx, 'quotation', c.get('customer').id, idParam(c))
    const doc = printableOrder(quotation, 'Devis')
    return pdfResponse(c, await renderPdf(doc), doc)
  })

  app.get(route(paths.quotationPayable), auth, async (c) => {
    const customer = c.get('customer')
    const quotation = await ownedOrder(ctx, 'quotation', customer.id, idParam(c))
    estimated(quotation)
    const amount = quotation.amount.total
    return respond(c, {
      payable: signPayable(
        { kind: 'quotation', id: quotation.id, customerId: customer.id, amount, currency: 'EUR' },
        ctx.config.dataDir,
      ),
      payable_reference: quotation.name,
      amount,
      currency_code: 'EUR',
      amount_formatted: formatEuros(amount),
    })
  })

  return app
}
