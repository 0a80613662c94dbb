'use client'

import { useSearchParams } from 'next/navigation'
import type { z } from 'zod/mini'
import { useListPage } from '@/components/account/account-pagination'
import { filtersFrom } from '@/components/account/invoices/url-filters'
import { useAccountQuery } from '@/components/account/use-account-query'
import type { Result } from '@/lib/http/result'

/**
 * One page of an account list filtered from its URL (docs/product/account.md#finding-past-documents):
 * the filters the schema accepts and the page go to the order system together. `formKey` changes with
 * the URL, so a filter form keyed on it follows the history back and forth.
 */
export function useFilteredList<S extends z.ZodMiniObject, T>(
  key: string,
  schema: S,
  read: (query: Partial<z.output<S>> & { page: number; page_size: number }) => Promise<Result<T>>,
) {
  const params = useSearchParams()
  const filters = filtersFrom(schema, params)
  const { page, pageSize } = useListPage()
  const query = useAccountQuery([key, filters, page, pageSize], () => read({ ...filters, page, page_size: pageSize }))
  return { filters, query, filtered: Object.keys(filters).length > 0, formKey: params.toString() }
}
