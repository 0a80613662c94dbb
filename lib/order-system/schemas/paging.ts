import { z } from 'zod/mini'

/** The shop's list default (docs/product/account.md#lists; upstream shopinvader defaults to 80; the storefront asks for 10). */
export const DEFAULT_PAGE_SIZE = 10
/** The "get all" size, also the largest page a list answers (docs/product/account.md#lists). */
export const MAX_PAGE_SIZE = 100

const positiveInt = (fallback: number, max?: number) => {
  const int = z.coerce.number().check(z.int(), z.gte(1))
  return z._default(max === undefined ? int : int.check(z.lte(max)), fallback)
}

/** Query string `page` (from 1) and `page_size`; strings are coerced since they come from a URL. */
export const pageQuerySchema = z.object({
  page: positiveInt(1),
  page_size: positiveInt(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
})

/** Shopinvader's `PagedCollection` envelope: the total count and one page of items. */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ count: z.int().check(z.gte(0)), items: z.array(item) })
}
export interface Paged<T> {
  count: number
  items: T[]
}
