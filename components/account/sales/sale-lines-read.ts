import { dayInFrance } from '@/lib/format/date'
import type { Result } from '@/lib/http/result'
import { MAX_PAGE_SIZE, type Paged } from '@/lib/order-system/schemas/paging'
import type { SaleLineQuery, SaleLineWithOrder } from '@/lib/order-system/schemas/sale'

/** How many of the most recent lines a date range looks through. */
export const DATE_SCAN_LIMIT = 500

export interface SaleLineFilters {
  product_name?: string
  order_name?: string
  /** Order dates, French calendar days, both ends included. */
  date_from?: string
  date_to?: string
}

export interface SaleLinesPage extends Paged<SaleLineWithOrder> {
  /** More lines matched the names than the date range looked through. */
  truncated: boolean
}

type ReadSaleLines = (query: Partial<SaleLineQuery>) => Promise<Result<Paged<SaleLineWithOrder>>>

/**
 * One page of `GET sale_lines`. The order system filters this call by product and order name only,
 * so a date range is applied here: over the most recent matching lines (up to DATE_SCAN_LIMIT, read
 * a hundred at a time), the page then cut from those in the range.
 */
export async function readSaleLines(
  read: ReadSaleLines,
  { date_from, date_to, ...names }: SaleLineFilters,
  page: number,
  pageSize: number,
): Promise<Result<SaleLinesPage>> {
  if (!date_from && !date_to) {
    const result = await read({ ...names, page, page_size: pageSize })
    return result.ok ? { ...result, data: { ...result.data, truncated: false } } : result
  }
  const scanned: SaleLineWithOrder[] = []
  let total = 0
  for (let next = 1; scanned.length < DATE_SCAN_LIMIT; next++) {
    const result = await read({ ...names, page: next, page_size: MAX_PAGE_SIZE })
    if (!result.ok) return result
    total = result.data.count
    scanned.push(...result.data.items)
    if (result.data.items.length === 0 || scanned.length >= total) break
  }
  const inRange = scanned.slice(0, DATE_SCAN_LIMIT).filter((line) => {
    const day = dayInFrance(line.order.date_order)
    return (!date_from || day >= date_from) && (!date_to || day <= date_to)
  })
  const start = (page - 1) * pageSize
  return {
    ok: true,
    status: 200,
    data: { count: inRange.length, items: inRange.slice(start, start + pageSize), truncated: total > DATE_SCAN_LIMIT },
  }
}
