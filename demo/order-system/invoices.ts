import { Hono, type Context } from 'hono'
import type { DemoContext } from '../context'
import { requireCustomer, type ShopEnv } from '../shop-server/session'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { filtersOf, inDateRange, takeoversFor } from './order-filters'
import { matches, page } from './orders'
import { pdfResponse, renderPdf, type PrintableDocument } from './pdf'
import { answerOf, idParam, notFound, queryOf, respond } from './respond'
import { route } from './route'
import { invoiceQuery } from './inputs'
import type { Invoice } from './shapes'
import type { Address } from '../shop-server/shapes'

/** An invoice as stored: the API's fields plus what its PDF prints. */
export type StoredInvoice = Invoice & {
  customer_id: number
  sale_id: number | null
  invoicing_address: Address | null
  delivery_address: Address | null
  lines: PrintableDocument['lines']
  /** Quantity billed per order line id, so that a later invoice bills only what is left. */
  invoiced_qty?: Record<string, number>
}

const INVOICE_KIND = 'invoice'

export async function saveInvoice(ctx: DemoContext, invoice: StoredInvoice): Promise<void> {
  await ctx.store.put(INVOICE_KIND, String(invoice.id), String(invoice.customer_id), invoice)
}

export function findInvoice(ctx: DemoContext, id: number): Promise<StoredInvoice | undefined> {
  return ctx.store.get<StoredInvoice>(INVOICE_KIND, String(id))
}

/** Every customer's invoices, for the back office. */
export function listAllInvoices(ctx: DemoContext): Promise<StoredInvoice[]> {
  return ctx.store.list<StoredInvoice>(INVOICE_KIND)
}

const PAYMENT_LABELS: Record<Invoice['payment_state'], string> = {
  not_paid: 'Non payée',
  in_payment: 'Paiement en cours',
  paid: 'Payée',
  partial: 'Partiellement payée',
  reversed: 'Extournée',
  invoicing_legacy: 'Historique',
}

function printableInvoice(invoice: StoredInvoice): PrintableDocument {
  const details: [string, string][] = [['Statut', PAYMENT_LABELS[invoice.payment_state]]]
  if (invoice.ref) details.push(['Référence client', invoice.ref])
  if (invoice.date_due) details.push(['Échéance', new Date(invoice.date_due).toLocaleDateString('fr-FR')])
  details.push(['Référence de paiement', invoice.payment_reference])
  return {
    kind: 'Facture',
    reference: invoice.name,
    date: invoice.date_invoice,
    details,
    invoicing: invoice.invoicing_address,
    delivery: invoice.delivery_address,
    lines: invoice.lines,
    totals: {
      untaxed: invoice.amount.amount_untaxed,
      tax: invoice.amount.amount_tax,
      total: invoice.amount.amount_total,
      due: invoice.amount.amount_due,
    },
  }
}

export function invoiceRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  const auth = requireCustomer(ctx)

  app.get(route(paths.invoices), auth, async (c) => {
    // The demo's own reading first, so that a bad filter gets its French message.
    const filters = filtersOf(c)
    const query = queryOf(c, invoiceQuery)
    const customerId = c.get('customer').id
    const takeovers = await takeoversFor(ctx, customerId, filters)
    const invoices = (await ctx.store.list<StoredInvoice>(INVOICE_KIND, String(customerId)))
      .filter(
        (i) =>
          matches(i.name, filters.name) &&
          (filters.ref === undefined || matches(i.ref, filters.ref)) &&
          (filters.state === undefined || i.state === filters.state) &&
          (filters.payment_state === undefined || i.payment_state === filters.payment_state) &&
          inDateRange(i.date_invoice, filters) &&
          (takeovers === null || (i.sale_id !== null && takeovers.has(i.sale_id))),
      )
      .sort((a, b) => b.date_invoice.localeCompare(a.date_invoice) || b.id - a.id)
    const answers = invoices.map((i) =>
      answerOf(i, 'customer_id', 'sale_id', 'invoicing_address', 'delivery_address', 'lines'),
    )
    return respond(c, page(answers, query))
  })

  // Upstream's invoice download had no ownership check (an IDOR); this one answers 404 for someone else's.
  const download = async (c: Context<ShopEnv>) => {
    const invoice = await ctx.store.get<StoredInvoice>(INVOICE_KIND, String(idParam(c)))
    if (!invoice || invoice.customer_id !== c.get('customer').id) throw notFound('Facture introuvable.')
    const doc = printableInvoice(invoice)
    return pdfResponse(c, await renderPdf(doc), doc)
  }
  app.get(route(paths.invoiceDownload), auth, download)
  app.get(route(paths.invoiceDownloadSingular), auth, download)

  return app
}
