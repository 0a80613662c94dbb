/**
 * The page numbers a pagination shows: the first, the last and `around` pages on each side of the
 * current one, in order. A gap between two consecutive numbers is where the "…" goes.
 */
export function pageWindow(page: number, pageCount: number, around = 2): number[] {
  if (pageCount < 1) return []
  const current = Math.min(Math.max(1, page), pageCount)
  const pages = new Set([1, pageCount])
  for (let p = Math.max(1, current - around); p <= Math.min(pageCount, current + around); p++) pages.add(p)
  return [...pages].sort((a, b) => a - b)
}

/** `?page=` from a URL: a whole number from 1, anything else is the first page. */
export function pageFromParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
