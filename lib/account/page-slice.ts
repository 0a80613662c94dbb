import { pageCountOf } from '@/lib/navigation/page-window'

/**
 * One page of a list the server answers whole (addresses, contacts, unit members), so that it reads
 * like the paged account lists: `page` from the URL, past the end meaning the last page (after a
 * deletion empties it, say).
 */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = Math.min(Math.max(1, page), pageCountOf(items.length, pageSize))
  return items.slice((current - 1) * pageSize, current * pageSize)
}
