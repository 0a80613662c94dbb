import type { Result } from '@/lib/http/result'
import type { Invoice, InvoiceQuery } from '@/lib/order-system/schemas/invoice'
import type { Paged } from '@/lib/order-system/schemas/paging'

type ReadInvoices = (query: Partial<InvoiceQuery>) => Promise<Result<Paged<Invoice>>>

/**
 * The invoices left to pay: not paid at all, or partly. `GET invoices` filters on one payment state
 * at a time, so both are asked for and the newest `size` kept, with the total count of both.
 */
export async function readUnpaidInvoices(read: ReadInvoices, size: number): Promise<Result<Paged<Invoice>>> {
  const [notPaid, partial] = await Promise.all([
    read({ payment_state: 'not_paid', page: 1, page_size: size }),
    read({ payment_state: 'partial', page: 1, page_size: size }),
  ])
  if (!notPaid.ok) return notPaid
  if (!partial.ok) return partial
  const items = [...notPaid.data.items, ...partial.data.items]
    .sort((a, b) => b.date_invoice.localeCompare(a.date_invoice) || b.id - a.id)
    .slice(0, size)
  return { ok: true, status: notPaid.status, data: { count: notPaid.data.count + partial.data.count, items } }
}
